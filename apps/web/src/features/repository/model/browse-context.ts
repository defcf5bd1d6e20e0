import { requiredContext } from './repository-context.ts'
import type { ResolvedRef } from './resolve-ref.ts'

/** The ref being browsed on code pages (tree, file, commits). */
export interface BrowseTarget {
  readonly owner: string
  readonly repo: string
  readonly repositoryId: string
  readonly ref: ResolvedRef
}

export const [BrowseContext, useBrowseTarget] = requiredContext<BrowseTarget>(
  'useBrowseTarget needs a BrowseContext',
)
