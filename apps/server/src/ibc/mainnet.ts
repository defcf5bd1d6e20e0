import { parseIbcRegistry, type IbcRegistry } from './registry.ts'
import { toRegistryFields } from './snake-case.ts'

/** Node loads the package's CommonJS build, whose default export is wrapped once more. */
function unwrap(module: { default: unknown }): unknown {
  const value = module.default
  return typeof value === 'object' && value !== null && 'default' in value ? value.default : value
}

/**
 * Mainnet's registry from the `chain-registry` package (no network at run time): Gitopia, Osmosis
 * and the Cosmos Hub, and the `_IBC` pairs among them the public registry has (gitopia-osmosis
 * only). Loaded on demand, one module per chain and file, so nothing else of the package is read.
 */
export async function mainnetIbcRegistry(): Promise<IbcRegistry> {
  const [gitopia, gitopiaAssets, gitopiaIbc, osmosis, osmosisAssets, hub, hubAssets] =
    await Promise.all([
      import('chain-registry/mainnet/gitopia/chain'),
      import('chain-registry/mainnet/gitopia/asset-list'),
      import('chain-registry/mainnet/gitopia/ibc-data'),
      import('chain-registry/mainnet/osmosis/chain'),
      import('chain-registry/mainnet/osmosis/asset-list'),
      import('chain-registry/mainnet/cosmoshub/chain'),
      import('chain-registry/mainnet/cosmoshub/asset-list'),
    ])
  const chains = [
    { chain: unwrap(gitopia), assetlist: unwrap(gitopiaAssets), origin: 'chain-registry gitopia' },
    { chain: unwrap(osmosis), assetlist: unwrap(osmosisAssets), origin: 'chain-registry osmosis' },
    { chain: unwrap(hub), assetlist: unwrap(hubAssets), origin: 'chain-registry cosmoshub' },
  ].map(entry => ({
    ...entry,
    chain: toRegistryFields(entry.chain),
    assetlist: toRegistryFields(entry.assetlist),
  }))
  const names = new Set(['gitopia', 'osmosis', 'cosmoshub'])
  const pairs = (unwrap(gitopiaIbc) as unknown[]).map(toRegistryFields).filter(data => {
    const side = (key: string) =>
      (data as Record<string, { chain_name?: unknown } | undefined>)[key]?.chain_name
    return names.has(String(side('chain_1'))) && names.has(String(side('chain_2')))
  })
  return parseIbcRegistry({
    chains,
    ibc: pairs.map(data => ({ data, origin: 'chain-registry gitopia ibc-data' })),
  })
}
