import {
  getVerifiedPullCommits,
  type PullBranches,
  type PullCommits,
  type StorageProviderSession,
} from '@gitopia-client/chain/storage'
import { queryOptions } from '@tanstack/react-query'
import { pullsKeys } from './keys.ts'

/**
 * The pull request's own commits (in head, not in base), newest first, read from verified commit
 * objects between the chain's two shas; the provider's list must name the same commits.
 */
export function pullCommitsQuery(
  session: StorageProviderSession,
  request: (PullCommits & PullBranches) | null,
) {
  return queryOptions({
    queryKey: pullsKeys.commits(request),
    queryFn: ({ signal }) =>
      request
        ? session.read(
            (provider, options) => getVerifiedPullCommits(provider.apiUrl, request, options),
            signal,
          )
        : Promise.resolve([]),
    staleTime: Infinity,
  })
}
