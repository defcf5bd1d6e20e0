import { describe, expect, it } from 'vitest'
import { jsonResponse } from '../testing/json-response.ts'
import { probeRest, probeRpc, type NodeSend } from './probe.ts'

const time = '2026-11-26T12:00:00Z'

/** A node answering each path (after `delayMs`) with its JSON, 404 for any other. */
function node(answers: Record<string, unknown>, delayMs = 0): NodeSend {
  return async (url, init) => {
    await new Promise((done, fail) => {
      setTimeout(done, delayMs)
      init.signal?.addEventListener('abort', () => fail(new Error('aborted')))
    })
    const path = new URL(url).pathname
    return path in answers ? jsonResponse(answers[path]) : jsonResponse({}, 404)
  }
}

const rest = {
  '/cosmos/base/tendermint/v1beta1/blocks/latest': {
    block: { header: { chain_id: 'gitopia', height: '42', time } },
  },
}
const status = (catchingUp: boolean) => ({
  '/status': {
    result: {
      node_info: { network: 'gitopia' },
      sync_info: { latest_block_height: '42', latest_block_time: time, catching_up: catchingUp },
    },
  },
})

describe('node probes', () => {
  it('read the chain id, height and block time over REST and RPC, timed', async () => {
    for (const result of [
      await probeRest(node(rest, 20), 'http://node.test/'),
      await probeRpc(node(status(false), 20), 'http://node.test'),
    ]) {
      expect(result).toMatchObject({ ok: true, chainId: 'gitopia', height: 42 })
      expect(result.ok && result.blockTime.toISOString()).toBe('2026-11-26T12:00:00.000Z')
      expect(result.ok && result.latencyMs).toBeGreaterThanOrEqual(15)
    }
  })

  it('a REST probe is one request, the latest block (its header names the chain)', async () => {
    const asked: string[] = []
    const send = node(rest)
    const result = await probeRest(
      (url, init) => (asked.push(url), send(url, init)),
      'http://n.test',
    )
    expect(result).toMatchObject({ ok: true, chainId: 'gitopia' })
    expect(asked).toEqual(['http://n.test/cosmos/base/tendermint/v1beta1/blocks/latest'])
  })

  it('say why a node is unfit: catching up, an HTTP error, no answer in time, unreachable', async () => {
    const unreachable: NodeSend = () => Promise.reject(new TypeError('Failed to fetch'))
    expect(await probeRpc(node(status(true)), 'http://node.test')).toEqual({
      ok: false,
      problem: 'It is still catching up',
    })
    expect(await probeRest(node({}), 'http://node.test')).toEqual({
      ok: false,
      problem: 'HTTP 404',
    })
    expect(await probeRpc(node(status(false), 1_000), 'http://node.test', 50)).toEqual({
      ok: false,
      problem: 'No answer in time',
    })
    expect(await probeRest(unreachable, 'http://node.test')).toEqual({
      ok: false,
      problem: 'Could not be reached',
    })
  })
})
