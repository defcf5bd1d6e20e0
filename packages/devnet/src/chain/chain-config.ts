import { ADDRESS_PREFIX, NATIVE_TOKEN } from '@gitopia-client/chain'

/**
 * What makes one chain differ from another on the same engine: the devnet runs Gitopia and, beside
 * it, Osmosis- and Cosmos-Hub-like counterparties for IBC (docs/architecture.md).
 */
export interface ChainConfig {
  readonly chainId: string
  readonly bech32Prefix: string
  /** The fee denom; the minimum gas price is in it. */
  readonly denom: string
  /** A validator's `minimum-gas-prices`, checked at broadcast. */
  readonly minGasPrice: number
  /** `application_version.app_name` in node_info (`gitopiad`, `osmosisd`, `gaiad`). */
  readonly appName: string
}

export function gitopiaChainConfig(chainId: string, minGasPrice = 0.001): ChainConfig {
  return {
    chainId,
    bech32Prefix: ADDRESS_PREFIX,
    denom: NATIVE_TOKEN.denom,
    minGasPrice,
    appName: 'gitopiad',
  }
}
