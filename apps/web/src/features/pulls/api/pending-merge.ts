import {
  getPackfileUpdateProposal,
  verifiedCommit,
  type StorageProviderSession,
} from '@gitopia-client/chain/storage'
import { queryOptions } from '@tanstack/react-query'
import { pullsKeys } from './keys.ts'

/**
 * A merge of THIS pull request that the provider prepared and the viewer has not approved yet
 * (after a reload, say). The viewer's packfile proposal may belong to another pull request of the
 * repository: it counts only when its merge commit has this head as its second parent.
 */
export function pendingMergeQuery(
  api: string,
  session: StorageProviderSession,
  repositoryId: string,
  user: string,
  headSha: string,
) {
  return queryOptions({
    queryKey: pullsKeys.pendingMerge(api, repositoryId, user, headSha),
    queryFn: async ({ signal }) => {
      const proposal = await getPackfileUpdateProposal(api, repositoryId, user, { signal })
      if (!proposal || proposal.mergeCommitSha === '' || headSha === '') return null
      // The commit object itself (its id checked), not the provider's description of it.
      const commit = await session.read(
        (provider, options) =>
          verifiedCommit(
            { apiUrl: provider.apiUrl, repositoryId },
            proposal.mergeCommitSha,
            options,
          ),
        signal,
      )
      return commit.parentShas[1] === headSha ? proposal : null
    },
    staleTime: 0,
  })
}
