import gitopiaChain from 'chain-registry/mainnet/gitopia/chain'
import { ADDRESS_PREFIX } from './constants.ts'
import { networkSchema, type ChainProvider, type Network } from './networks.ts'

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
