import type { QueryClient } from '@tanstack/react-query'
import { isPossibleOwner, repositoryQuery } from './repository.ts'
import { storageSession } from './storage-provider.ts'

/** The URL parameters of a repository page. */
export interface RepositoryParams {
  readonly owner: string
  readonly repo: string
  /** `<ref>/<path>` of tree, blob and commits URLs. */
  readonly splat?: string | undefined
}

/**
 * The repository itself (the layout waits for it) and the choice of a storage provider; other
 * loaders of the same navigation share the one read.
 */
export function loadRepository(
  queryClient: QueryClient,
  api: string,
  defaultProvider: string | undefined,
  { owner, repo }: RepositoryParams,
) {
  void storageSession(api, defaultProvider).selection()
  if (!isPossibleOwner(owner)) return Promise.resolve(null)
  return queryClient.ensureQueryData(repositoryQuery(api, owner, repo)).catch(() => null)
}
