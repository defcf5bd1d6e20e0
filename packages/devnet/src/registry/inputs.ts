// What the registry is built from: the devnet's chains and its transfer channels (the IBC
// contract's table, /work/coord/IBC-CONTRACT.md, and README "Cross-chain transfers").
import { COUNTERPARTIES, type CounterpartySpec } from '../counterparty/chains.ts'

const GITOPIA_CHAIN_NAME = 'gitopia'

export interface RegistryChainInput {
  readonly chainName: string
  readonly chainId: string
  readonly prefix: string
  /** The native base denom, exponent 0 (`ulore`); the display unit has exponent 6. */
  readonly denom: string
  /** Display symbol of the native token (`LORE`). */
  readonly symbol: string
  readonly restUrl: string
  readonly rpcUrl: string
  /** The gas price its registry file publishes, in `denom` (0.001 for 0.001ulore). */
  readonly minGasPrice: number
  readonly prettyName?: string
  /** Every node front-end of the chain; `apis` lists them all (default: restUrl/rpcUrl). */
  readonly nodes?: readonly {
    readonly name: string
    readonly restUrl: string
    readonly rpcUrl: string
  }[]
}

export interface ChannelEnd {
  readonly chainName: string
  readonly clientId: string
  readonly connectionId: string
  readonly channelId: string
}

/** One ICS-20 channel (port `transfer`, version `ics20-1`, unordered) between two chains. */
export interface RegistryChannelInput {
  readonly ends: readonly [ChannelEnd, ChannelEnd]
  /** Not in the public chain registry: exists on the devnet only. */
  readonly devnetOnly: boolean
}

/**
 * The devnet's channels, derived from the channels the devnet opens at genesis
 * (`counterparty/chains.ts`, the one place their ids are declared). Gitopia ↔ Osmosis carries the
 * ids of the public registry's `_IBC/gitopia-osmosis.json`; the registry has no Gitopia ↔ Cosmos
 * Hub channel, so that one is devnet-only.
 */
export function registryChannelsOf(specs: readonly CounterpartySpec[]): RegistryChannelInput[] {
  return specs.map(spec => ({
    ends: [
      { chainName: GITOPIA_CHAIN_NAME, ...spec.gitopiaEnd },
      { chainName: spec.chainName, ...spec.ownEnd },
    ],
    devnetOnly: spec.devnetOnlyChannel,
  }))
}

export const DEVNET_CHANNELS: readonly RegistryChannelInput[] = registryChannelsOf(COUNTERPARTIES)

/** Symbol, published gas price and name of the devnet's chains (the contract's table). */
const DEVNET_CHAIN_FACTS: Readonly<
  Record<string, { symbol: string; minGasPrice: number; prettyName: string }>
> = {
  gitopia: { symbol: 'LORE', minGasPrice: 0.001, prettyName: 'Gitopia devnet' },
  ...Object.fromEntries(
    COUNTERPARTIES.map(spec => [
      spec.chainName,
      { symbol: spec.symbol, minGasPrice: spec.registryGasPrice, prettyName: spec.prettyName },
    ]),
  ),
}

/** A chain as `startDevnet()` reports it (`devnet.counterparties[i]`). */
export interface DevnetChainInfo {
  readonly chainName: string
  readonly chainId: string
  readonly prefix: string
  readonly denom: string
  readonly restUrl: string
  readonly rpcUrl: string
  readonly symbol?: string
  readonly minGasPrice?: number
  readonly nodes?: RegistryChainInput['nodes']
}

/** Completes the devnet's chains with the contract's symbols and gas prices. */
export function devnetRegistryChains(chains: readonly DevnetChainInfo[]): RegistryChainInput[] {
  return chains.map(chain => {
    const facts = DEVNET_CHAIN_FACTS[chain.chainName]
    const minGasPrice = chain.minGasPrice ?? facts?.minGasPrice
    if (minGasPrice === undefined)
      throw new Error(`No gas price known for devnet chain ${chain.chainName}`)
    return {
      ...chain,
      symbol: chain.symbol ?? facts?.symbol ?? chain.denom.replace(/^u/, '').toUpperCase(),
      minGasPrice,
      prettyName: facts?.prettyName ?? chain.chainName,
    }
  })
}
