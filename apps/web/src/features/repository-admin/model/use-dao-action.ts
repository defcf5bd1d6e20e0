import { actionRoute, type ProposalRule } from '@gitopia-client/chain/gitopia'
import {
  submitOrPropose,
  useChainMutation,
  type EncodeObject,
  type SubmitOrProposeOutcome,
} from '@/features/wallet/index.ts'
import type { QueryKey } from '@tanstack/react-query'
import { useOwningDao, useRepository } from '@/features/repository/index.ts'

export interface DaoAwareAction {
  /** The DAO config rule that may turn this action into a proposal; none = always direct. */
  readonly rule?: ProposalRule
  /** Msgs signed by the user. */
  readonly direct: (creator: string) => EncodeObject[]
  /** The `…Dao…` Msgs, signed by the DAO's group policy when the proposal passes. */
  readonly viaDao?: (policyAddress: string) => EncodeObject[]
  /** Proposal title and summary, for the members who vote. */
  readonly title: string
  readonly summary?: string
  /** The reads the action changes, refreshed once it is in a block (also when proposed). */
  readonly invalidate?: readonly QueryKey[]
}

/**
 * Sends an action as a plain tx, or, when the owning DAO requires a vote for it, as a group
 * proposal wrapping the DAO form of the Msg. `routeOf(rule)` tells the page which it will be.
 */
export function useDaoAwareAction() {
  const { repository } = useRepository()
  const owning = useOwningDao(repository)
  const { submit, pending } = useChainMutation()
  const dao = owning.data?.dao ?? null

  const routeOf = (rule: ProposalRule | undefined) =>
    rule ? actionRoute(repository, dao, rule) : ({ kind: 'direct' } as const)

  const run = async (creator: string, action: DaoAwareAction): Promise<SubmitOrProposeOutcome> => {
    const send: Parameters<typeof submitOrPropose>[1] = request =>
      submit({ ...request, invalidate: action.invalidate ?? [] })
    const route = routeOf(action.rule)
    if (route.kind === 'direct' || !action.viaDao)
      return submitOrPropose({ msgs: action.direct(creator), vote: null }, send)
    const policy = owning.data?.policyAddress
    if (!policy) throw new Error(`Could not find the voting account of ${route.dao.name}`)
    return submitOrPropose(
      {
        msgs: action.viaDao(policy),
        vote: {
          policyAddress: policy,
          proposer: creator,
          title: action.title,
          summary: action.summary ?? '',
        },
      },
      send,
    )
  }

  return {
    run,
    routeOf,
    pending,
    /** True until the DAO's rules are known (DAO-owned repositories only). */
    loading: repository.ownerType === 'DAO' && owning.isPending,
  }
}
