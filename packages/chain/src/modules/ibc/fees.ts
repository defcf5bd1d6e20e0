import { SECONDARY_CHAIN_GAS_PRICES } from '../../constants.ts'
import type { GasPrice } from '../../fees.ts'
import { fixedGasPrice, type RegistryChain } from './registry.ts'

/**
 * The gas price a transaction on a counterparty chain pays: the spec's fixed price on Osmosis
 * and the Cosmos Hub (docs/protocol.md "IBC"), whatever their registry file says; on any other
 * chain, the price its registry file publishes.
 */
export function counterpartyGasPrice(chain: RegistryChain): GasPrice {
  const known = Object.entries(SECONDARY_CHAIN_GAS_PRICES).find(
    ([name]) => name === chain.chain_name,
  )?.[1]
  const feeDenom = chain.fees?.fee_tokens[0]?.denom
  if (known && (feeDenom === undefined || feeDenom === known.denom)) return known
  return fixedGasPrice(chain)
}

/** What a chain's "insufficient fees" refusal asks for: at least `required` for `gas`. */
export interface FeeRefusal {
  readonly required: { readonly denom: string; readonly amount: bigint }
  /** The lowest price per gas (six decimals, rounded up) that pays `required` at this gas. */
  readonly gasPrice: GasPrice
}

// A denom may hold ':' itself; the SDK follows the message with ': <error>'.
const INSUFFICIENT_FEES =
  /insufficient fees; got: \S* required: (\d+)([a-zA-Z][a-zA-Z0-9/:._-]*?)(?=: |[,\s]|$)/

/**
 * Reads the SDK's refusal of a fee below the validator's minimum
 * (`insufficient fees; got: 5000uosmo required: 10000uosmo`) for a tx of `gas`; null for any
 * other failure.
 */
export function feeRefusalOf(rawLog: string, gas: bigint): FeeRefusal | null {
  const match = INSUFFICIENT_FEES.exec(rawLog)
  if (!match || gas <= 0n) return null
  const amount = BigInt(match[1] ?? '0')
  const denom = match[2] ?? ''
  // ceil(amount / gas) with six decimals: paying it for `gas` covers `amount`.
  const millionths = (amount * 1_000_000n + gas - 1n) / gas
  const whole = millionths / 1_000_000n
  const fraction = (millionths % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '')
  return {
    required: { denom, amount },
    gasPrice: { amount: fraction ? `${whole}.${fraction}` : `${whole}`, denom },
  }
}
