import type { Block, ChainNode } from '../chain/chain-node.ts'
import { textParam } from '../http/params.ts'
import { RpcError, type RpcParams } from './server.ts'

/** A height parameter; absent, empty or 0 mean the latest height. */
export function heightParam(params: RpcParams, name = 'height'): bigint | undefined {
  const value = params[name]
  if (value === undefined || value === null || value === '' || value === '0' || value === 0)
    return undefined
  const text = textParam(value)
  if (!/^\d+$/.test(text)) throw new RpcError(-32602, 'Invalid params', `invalid ${name}: ${text}`)
  return BigInt(text)
}

export function requireBlock(node: ChainNode, height: bigint | undefined): Block {
  const block = height === undefined ? node.latest : node.block(height)
  if (!block) {
    if (height !== undefined && height > 0n && height <= node.latest.height) {
      // heights without txs that were produced before a restart are not kept
      throw new RpcError(
        -32603,
        'Internal error',
        `height ${height} is not available, lowest height is 1`,
      )
    }
    throw new RpcError(
      -32603,
      'Internal error',
      `height ${height} must be less than or equal to the current blockchain height ${node.latest.height}`,
    )
  }
  return block
}

/**
 * `page` / `per_page` as CometBFT validates them: per_page defaults to 30 and is capped at 100;
 * a page outside the results is an error.
 */
export function pageParams(params: RpcParams, total: number): { start: number; perPage: number } {
  const perPageText = textParam(params.per_page)
  const asked = /^\d+$/.test(perPageText) ? Number(perPageText) : 0
  const perPage = asked < 1 ? 30 : Math.min(asked, 100)
  const pages = Math.max(1, Math.ceil(total / perPage))
  const pageText = textParam(params.page)
  if (pageText === '' || pageText === '0') return { start: 0, perPage }
  const page = /^\d+$/.test(pageText) ? Number(pageText) : -1
  if (page < 1 || page > pages)
    throw new RpcError(
      -32603,
      'Internal error',
      `page should be within [1, ${pages}] range, given ${pageText}`,
    )
  return { start: (page - 1) * perPage, perPage }
}
