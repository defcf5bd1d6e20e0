import * as z from 'zod/mini'
import { fetchJson, joinUrl, type FetchJsonOptions } from './fetcher.ts'

const blockResponse = z.object({
  block: z.object({
    header: z.object({
      chain_id: z.string(),
      height: z.string().check(z.regex(/^\d+$/)),
      time: z.string(),
    }),
    data: z.optional(z.object({ txs: z._default(z.nullable(z.array(z.string())), []) })),
  }),
})

export interface BlockSummary {
  readonly chainId: string
  readonly height: bigint
  readonly time: Date
  readonly txCount: number
}

/** The newest block's header (`GET /cosmos/base/tendermint/v1beta1/blocks/latest`). */
export async function getLatestBlock(
  apiEndpoint: string,
  options?: FetchJsonOptions,
): Promise<BlockSummary> {
  const url = joinUrl(apiEndpoint, '/cosmos/base/tendermint/v1beta1/blocks/latest')
  const { block } = await fetchJson(url, blockResponse, options)
  return {
    chainId: block.header.chain_id,
    height: BigInt(block.header.height),
    time: new Date(block.header.time),
    txCount: block.data?.txs?.length ?? 0,
  }
}
