import { AmountError, formatAmount, parseAmount } from '../../amount.ts'

/** What the app needs to show and convert an asset: from the registry's asset list. */
export interface IbcAsset {
  /** The denom on the chain where it is held: `ulore`, `uosmo`, `ibc/ED07…`. */
  readonly denom: string
  /** The registry's base denom on the asset's origin chain: `uosmo`. */
  readonly baseDenom: string
  readonly symbol: string
  /** The display unit's exponent (6 for LORE, OSMO, ATOM). */
  readonly exponent: number
  readonly name: string
  readonly logo: string | null
  /** The chain the asset comes from (registry chain name), e.g. `osmosis`. */
  readonly originChain: string
}

/** `1.5` (display units of the asset) → `1500000n` (its base unit), exactly; throws AmountError. */
export function toBaseUnits(input: string, exponent: number): bigint {
  return parseAmount(input, { decimals: exponent, allowZero: false })
}

/** `1500000n` → `1.5`, exactly, for an asset with this exponent. */
export function fromBaseUnits(amount: bigint, exponent: number): string {
  return formatAmount(amount, exponent)
}

/**
 * The most that can be sent: the balance, less the fee when the fee is paid in the same denom
 * (never below zero).
 */
export function maxTransferable(
  balance: bigint,
  fee: { readonly denom: string; readonly amount: bigint } | null,
  denom: string,
): bigint {
  const spent = fee && fee.denom === denom ? fee.amount : 0n
  return balance > spent ? balance - spent : 0n
}

export type TransferAmountCheck =
  { readonly ok: true; readonly value: bigint } | { readonly ok: false; readonly message: string }

/**
 * Checks a typed amount against the asset's decimals and what can be sent: the balance, or the
 * balance − fee once the fee is known (`feeIncluded`).
 */
export function checkTransferAmount(
  input: string,
  asset: Pick<IbcAsset, 'exponent' | 'symbol'>,
  max: bigint,
  feeIncluded = true,
): TransferAmountCheck {
  let value: bigint
  try {
    value = toBaseUnits(input, asset.exponent)
  } catch (error) {
    if (error instanceof AmountError) return { ok: false, message: error.message }
    throw error
  }
  if (value > max) {
    const most = `${fromBaseUnits(max, asset.exponent)} ${asset.symbol}`
    return {
      ok: false,
      message: feeIncluded
        ? `At most ${most} can be sent (balance minus the fee)`
        : `More than your balance of ${most}`,
    }
  }
  return { ok: true, value }
}
