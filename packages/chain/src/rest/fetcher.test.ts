import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fetchJson, HttpError, joinUrl, NetworkError, SchemaError } from './fetcher.ts'
import { getNodeInfo } from './node-info.ts'
import { listenLocally } from '../testing/listen.ts'

let server: Server
let base = ''

beforeAll(async () => {
  server = createServer((request, response) => {
    const send = (status: number, body: string) => {
      response.writeHead(status, { 'Content-Type': 'application/json' })
      response.end(body)
    }
    if (request.url === '/ok') send(200, JSON.stringify({ value: 1 }))
    else if (request.url === '/wrong-shape') send(200, JSON.stringify({ value: 'one' }))
    else if (request.url === '/slow') setTimeout(() => send(200, '{}'), 500)
    else if (request.url === '/cosmos/base/tendermint/v1beta1/node_info')
      send(
        200,
        JSON.stringify({
          default_node_info: { network: 'gitopia', version: '0.37.6', moniker: 'm' },
        }),
      )
    else send(501, JSON.stringify({ code: 12, message: 'Not Implemented', details: [] }))
  })
  base = await listenLocally(server)
})

afterAll(() => {
  server.close()
})

const schema = z.object({ value: z.number() })

describe('fetchJson', () => {
  it('returns the validated body', async () => {
    expect(await fetchJson(`${base}/ok`, schema)).toEqual({ value: 1 })
  })

  it('tells an HTTP failure apart, with the gateway message', async () => {
    const error = await fetchJson(`${base}/missing`, schema).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ status: 501, serverMessage: 'Not Implemented' })
  })

  it('tells a schema mismatch apart, naming the field', async () => {
    const error = await fetchJson(`${base}/wrong-shape`, schema).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SchemaError)
    expect((error as SchemaError).message).toContain('value:')
  })

  it('reports an unreachable endpoint and a slow one', async () => {
    const down = await fetchJson('http://127.0.0.1:9/x', schema).catch((e: unknown) => e)
    expect(down).toMatchObject({ name: 'NetworkError', reason: 'unreachable' })
    const slow = await fetchJson(`${base}/slow`, schema, { timeoutMs: 50 }).catch((e: unknown) => e)
    expect(slow).toBeInstanceOf(NetworkError)
    expect(slow).toMatchObject({ reason: 'timeout' })
  })

  it('joins URLs without doubling slashes', () => {
    expect(joinUrl('http://a/', '/b')).toBe('http://a/b')
    expect(joinUrl('http://a/api', 'b')).toBe('http://a/api/b')
  })
})

describe('getNodeInfo', () => {
  it('maps node_info to the network name', async () => {
    expect(await getNodeInfo(`${base}/`)).toMatchObject({
      network: 'gitopia',
      cometVersion: '0.37.6',
    })
  })
})
