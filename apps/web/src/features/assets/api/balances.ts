import {
  describeDenom,
  getChainBalances,
  getDenomTrace,
  ibcDenomHash,
  withDistinctSymbols,
  type IbcAsset,
  type RegistryAssetList,
} from '@gitopia-client/chain/ibc'
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query'
import { GITOPIA_CHAIN, type IbcSetup } from './chains.ts'
import { assetsKeys } from './keys.ts'

export interface NamedBalance {
  readonly asset: IbcAsset
  readonly amount: bigint
}

/** Where a chain's balances are read and how its denoms are named. */
export interface ChainView {
  /** Registry name: `gitopia`, `osmosis`. */
  readonly name: string
  readonly api: string
}

export const balancesQuery = (chain: ChainView, address: string) =>
  queryOptions({
    queryKey: assetsKeys.balances(chain.name, address),
    queryFn: ({ signal }) => getChainBalances(chain.api, address, { signal }),
    refetchInterval: 10_000,
  })

/** Asset lists by chain and, per chain, its transfer channels → the chain at the other end. */
export function namingFor(setup: IbcSetup, chainName: string) {
  const assetLists = new Map<string, RegistryAssetList>()
  if (setup.gitopia.assetList) assetLists.set(GITOPIA_CHAIN, setup.gitopia.assetList)
  for (const counterparty of setup.counterparties) {
    if (counterparty.assetList) assetLists.set(counterparty.name, counterparty.assetList)
  }
  const channels = new Map<string, string>()
  for (const counterparty of setup.counterparties) {
    if (chainName === GITOPIA_CHAIN) channels.set(counterparty.route.channel, counterparty.name)
    else if (counterparty.name === chainName)
      channels.set(counterparty.route.counterpartyChannel, GITOPIA_CHAIN)
  }
  return { chainName, assetLists, channels }
}

/**
 * Every balance of the address on the chain, each named (symbol, decimals, logo) from the
 * registry asset lists, vouchers through their denom trace (checked against the denom's hash and
 * the registry's channels); never a bare hash, and no two with the same symbol.
 */
export function useNamedBalances(setup: IbcSetup, chain: ChainView, address: string | null) {
  const balances = useQuery({ ...balancesQuery(chain, address ?? ''), enabled: address !== null })
  const hashes = (balances.data ?? []).flatMap(b => {
    const hash = ibcDenomHash(b.denom)
    return hash ? [hash] : []
  })
  const traces = useQueries({
    queries: hashes.map(hash => ({
      queryKey: assetsKeys.trace(chain.name, hash),
      queryFn: ({ signal }: { signal: AbortSignal }) => getDenomTrace(chain.api, hash, { signal }),
      staleTime: Infinity,
      retry: 1,
    })),
  })
  // A few denoms per account: naming them on each render is cheap.
  const naming = namingFor(setup, chain.name)
  const byHash = new Map(hashes.map((hash, i) => [hash, traces[i]?.data ?? null]))
  const rows: NamedBalance[] = withDistinctSymbols(
    (balances.data ?? []).map(balance => {
      const hash = ibcDenomHash(balance.denom)
      const trace = hash ? (byHash.get(hash) ?? null) : null
      return { asset: describeDenom(balance.denom, trace, naming), amount: balance.amount }
    }),
  )
  return {
    rows,
    loading: balances.isPending && address !== null,
    error: balances.error,
    refetch: balances.refetch,
  }
}
