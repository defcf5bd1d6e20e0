import { devnetNetwork, type ChainProvider, type Network } from '@gitopia-client/chain'
import { NODE_POOL_REST } from '@gitopia-client/chain/nodes'
import type { TxPipelineConfig } from '@gitopia-client/chain/tx'

/**
 * The network the wallet signs for. Set once at startup from the app configuration, so code outside
 * React (submitTx, the unlock steps) reaches the same endpoints the pages read from.
 */
let network: Network | undefined
let rpc: TxPipelineConfig['rpc'] | null = null

/** `nodeRpc`: the node pool's failover RPC client, so txs survive a node going down. */
export function setWalletNetwork(next: Network, nodeRpc?: TxPipelineConfig['rpc']): void {
  network = next
  rpc = nodeRpc ?? null
}

/** Where txs go: the node pool's RPC client (or the first provider's RPC without one). */
export function walletRpc(): TxPipelineConfig['rpc'] {
  return rpc ?? walletProvider().rpcEndpoint
}

/** The REST base for the wallet's reads (balance, allowance, user): the node pool's. */
export function walletApi(): string {
  return rpc ? NODE_POOL_REST : walletProvider().apiEndpoint
}

/** The devnet until set: built on first use, not at start-up (parsing it took ~16 ms of a phone-speed start-up). */
export function walletNetwork(): Network {
  return (network ??= devnetNetwork())
}

export function walletProvider(): ChainProvider {
  const [provider] = walletNetwork().providers
  if (!provider) throw new Error('The network has no node provider')
  return provider
}
