/**
 * Business constants of the Gitopia chain and client (docs/client-rules.md#constants), in one typed module.
 * Amounts and gas prices are decimal strings: they never pass through JS floating point.
 */

export interface Token {
  /** Minimal unit used on chain, e.g. `ulore`. */
  readonly denom: string
  /** Unit shown to people, e.g. `LORE`. */
  readonly displayDenom: string
  readonly decimals: number
}

export const ADDRESS_PREFIX = 'gitopia'
export const COIN_TYPE = 118

export const LORE: Token = { denom: 'ulore', displayDenom: 'LORE', decimals: 6 }
export const OSMO: Token = { denom: 'uosmo', displayDenom: 'OSMO', decimals: 6 }
export const ATOM: Token = { denom: 'uatom', displayDenom: 'ATOM', decimals: 6 }
/** The chain's fee and staking token. @alias */
export const NATIVE_TOKEN = LORE
/** The lowercase display name the spec uses for the native token. */
export const NATIVE_TOKEN_NAME = 'lore'
export const TOKENS: readonly Token[] = [LORE, OSMO, ATOM]

/** Gas prices per unit of gas, in the token's minimal unit. */
export const DEFAULT_GAS_PRICE = { amount: '0.001', denom: LORE.denom } as const
export const GAS_PRICE_STEPS = { low: '0.0012', average: '0.0016', high: '0.0024' } as const
export type GasPriceStep = keyof typeof GAS_PRICE_STEPS
/** Fixed gas prices used when signing on the counterparty chains. */
export const SECONDARY_CHAIN_GAS_PRICES = {
  osmosis: { amount: '0.025', denom: OSMO.denom },
  cosmoshub: { amount: '0.1', denom: ATOM.denom },
} as const

/** Simulated gas is multiplied by this factor before signing. */
export const FEE_FACTOR = '1.8'
/** At or below this balance (ulore) the client checks for a fee allowance. */
export const BALANCE_THRESHOLD_ULORE = 500n
/** Interchain transfers time out this many blocks after the counterparty's current height. */
export const IBC_TIMEOUT_BLOCKS = 150

export const HD_PATH = "m/44'/118'/0'/0/0"
export const HD_PATH_PREFIX = "m/44'/118'/0'/0/"

/**
 * What the client keeps in localStorage between visits (docs/client-rules.md#constants): the chosen
 * node provider, the chosen storage provider and the endpoints that worked.
 */
export const STORAGE_KEYS = {
  providerInfo: 'providerInfo',
  storageProviderInfo: 'storageProviderInfo',
  workingEndpoints: 'workingEndpoints',
} as const

/** Network name shown when the node cannot be asked (what the official client falls back to). */
export const DEFAULT_NETWORK_NAME = 'gitopia'
