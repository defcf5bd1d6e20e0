import type { RequestListener } from 'node:http'
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { CORS_HEADERS, readBody, sendJson } from '../http/router.ts'

export type RpcParams = Readonly<Record<string, unknown>>
export type RpcMethod = (params: RpcParams) => unknown

export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: string,
  ) {
    super(message)
  }
}

export type JsonRpcId = number | string | null

/** Runs one JSON-RPC method and gives the whole response object. */
export type RpcCall = (id: JsonRpcId, method: string, params: RpcParams) => Promise<object>

async function rpcResponse(id: JsonRpcId, run: () => unknown) {
  try {
    return { jsonrpc: '2.0', id, result: await run() }
  } catch (error) {
    if (error instanceof RpcError) {
      return {
        jsonrpc: '2.0',
        id,
        error: { code: error.code, message: error.message, data: error.data },
      }
    }
    const data = error instanceof Error ? error.message : String(error)
    return { jsonrpc: '2.0', id, error: { code: -32603, message: 'Internal error', data } }
  }
}

/** The RPC's HTTP listener, and its `/websocket` upgrade handler when it has one. */
/** Takes over an HTTP upgrade (the `/websocket` endpoint). */
export type UpgradeListener = (request: IncomingMessage, socket: Duplex, head: Buffer) => void

export type RpcListener = RequestListener & { readonly upgrade?: UpgradeListener }

export function rpcCaller(methods: ReadonlyMap<string, RpcMethod>): RpcCall {
  return (id, method, params) => {
    const handler = methods.get(method)
    if (!handler) {
      return Promise.resolve({
        jsonrpc: '2.0',
        id,
        error: { code: -32601, message: 'Method not found', data: method },
      })
    }
    return rpcResponse(id, () => handler(params))
  }
}

/**
 * CometBFT JSON-RPC over HTTP: POST `/` with a JSON-RPC body, or the URI form
 * `GET /<method>?arg=value`. `GET /` answers 200 for health and latency probes.
 */
export function rpcListener(
  methods: ReadonlyMap<string, RpcMethod>,
  upgrade?: (call: RpcCall) => UpgradeListener,
): RpcListener {
  const call = rpcCaller(methods)
  const listener: RequestListener = (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS)
      response.end()
      return
    }
    if (request.method === 'GET') {
      const method = url.pathname.slice(1)
      if (method === '') {
        sendJson(response, 200, {
          jsonrpc: '2.0',
          id: -1,
          result: { methods: [...methods.keys()] },
        })
        return
      }
      const params: Record<string, unknown> = {}
      for (const [key, value] of url.searchParams) params[key] = value.replace(/^"(.*)"$/, '$1')
      void call(-1, method, params).then(body => sendJson(response, 200, body))
      return
    }
    readBody(request)
      .then(text => {
        let body: unknown
        try {
          body = JSON.parse(text)
        } catch {
          sendJson(response, 200, {
            jsonrpc: '2.0',
            id: null,
            error: { code: -32700, message: 'Parse error' },
          })
          return
        }
        const {
          id = null,
          method,
          params = {},
        } = body as {
          id?: JsonRpcId
          method?: unknown
          params?: RpcParams
        }
        if (typeof method !== 'string') {
          sendJson(response, 200, {
            jsonrpc: '2.0',
            id,
            error: { code: -32600, message: 'Invalid Request' },
          })
          return
        }
        return call(id, method, params).then(body => sendJson(response, 200, body))
      })
      .catch(() =>
        sendJson(response, 413, {
          jsonrpc: '2.0',
          id: null,
          error: { code: -32600, message: 'Request too large' },
        }),
      )
  }
  return upgrade ? Object.assign(listener, { upgrade: upgrade(call) }) : listener
}
