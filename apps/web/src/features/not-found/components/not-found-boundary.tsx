import type { ReactNode } from 'react'
import { useIsNotFound } from '../not-found-store.ts'
import { NotFoundPage } from './not-found-page.tsx'

/** Renders the 404 page in place of its children when the current page signalled 404. */
export function NotFoundBoundary({ children }: { children: ReactNode }) {
  return useIsNotFound() ? <NotFoundPage /> : children
}
