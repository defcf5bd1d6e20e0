import type { QueryKey } from '@tanstack/react-query'
import { useApiEndpoint } from '@/config/app-config.ts'
import { submitOrPropose, useChainMutation, type EncodeObject } from '@/features/wallet/index.ts'
import { dashboardKeys } from './keys.ts'

/** Who proposes (their vote starts the proposal), through which of the DAO's group policies. */
export interface DaoProposer {
  readonly proposer: string
  readonly policyAddress: string
}

/**
 * Proposes `messages` for a vote through the DAO's group policy (the proposer's vote starts it)
 * and refreshes the proposal lists and the `invalidate` reads. `propose` says whether the proposal
 * was submitted; when not, the tx pipeline has already shown why.
 */
export function useDaoProposal({ proposer, policyAddress }: DaoProposer) {
  const api = useApiEndpoint()
  const { submit, pending } = useChainMutation()

  const propose = async ({
    messages,
    invalidate = [],
    ...about
  }: {
    title: string
    summary: string
    messages: EncodeObject[]
    invalidate?: readonly QueryKey[]
  }): Promise<boolean> => {
    try {
      await submitOrPropose(
        { msgs: messages, vote: { policyAddress, proposer, ...about } },
        request =>
          submit({
            ...request,
            success: 'Proposal submitted',
            invalidate: [dashboardKeys.proposals(api), ...invalidate],
          }),
      )
    } catch {
      return false
    }
    return true
  }

  return { api, propose, pending }
}
