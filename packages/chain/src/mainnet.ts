import registryChain from 'chain-registry/mainnet/gitopia/chain'
import { ADDRESS_PREFIX } from './constants.ts'
import { networkSchema, type ChainProvider, type Network } from './networks.ts'

// Node (the serve script) loads the package's CommonJS build, whose default export is wrapped
// once more; bundlers use its ES build.
const gitopiaChain: typeof registryChain =
  'default' in registryChain
    ? (registryChain as { default: typeof registryChain }).default
    : registryChain

/** How many mainnet node providers the client offers (the official client ships four). */
const MAINNET_PROVIDER_COUNT = 4

/**
 * Mainnet providers from the chain registry: operators that publish both an https REST and an
 * https RPC endpoint, in registry order.
 */
function registryProviders(): ChainProvider[] {
  const rest = gitopiaChain.apis?.rest ?? []
  const rpc = gitopiaChain.apis?.rpc ?? []
  const providers: ChainProvider[] = []
  for (const api of rest) {
    const match = rpc.find(r => r.provider === api.provider && r.address.startsWith('https://'))
    if (!match || !api.address.startsWith('https://') || api.provider === undefined) continue
    providers.push({ name: api.provider, apiEndpoint: api.address, rpcEndpoint: match.address })
    if (providers.length === MAINNET_PROVIDER_COUNT) break
  }
  return providers
}

export function mainnetNetwork(): Network {
  return networkSchema.parse({
    id: 'mainnet',
    chainId: gitopiaChain.chainId ?? 'gitopia',
    addressPrefix: gitopiaChain.bech32Prefix ?? ADDRESS_PREFIX,
    providers: registryProviders(),
  })
}

export interface ExplorerLinks {
  readonly name: string
  readonly txUrl: (hash: string) => string
  readonly accountUrl: (address: string) => string
}

/** How many of the registry's explorers a page links to; the registry lists many more. */
const EXPLORER_LINK_COUNT = 3

/** Public mainnet explorers from the chain registry (https only, in registry order). */
export function mainnetExplorers(): ExplorerLinks[] {
  return (gitopiaChain.explorers ?? [])
    .filter(
      explorer =>
        explorer.txPage?.startsWith('https://') && explorer.accountPage?.startsWith('https://'),
    )
    .slice(0, EXPLORER_LINK_COUNT)
    .map(explorer => ({
      name: explorer.kind ?? new URL(explorer.url ?? explorer.txPage ?? '').host,
      txUrl: hash => (explorer.txPage ?? '').replace('${txHash}', encodeURIComponent(hash)),
      accountUrl: address =>
        (explorer.accountPage ?? '').replace('${accountAddress}', encodeURIComponent(address)),
    }))
}
