import { NODE_POOL_REST } from '@gitopia-client/chain/nodes'
import type { RpcClient } from '@cosmjs/tendermint-rpc'
import {
  counterpartyGasPrice,
  fetchRegistryAssets,
  fetchRegistryBridge,
  fetchRegistryChain,
  transferRoute,
  type RegistryAssetList,
  type RegistryChain,
  type TransferRoute,
} from '@gitopia-client/chain/ibc'
import type { GasPrice } from '@gitopia-client/chain'
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query'
import { useAppConfig } from '@/config/app-config.ts'
import { counterpartyNodes } from './counterparty-nodes.ts'
import { assetsKeys } from './keys.ts'

/** Gitopia's name in the chain registry (its files, the product-site routes). */
export const GITOPIA_CHAIN = 'gitopia'
/** The product site serving `/api/ibc/…`: the app's own server. */
const SITE = ''
/**
 * How a read of the registry files behaves: they change with releases, not while a page is open,
 * and a missing file stays missing (no retry).
 */
const REGISTRY_READ = { staleTime: 60 * 60 * 1000, retry: false } as const

/** The counterparty chain names of the runtime configuration (`ibc.chains`). */
export function useIbcChainNames(): readonly string[] {
  return useAppConfig().ibc.chains
}

const chainQuery = (chain: string) =>
  queryOptions({
    queryKey: assetsKeys.registry('info', chain),
    queryFn: ({ signal }) => fetchRegistryChain(SITE, chain, { signal }),
    ...REGISTRY_READ,
  })

const assetListQuery = (chain: string) =>
  queryOptions({
    queryKey: assetsKeys.registry('assets', chain),
    queryFn: ({ signal }) => fetchRegistryAssets(SITE, chain, { signal }),
    ...REGISTRY_READ,
  })

const bridgeQuery = (a: string, b: string) =>
  queryOptions({
    queryKey: assetsKeys.bridge(...([a, b].sort() as [string, string])),
    queryFn: ({ signal }) => fetchRegistryBridge(SITE, a, b, { signal }),
    ...REGISTRY_READ,
  })

/** A counterparty chain with a transfer channel to Gitopia, from its registry files. */
export interface Counterparty {
  readonly name: string
  readonly prettyName: string
  readonly chainId: string
  readonly prefix: string
  /** REST and RPC through the chain's node pool (every node its registry file lists). */
  readonly rest: string
  readonly rpc: RpcClient
  /** The spec's fixed price on Osmosis and the Cosmos Hub, else the registry file's. */
  readonly gasPrice: GasPrice
  /** `channel` is Gitopia's end, `counterpartyChannel` the counterparty's. */
  readonly route: TransferRoute
  readonly chain: RegistryChain
  readonly assetList: RegistryAssetList | null
}

export interface IbcSetup {
  readonly gitopia: { readonly api: string; readonly assetList: RegistryAssetList | null }
  readonly counterparties: readonly Counterparty[]
  readonly loading: boolean
  /** Chains offered by the configuration that could not be used, with why. */
  readonly unavailable: readonly { readonly name: string; readonly reason: string }[]
}

function counterpartyOf(
  name: string,
  chain: RegistryChain,
  bridge: Parameters<typeof transferRoute>[0],
  assetList: RegistryAssetList | null,
): Counterparty {
  const route = transferRoute(bridge, GITOPIA_CHAIN)
  if (!route) throw new Error('no transfer channel with Gitopia')
  const { rest, rpc } = counterpartyNodes(chain)
  return {
    name,
    prettyName: chain.pretty_name ?? name,
    chainId: chain.chain_id,
    prefix: chain.bech32_prefix,
    rest,
    rpc,
    gasPrice: counterpartyGasPrice(chain),
    route,
    chain,
    assetList,
  }
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Gitopia's asset list and, for each configured counterparty, its chain.json, asset list and the
 * bridge file with Gitopia: only chains with a transfer channel are offered.
 */
export function useIbcSetup(): IbcSetup {
  const names = useIbcChainNames()
  const gitopiaAssets = useQuery(assetListQuery(GITOPIA_CHAIN))
  const infos = useQueries({ queries: names.map(chainQuery) })
  const lists = useQueries({ queries: names.map(assetListQuery) })
  const bridges = useQueries({ queries: names.map(name => bridgeQuery(GITOPIA_CHAIN, name)) })
  const counterparties: Counterparty[] = []
  const unavailable: { name: string; reason: string }[] = []
  names.forEach((name, index) => {
    const info = infos[index]
    const bridge = bridges[index]
    if (info?.error || bridge?.error) {
      unavailable.push({ name, reason: reasonOf(info?.error ?? bridge?.error) })
      return
    }
    if (!info?.data || !bridge?.data) return
    try {
      counterparties.push(counterpartyOf(name, info.data, bridge.data, lists[index]?.data ?? null))
    } catch (error) {
      unavailable.push({ name, reason: reasonOf(error) })
    }
  })
  const loading = [gitopiaAssets, ...infos, ...lists, ...bridges].some(query => query.isPending)
  return {
    gitopia: { api: NODE_POOL_REST, assetList: gitopiaAssets.data ?? null },
    counterparties,
    loading,
    unavailable,
  }
}
