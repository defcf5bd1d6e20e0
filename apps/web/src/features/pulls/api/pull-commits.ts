import { listCommits, type StorageProviderSession } from '@gitopia-client/chain/storage'
import { queryOptions } from '@tanstack/react-query'
import { pullsKeys } from './keys.ts'

/**
 * The commits themselves: the head's history, as many as the pull request has (one request, not
 * one per commit; it assumes the head's own commits come first, as in a linear branch).
 */
export function pullCommitsQuery(
  session: StorageProviderSession,
  headRepositoryId: string,
  headSha: string,
  count: number,
) {
  return queryOptions({
    queryKey: pullsKeys.commits(headRepositoryId, headSha, count),
    queryFn: async ({ signal }) => {
      if (count === 0) return []
      const page = await session.read(
        (provider, options) =>
          listCommits(
            provider.apiUrl,
            { repositoryId: headRepositoryId, fromSha: headSha, path: '', page: { limit: count } },
            options,
          ),
        signal,
      )
      return page.items
    },
    staleTime: Infinity,
  })
}
