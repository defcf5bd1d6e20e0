import type { Repository } from '@gitopia-client/chain/gitopia'
import { createContext, useContext } from 'react'

export interface CurrentRepository {
  /** The owner as the URL names it: a username, DAO name or address. */
  readonly owner: string
  /** The repository name as the URL has it. */
  readonly name: string
  readonly repository: Repository
}

export const RepositoryContext = createContext<CurrentRepository | null>(null)

/**
 * The repository of the current route, for pages under the repository layout (code, issues,
 * pull requests, releases, settings). The layout renders its pages only once it is loaded.
 */
export function useRepository(): CurrentRepository {
  const current = useContext(RepositoryContext)
  if (!current) throw new Error('useRepository is only available under the repository layout')
  return current
}
