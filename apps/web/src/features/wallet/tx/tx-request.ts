import type { EncodeObject } from '@cosmjs/proto-signing'
import type { Fee } from '@gitopia-client/chain'
import type { AllowanceState } from '../model/wallet-store.ts'

export interface SubmitTxRequest {
  readonly msgs: readonly EncodeObject[]
  readonly memo?: string
}

export interface FeeEstimate {
  /** Simulated gas × 1.8, the limit the tx will be signed with. */
  readonly gasLimit: bigint
  /** The fee at the chosen gas price. */
  readonly fee: Fee
  /** Who pays it when not the signer (a fee grant). */
  readonly feeGranter: string | null
}

/** The granter pays when the (checked) allowance is above zero (docs/client-rules.md#roles-and-fees). */
export function feeGranterOf(allowance: AllowanceState | null): string | undefined {
  if (!allowance?.granter) return undefined
  return allowance.amount === null || allowance.amount > 0n ? allowance.granter : undefined
}
