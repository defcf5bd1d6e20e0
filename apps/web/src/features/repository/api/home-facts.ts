import { listRefs, type RefKind } from '@gitopia-client/chain/gitopia'
import { listCommits, type StorageProviderSession } from '@gitopia-client/chain/storage'
import { queryOptions } from '@tanstack/react-query'
import { repositoryKeys } from './keys.ts'
import { providerQuery } from './storage-provider.ts'

// The repository home's latest-commit bar reads these alone: apart from content.ts and refs.ts,
// which the file view and the other code pages load too.

/**
 * A head commit with the length of its history (when the provider counts): the history's first
 * page of one. Null when the provider's newest commit is not the head the chain records.
 */
export function latestCommitQuery(
  session: StorageProviderSession,
  repositoryId: string,
  sha: string,
) {
  return providerQuery(session, repositoryKeys.latestCommit(repositoryId, sha), (api, options) =>
    listCommits(
      api,
      { repositoryId, fromSha: sha, page: { limit: 1, countTotal: true } },
      options,
    ).then(page =>
      page.items[0]?.sha === sha ? { commit: page.items[0], total: page.total } : null,
    ),
  )
}

/** How many branches or tags the repository has (the chain counts a one-item page). */
export function refCountQuery(api: string, owner: string, repo: string, kind: RefKind) {
  return queryOptions({
    // Under the list's key, so whatever refreshes the list (a new branch) refreshes the count.
    queryKey: [...repositoryKeys.refList(api, owner, repo, kind), 'count'],
    queryFn: ({ signal }) =>
      listRefs(api, kind, owner, repo, { signal, page: { limit: 1, countTotal: true } }).then(
        page => page.total,
      ),
    staleTime: 30_000,
  })
}
