import { useQueryClient } from '@tanstack/react-query'
import { useApiEndpoint } from '@/config/app-config.ts'
import { submitOrPropose, useSubmitTx, type EncodeObject } from '@/features/wallet/index.ts'
import { notify } from '@/ui/toast/index.ts'
import { dashboardKeys } from './keys.ts'

/**
 * Proposes `messages` for a vote through the DAO's group policy (the proposer's vote starts it)
 * and refreshes the proposal lists. `propose` says whether the proposal was submitted; when not,
 * the tx pipeline has already shown why.
 */
export function useDaoProposal(proposer: string, policyAddress: string) {
  const api = useApiEndpoint()
  const queryClient = useQueryClient()
  const { pending } = useSubmitTx()

  const propose = async ({
    messages,
    ...about
  }: {
    title: string
    summary: string
    messages: EncodeObject[]
  }): Promise<boolean> => {
    try {
      await submitOrPropose({ msgs: messages, vote: { policyAddress, proposer, ...about } })
    } catch {
      return false
    }
    notify('info', 'Proposal submitted')
    await queryClient.invalidateQueries({ queryKey: dashboardKeys.proposals(api) })
    return true
  }

  return { api, propose, pending }
}
