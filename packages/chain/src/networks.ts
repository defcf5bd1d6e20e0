import * as z from 'zod/mini'
import { ADDRESS_PREFIX } from './constants.ts'

export const chainProviderSchema = z.object({
  name: z.string().check(z.minLength(1)),
  apiEndpoint: z.url({ protocol: /^https?$/ }),
  rpcEndpoint: z.url({ protocol: /^https?$/ }),
})
export type ChainProvider = z.infer<typeof chainProviderSchema>

export const networkSchema = z.object({
  /** Short identifier used in the UI and in storage, e.g. `mainnet` or `devnet`. */
  id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  chainId: z.string().check(z.minLength(1)),
  addressPrefix: z.string().check(z.minLength(1)),
  providers: z.array(chainProviderSchema).check(z.minLength(1)),
  /**
   * Account address (not URL) of the storage provider used when the chain lists no active one:
   * its on-chain record gives the API URL (docs/client-rules.md#storage-provider-selection).
   */
  defaultStorageProvider: z.optional(
    z.string().check(z.regex(/^[a-z]+1[02-9ac-hj-np-z]{38,58}$/, 'must be an account address')),
  ),
  /**
   * A faucet that hands out LORE or a fee grant to new accounts (`POST {address, mode}`,
   * docs/protocol.md "Faucet"); the app offers it in its "Get LORE" step when set.
   */
  faucet: z.optional(z.url({ protocol: /^https?$/ })),
})
export type Network = z.infer<typeof networkSchema>

export const DEVNET_DEFAULTS = {
  chainId: 'gitopia-devnet-1',
  restPort: 1317,
  rpcPort: 26657,
} as const

export function devnetNetwork(
  apiEndpoint = `http://127.0.0.1:${DEVNET_DEFAULTS.restPort}`,
  rpcEndpoint = `http://127.0.0.1:${DEVNET_DEFAULTS.rpcPort}`,
  chainId: string = DEVNET_DEFAULTS.chainId,
): Network {
  return devnetNodesNetwork([{ name: 'Local devnet', apiEndpoint, rpcEndpoint }], chainId)
}

/** The devnet with several node front-ends (`--nodes N`), each a provider of its own. */
export function devnetNodesNetwork(
  providers: readonly ChainProvider[],
  chainId: string = DEVNET_DEFAULTS.chainId,
): Network {
  return networkSchema.parse({ id: 'devnet', chainId, addressPrefix: ADDRESS_PREFIX, providers })
}
