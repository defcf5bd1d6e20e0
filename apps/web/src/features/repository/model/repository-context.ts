import type { Repository } from '@gitopia-client/chain/gitopia'
import { createContext, useContext, type Context } from 'react'

/**
 * A context that only has a value under its provider, and the hook that reads it: outside the
 * provider the hook throws `missing` (a bug in the page's tree) rather than handing every reader a
 * null to check. For the repository pages' contexts (this file's and `browse-context.ts`).
 */
export function requiredContext<T>(missing: string): [Context<T | null>, () => T] {
  const context = createContext<T | null>(null)
  const useValue = (): T => {
    const value = useContext(context)
    if (value === null) throw new Error(missing)
    return value
  }
  return [context, useValue]
}

export interface CurrentRepository {
  /** The owner as the URL names it: a username, DAO name or address. */
  readonly owner: string
  /** The repository name as the URL has it. */
  readonly name: string
  readonly repository: Repository
}

/**
 * The repository of the current route (`useRepository`), for pages under the repository layout
 * (code, issues, pull requests, releases, settings). The layout renders its pages only once it is
 * loaded.
 */
export const [RepositoryContext, useRepository] = requiredContext<CurrentRepository>(
  'useRepository is only available under the repository layout',
)
