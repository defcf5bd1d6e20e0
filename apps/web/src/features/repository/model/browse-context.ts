import { createContext, useContext } from 'react'
import type { ResolvedRef } from './resolve-ref.ts'

/** The ref being browsed on code pages (tree, file, commits). */
export interface BrowseTarget {
  readonly owner: string
  readonly repo: string
  readonly repositoryId: string
  readonly ref: ResolvedRef
}

export const BrowseContext = createContext<BrowseTarget | null>(null)

export function useBrowseTarget(): BrowseTarget {
  const target = useContext(BrowseContext)
  if (!target) throw new Error('useBrowseTarget needs a BrowseContext')
  return target
}
