import type { GroupProposal } from '@gitopia-client/chain/gitopia'
import { useQuery } from '@tanstack/react-query'
import { useApiEndpoint } from '@/config/app-config.ts'
import { tallyQuery } from '../api/proposals.ts'

/**
 * A group proposal's tally: only a running vote (`voting`) needs its live tally; a closed one
 * carries the final result.
 */
export function useProposalTally(proposal: GroupProposal) {
  const api = useApiEndpoint()
  const voting = proposal.status === 'SUBMITTED'
  const live = useQuery({ ...tallyQuery(api, proposal.id), enabled: voting })
  return { voting, tally: voting ? live.data : proposal.finalTally }
}
