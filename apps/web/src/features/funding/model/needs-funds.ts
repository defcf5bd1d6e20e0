import { BALANCE_THRESHOLD_ULORE } from '@gitopia-client/chain'

/**
 * Whether the account cannot pay a transaction fee yet: its balance and its fee allowance are both
 * at or below the threshold under which the app looks for a grant (docs/client-rules.md). Unknown
 * values (still loading) never count as empty, so the prompt does not flash for a funded account.
 */
export function needsFunds(
  balance: bigint | null,
  /** `amount` null: an allowance without a spend limit. */
  allowance: { readonly amount: bigint | null } | null,
): boolean {
  if (balance === null || balance > BALANCE_THRESHOLD_ULORE) return false
  return (
    allowance !== null && allowance.amount !== null && allowance.amount <= BALANCE_THRESHOLD_ULORE
  )
}
