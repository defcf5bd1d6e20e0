import { devnetNetwork, type ChainProvider, type Network } from '@gitopia-client/chain'

/**
 * The network the wallet signs for. Set once at startup from the app configuration, so code outside
 * React (submitTx, the unlock steps) reaches the same endpoints the pages read from.
 */
let network: Network = devnetNetwork()

export function setWalletNetwork(next: Network): void {
  network = next
}

export function walletNetwork(): Network {
  return network
}

export function walletProvider(): ChainProvider {
  const [provider] = network.providers
  if (!provider) throw new Error('The network has no node provider')
  return provider
}
