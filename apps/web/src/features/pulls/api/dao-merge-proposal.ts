import { listPolicyProposals } from '@gitopia-client/chain/gitopia'
import { queryOptions } from '@tanstack/react-query'
import { daoMergeProposal } from '../model/dao-merge-proposal.ts'
import { pullsKeys } from './keys.ts'

/**
 * The DAO's live proposal to merge this pull request, from the policy's newest 100 proposals: a
 * member coming back after the vote finishes the merge from it.
 */
export function daoMergeProposalQuery(
  api: string,
  policy: string,
  repositoryId: string,
  iid: number,
) {
  return queryOptions({
    queryKey: pullsKeys.daoMergeProposal(api, policy, repositoryId, iid),
    queryFn: async ({ signal }) => {
      const page = await listPolicyProposals(api, policy, {
        signal,
        page: { limit: 100, reverse: true },
      })
      return daoMergeProposal(page.items, repositoryId, iid)
    },
    staleTime: 0,
  })
}
