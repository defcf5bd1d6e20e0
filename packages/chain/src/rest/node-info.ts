import * as z from 'zod/mini'
import { builtOnFirstUse } from '../built-on-first-use.ts'
import { fetchJson, joinUrl, type FetchJsonOptions } from './fetcher.ts'

// Built at the first node_info read (the network's name and settings), not when a page starts.
const nodeInfoResponse = builtOnFirstUse(() =>
  z.object({
    default_node_info: z.object({
      network: z.string().check(z.minLength(1)),
      version: z.string(),
      moniker: z.string(),
    }),
    application_version: z.optional(
      z.partial(z.object({ version: z.string(), cosmos_sdk_version: z.string() })),
    ),
  }),
)

export interface NodeInfo {
  /** The chain id the node serves, e.g. `gitopia`. */
  readonly network: string
  readonly cometVersion: string
  readonly moniker: string
  readonly appVersion: string | undefined
}

export async function getNodeInfo(
  apiEndpoint: string,
  options?: FetchJsonOptions,
): Promise<NodeInfo> {
  const body = await fetchJson(
    joinUrl(apiEndpoint, '/cosmos/base/tendermint/v1beta1/node_info'),
    nodeInfoResponse(),
    options,
  )
  return {
    network: body.default_node_info.network,
    cometVersion: body.default_node_info.version,
    moniker: body.default_node_info.moniker,
    appVersion: body.application_version?.version,
  }
}
