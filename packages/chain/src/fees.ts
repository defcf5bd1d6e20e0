import {
  BALANCE_THRESHOLD_ULORE,
  DEFAULT_GAS_PRICE,
  FEE_FACTOR,
  GAS_PRICE_STEPS,
  IBC_TIMEOUT_BLOCKS,
  type GasPriceStep,
} from './constants.ts'
import { chainIdVersion } from './chain-id.ts'
import { multiplyCeil } from './decimal.ts'

export interface GasPrice {
  readonly amount: string
  readonly denom: string
}

export interface Fee {
  readonly amount: readonly { readonly denom: string; readonly amount: string }[]
  readonly gas: string
}

/** The gas limit to sign with: simulated gas times the fee factor (1.8), rounded up. */
export function gasLimitFromSimulation(gasUsed: bigint | number): bigint {
  return multiplyCeil(BigInt(gasUsed), FEE_FACTOR)
}

export function gasPriceForStep(step: GasPriceStep | 'default'): GasPrice {
  if (step === 'default') return DEFAULT_GAS_PRICE
  return { amount: GAS_PRICE_STEPS[step], denom: DEFAULT_GAS_PRICE.denom }
}

/** The fee for a gas limit at a gas price, rounded up like the SDK's minimum-fee check. */
export function feeForGas(gasLimit: bigint, gasPrice: GasPrice = DEFAULT_GAS_PRICE): Fee {
  return {
    amount: [{ denom: gasPrice.denom, amount: multiplyCeil(gasLimit, gasPrice.amount).toString() }],
    gas: gasLimit.toString(),
  }
}

/** A balance at or below the threshold means fees may have to come from a fee grant. */
export function needsAllowanceCheck(balanceUlore: bigint): boolean {
  return balanceUlore <= BALANCE_THRESHOLD_ULORE
}

/** Timeout height for an interchain transfer to the chain with this id and current height. */
export function ibcTimeoutHeight(counterpartyChainId: string, counterpartyHeight: bigint) {
  return {
    revisionNumber: BigInt(chainIdVersion(counterpartyChainId)),
    revisionHeight: counterpartyHeight + BigInt(IBC_TIMEOUT_BLOCKS),
  }
}
