export { NotFoundBoundary } from './components/not-found-boundary.tsx'
export { NotFoundPage } from './components/not-found-page.tsx'
export { useNotFoundWhen, useSignalNotFound } from './not-found-store.ts'
