import type { Devnet } from './node.ts'

/** Scripts wait for this line; its JSON carries the endpoints. */
export const READY_MARKER = 'DEVNET_READY'

/** The devnet's endpoints as the ready line prints them (`npm run devnet`, `npm start`). */
export function devnetEndpoints(devnet: Devnet) {
  return {
    rest: devnet.restUrl,
    rpc: devnet.rpcUrl,
    nodes: devnet.nodes.map(node => ({ name: node.name, rest: node.restUrl, rpc: node.rpcUrl })),
    providers: devnet.providers.map(provider => provider.url),
    control: devnet.controlUrl,
    counterparties: devnet.counterparties.map(chain => ({
      chainId: chain.chainId,
      prefix: chain.prefix,
      denom: chain.denom,
      rest: chain.restUrl,
      rpc: chain.rpcUrl,
    })),
  }
}
