import type { EncodeObject } from '@cosmjs/proto-signing'
import {
  groupProposalMsg,
  submittedProposal,
  type SubmittedProposal,
} from '@gitopia-client/chain/gitopia'
import type { TxSuccess } from '@gitopia-client/chain/tx'
import { submitTx, type SubmitTxRequest } from './submit-tx.ts'

/** The DAO vote an action goes through: its group policy, who proposes, what the members read. */
export interface DaoVote {
  /** The DAO's group policy address: it signs the Msgs when the proposal passes. */
  readonly policyAddress: string
  /** The member who signs the proposal (their yes vote starts it). */
  readonly proposer: string
  readonly title: string
  readonly summary: string
}

export interface SubmitOrProposeRequest {
  /** What the action does: the signer's own Msgs, or the DAO forms (`…Dao…`) under a vote. */
  readonly msgs: readonly EncodeObject[]
  /** null: the signer sends `msgs` directly; else they are proposed to the DAO for this vote. */
  readonly vote: DaoVote | null
  readonly failureShownInline?: boolean
}

export type SubmitOrProposeOutcome =
  | { readonly kind: 'direct'; readonly tx: TxSuccess }
  | {
      readonly kind: 'proposal'
      readonly tx: TxSuccess
      /** The proposal the tx created (null if its events did not say), and whether it already ran. */
      readonly proposal: SubmittedProposal | null
    }

/**
 * Sends an action as a plain tx, or as a group proposal of the DAO that votes on it: the Msgs go
 * into the proposal, which runs in the same tx when the proposer's vote already passes it.
 * Failures are thrown as `submit` throws them (toasted unless `failureShownInline`).
 */
export async function submitOrPropose(
  { msgs, vote, failureShownInline }: SubmitOrProposeRequest,
  submit: (request: SubmitTxRequest) => Promise<TxSuccess> = submitTx,
): Promise<SubmitOrProposeOutcome> {
  const shown = failureShownInline ? { failureShownInline } : {}
  if (!vote) return { kind: 'direct', tx: await submit({ ...shown, msgs }) }
  const tx = await submit({ ...shown, msgs: [groupProposalMsg({ ...vote, messages: msgs })] })
  return { kind: 'proposal', tx, proposal: submittedProposal(tx.events) }
}
