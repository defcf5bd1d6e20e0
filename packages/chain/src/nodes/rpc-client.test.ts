import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { jsonResponse } from '../testing/json-response.ts'
import type { NodePool } from './pool.ts'
import { failoverRpcClient } from './rpc-client.ts'

/** A pool whose node answers every call with `answer`. */
function poolAnswering(answer: unknown): NodePool {
  return {
    request: async () => jsonResponse(answer),
  } as unknown as NodePool
}

describe('failoverRpcClient', () => {
  it('reports a tx the node already holds as accepted, under the SHA-256 of its bytes', async () => {
    const bytes = Buffer.from(Array.from({ length: 300 }, (_, i) => (i * 7) % 256))
    const client = failoverRpcClient(
      poolAnswering({
        jsonrpc: '2.0',
        id: 1,
        error: { code: -32603, message: 'Internal error', data: 'tx already exists in cache' },
      }),
    )
    const answer = await client.execute({
      jsonrpc: '2.0',
      id: 1,
      method: 'broadcast_tx_sync',
      params: { tx: bytes.toString('base64') },
    })
    expect(answer.result).toMatchObject({
      code: 0,
      hash: createHash('sha256').update(bytes).digest('hex').toUpperCase(),
    })
  })
})
