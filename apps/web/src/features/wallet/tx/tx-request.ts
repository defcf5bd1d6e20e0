import type { EncodeObject } from '@cosmjs/proto-signing'
import { grantsCovering, type Fee, type FeeGrantOption } from '@gitopia-client/chain'
import type { AllowanceState } from '../model/wallet-store.ts'

export interface SubmitTxRequest {
  readonly msgs: readonly EncodeObject[]
  readonly memo?: string
  /** The caller shows a failure beside its form (FailureNote), so no toast repeats it. */
  readonly failureShownInline?: boolean
}

export interface FeeEstimate {
  /** Simulated gas × 1.8, the limit the tx will be signed with. */
  readonly gasLimit: bigint
  /** The fee at the chosen gas price. */
  readonly fee: Fee
  /** Who pays it when not the signer (a fee grant). */
  readonly feeGranter: string | null
}

/**
 * The grants that may pay for these Msgs, the largest first (docs/client-rules.md#roles-and-fees):
 * only those allowing every Msg, unexpired, with room left. None when the balance was high enough
 * that grants were not checked.
 */
export function feeGrantsFor(
  allowance: AllowanceState | null,
  msgs: readonly EncodeObject[],
  now: Date = new Date(),
): FeeGrantOption[] {
  if (!allowance) return []
  return grantsCovering(
    allowance.grants,
    msgs.map(msg => msg.typeUrl),
    now,
  )
}
