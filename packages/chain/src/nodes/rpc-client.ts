import type { JsonRpcRequest, JsonRpcSuccessResponse } from '@cosmjs/json-rpc'
import type { RpcClient } from '@cosmjs/tendermint-rpc'
import type { NodePool } from './pool.ts'

/** CometBFT's answer when the mempool cache already holds these bytes: the tx was accepted. */
const IN_CACHE = 'tx already exists in cache'
/** The SDK's ErrWrongSequence: the tx may be in a block already (sent once, answer lost). */
const WRONG_SEQUENCE = 32

interface JsonRpcAnswer {
  readonly jsonrpc: '2.0'
  readonly id: JsonRpcRequest['id']
  readonly result?: unknown
  readonly error?: { readonly code: number; readonly message: string; readonly data?: string }
}

/** The tx hash CometBFT reports: SHA-256 of the tx bytes (Web Crypto, as the keystore uses). */
async function txHashOf(request: JsonRpcRequest): Promise<string> {
  const tx = (request.params as { tx?: unknown }).tx
  if (typeof tx !== 'string') return ''
  // atob and a hex loop, not an encoding library: this module is on every page's first load.
  const bytes = Uint8Array.from(atob(tx), char => char.charCodeAt(0))
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  return Array.from(digest, byte => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()
}

/**
 * A cosmjs RpcClient over the node pool, so failover lives beneath the signing client
 * (chain-wide.md (d)): reads are hedged across RPC endpoints; a broadcast goes to the next node
 * only when the previous one gave no answer, with the same signed bytes. "Already in cache" and
 * a sequence mismatch for a tx that is in a block both count as accepted, so a tx is never lost
 * and never sent twice (same bytes, same hash). Waiting for inclusion polls by hash (cosmjs'
 * tx_search) on any working node.
 */
export function failoverRpcClient(pool: NodePool): RpcClient {
  async function call(request: JsonRpcRequest, idempotent: boolean): Promise<JsonRpcAnswer> {
    const response = await pool.request(
      'rpc',
      '',
      {
        method: 'POST',
        body: JSON.stringify(request),
        headers: { 'Content-Type': 'application/json' },
      },
      idempotent,
    )
    const answer = (await response.json().catch(() => undefined)) as JsonRpcAnswer | undefined
    if (!answer || typeof answer !== 'object')
      throw new Error(`Bad answer from the node (HTTP ${response.status})`)
    return answer
  }

  async function isCommitted(hash: string): Promise<boolean> {
    const answer = await call(
      { jsonrpc: '2.0', id: Date.now(), method: 'tx', params: { hash: toBase64Hash(hash) } },
      true,
    ).catch(() => undefined)
    return answer?.result !== undefined && answer.error === undefined
  }

  async function broadcast(request: JsonRpcRequest): Promise<JsonRpcSuccessResponse> {
    const hash = await txHashOf(request)
    const accepted = (): JsonRpcSuccessResponse => ({
      jsonrpc: '2.0',
      id: request.id,
      result: { code: 0, data: '', log: '', codespace: '', hash },
    })
    const answer = await call(request, false)
    if (answer.error) {
      if (answer.error.data?.includes(IN_CACHE)) return accepted()
      throw new Error(JSON.stringify(answer.error))
    }
    const code = (answer.result as { code?: number } | undefined)?.code
    if (code === WRONG_SEQUENCE && (await isCommitted(hash))) return accepted()
    return { jsonrpc: '2.0', id: answer.id, result: answer.result }
  }

  return {
    execute: async request => {
      if (request.method === 'broadcast_tx_sync' || request.method === 'broadcast_tx_async')
        return broadcast(request)
      // broadcast_tx_commit is not idempotent either; everything else only reads.
      const answer = await call(request, !request.method.startsWith('broadcast_tx'))
      if (answer.error) throw new Error(JSON.stringify(answer.error))
      return { jsonrpc: '2.0', id: answer.id, result: answer.result }
    },
    disconnect: () => undefined,
  }
}

function toBase64Hash(hex: string): string {
  return btoa(String.fromCharCode(...hex.match(/../g)!.map(byte => parseInt(byte, 16))))
}
