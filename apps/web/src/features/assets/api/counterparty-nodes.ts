import type { RpcClient } from '@cosmjs/tendermint-rpc'
import { chainProviders, type RegistryChain, type RpcCall } from '@gitopia-client/chain/ibc'
import { registerTransport } from '@gitopia-client/chain'
import {
  failoverRpcClient,
  localNodeStore,
  memoryNodeStore,
  NodePool,
} from '@gitopia-client/chain/nodes'

/** A counterparty's nodes as the app reads and signs through them. */
export interface CounterpartyNodes {
  /** The REST base of its reads: the fetch wrapper sends them through the chain's pool. */
  readonly rest: string
  /** Its CometBFT RPC through the pool, for signing and tx_search. */
  readonly rpc: RpcClient
}

const pools = new Map<
  string,
  { readonly key: string; readonly pool: NodePool; readonly nodes: CounterpartyNodes }
>()

function storeFor(chainId: string) {
  try {
    return localNodeStore(window.localStorage, `counterparty:${chainId}`)
  } catch {
    return memoryNodeStore()
  }
}

/**
 * The registry's nodes of a counterparty chain, chosen, failed over and remembered as Gitopia's
 * own are (docs/client-rules.md#endpoint-health): every node the registry lists is a candidate,
 * one that fails is dropped from the working list and the next is tried. One pool per chain for
 * the page's life; a new registry file (other nodes) starts a new one.
 */
export function counterpartyNodes(chain: RegistryChain): CounterpartyNodes {
  const providers = chainProviders(chain)
  if (providers.length === 0) throw new Error(`${chain.chain_name} lists no REST or RPC endpoint`)
  const key = JSON.stringify(providers)
  const known = pools.get(chain.chain_id)
  if (known?.key === key) return known.nodes
  known?.pool.close()
  const pool = new NodePool({
    chainId: chain.chain_id,
    providers,
    store: storeFor(chain.chain_id),
  })
  const rest = `counterparty-pool://${chain.chain_id}`
  // Routed by `<base>/`: a chain id holds no `/`, so no chain's base is a prefix of another's.
  registerTransport(`${rest}/`, (path, init) =>
    pool.request('rest', `/${path}`, init, (init.method ?? 'GET') === 'GET'),
  )
  const nodes = { rest, rpc: failoverRpcClient(pool) }
  pools.set(chain.chain_id, { key, pool, nodes })
  return nodes
}

let rpcId = 0
/** One JSON-RPC method call over a cosmjs RpcClient (the pool's). */
export function rpcCallOver(client: RpcClient): RpcCall {
  return async (method, params) => {
    const answer = await client.execute({ jsonrpc: '2.0', id: ++rpcId, method, params })
    return answer.result as unknown
  }
}
