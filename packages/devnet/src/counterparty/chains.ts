import type { ChainConfig } from '../chain/chain-config.ts'
import { TRANSFER_PORT, type ChannelConfig } from '../modules/ibc/module.ts'

/** One end of a channel: its ids on one chain. */
interface ChannelEnd {
  readonly channelId: string
  readonly connectionId: string
  readonly clientId: string
}

/** A counterparty chain the devnet runs beside Gitopia, and the channel between them. */
export interface CounterpartySpec {
  /** The chain registry's `chain_name` (the product-site routes use it). */
  readonly chainName: string
  /** The registry's `pretty_name` on the devnet. */
  readonly prettyName: string
  readonly config: ChainConfig
  readonly symbol: string
  /**
   * The gas price its registry file publishes (`fixed_min_gas_price`), as the public chain
   * registry's package ships it: not the validators' minimum (`config.minGasPrice`), so a client
   * that pays the registry's price instead of the spec's fixed one is seen to.
   */
  readonly registryGasPrice: number
  /** Offset of its REST and RPC ports from Gitopia's when those are fixed. */
  readonly portOffset: number
  /** The channel's end on Gitopia and on this chain. */
  readonly gitopiaEnd: ChannelEnd
  readonly ownEnd: ChannelEnd
  /** The public chain registry has no such channel: it exists on the devnet only. */
  readonly devnetOnlyChannel: boolean
}

/**
 * The one declaration of the devnet's counterparties and their channel ids (the registry files in
 * `registry/` are derived from it). Gitopia ↔ Osmosis uses the ids of the chain registry's `_IBC/gitopia-osmosis.json`; the registry
 * has no Gitopia ↔ Cosmos Hub channel, so that one is devnet-only (docs/protocol.md "IBC").
 */
export const COUNTERPARTIES: readonly CounterpartySpec[] = [
  {
    chainName: 'osmosis',
    prettyName: 'Osmosis devnet',
    config: {
      chainId: 'osmosis-devnet-1',
      bech32Prefix: 'osmo',
      denom: 'uosmo',
      minGasPrice: 0.025,
      appName: 'osmosisd',
    },
    symbol: 'OSMO',
    registryGasPrice: 0.03,
    portOffset: 100,
    gitopiaEnd: {
      channelId: 'channel-0',
      connectionId: 'connection-0',
      clientId: '07-tendermint-0',
    },
    ownEnd: {
      channelId: 'channel-781',
      connectionId: 'connection-2287',
      clientId: '07-tendermint-2787',
    },
    devnetOnlyChannel: false,
  },
  {
    chainName: 'cosmoshub',
    prettyName: 'Cosmos Hub devnet',
    config: {
      chainId: 'cosmoshub-devnet-1',
      bech32Prefix: 'cosmos',
      denom: 'uatom',
      minGasPrice: 0.1,
      appName: 'gaiad',
    },
    symbol: 'ATOM',
    registryGasPrice: 0.005,
    portOffset: 200,
    gitopiaEnd: {
      channelId: 'channel-1',
      connectionId: 'connection-1',
      clientId: '07-tendermint-1',
    },
    ownEnd: { channelId: 'channel-0', connectionId: 'connection-0', clientId: '07-tendermint-0' },
    devnetOnlyChannel: true,
  },
]

const channel = (
  own: ChannelEnd,
  counterpartyChainId: string,
  other: ChannelEnd,
): ChannelConfig => ({
  portId: TRANSFER_PORT,
  channelId: own.channelId,
  connectionId: own.connectionId,
  clientId: own.clientId,
  counterparty: {
    chainId: counterpartyChainId,
    portId: TRANSFER_PORT,
    channelId: other.channelId,
    connectionId: other.connectionId,
    clientId: other.clientId,
  },
})

/** Gitopia's ends of the channels to the given counterparties. */
export function gitopiaChannels(specs: readonly CounterpartySpec[]): ChannelConfig[] {
  return specs.map(spec => channel(spec.gitopiaEnd, spec.config.chainId, spec.ownEnd))
}

/** The counterparty's end of its channel to Gitopia. */
export function counterpartyChannel(spec: CounterpartySpec, gitopiaChainId: string): ChannelConfig {
  return channel(spec.ownEnd, gitopiaChainId, spec.gitopiaEnd)
}

/** The relayer's key (public: devnet only). It is funded on every chain at every start. */
export const RELAYER_MNEMONIC =
  'art wheat example estate rubber payment common truth drink test wisdom mule cliff skate rural spread business will canoe project step right run coach'
