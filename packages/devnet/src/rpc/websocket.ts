import type { Duplex } from 'node:stream'
import * as ws from 'ws'
import type { RawData, WebSocket } from 'ws'
import type { TxCondition } from '../chain/tx-query.ts'
import { isAllowedHost, isAllowedOrigin } from '../http/local-only.ts'
import { textParam } from '../http/params.ts'
import type { EventBus } from './event-bus.ts'
import { eventMatches, parseEventQuery, type RpcEvent } from './events.ts'
import { RpcError, type JsonRpcId, type RpcCall, type UpgradeListener } from './server.ts'

type ServerClass = typeof ws.WebSocketServer
/**
 * ws 8's server class; a tree whose install predates the devnet's ws 8 dependency resolves the
 * hoisted ws 7 (from cosmjs), whose CommonJS export names it `Server`.
 */
const wsModule = ws as { WebSocketServer?: ServerClass; default?: { Server?: ServerClass } }
const WebSocketServer = (wsModule.WebSocketServer ?? wsModule.default?.Server) as ServerClass

/** CometBFT's defaults (`max_subscriptions_per_client`, `max_body_bytes`). */
const MAX_SUBSCRIPTIONS_PER_CLIENT = 5
const MAX_MESSAGE_BYTES = 1_000_000

interface Subscription {
  readonly id: JsonRpcId
  readonly conditions: readonly TxCondition[]
}

/** A message's text (ws 8 gives Buffers, ws 7 strings). */
function text(raw: RawData | string): string {
  if (typeof raw === 'string') return raw
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8')
  return Buffer.isBuffer(raw) ? raw.toString('utf8') : new TextDecoder().decode(raw)
}

function refuse(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`)
}

/** One client: its subscriptions and the RPC methods, answered on the socket. */
function serveClient(socket: WebSocket, call: RpcCall, bus: EventBus): void {
  const subscriptions = new Map<string, Subscription>()
  const send = (message: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message))
  }
  const onEvent = (event: RpcEvent) => {
    for (const [query, { id, conditions }] of subscriptions) {
      if (!eventMatches(event, conditions)) continue
      send({ jsonrpc: '2.0', id, result: { query, data: event.data, events: event.events } })
    }
  }
  const fail = (message: string): never => {
    throw new RpcError(-32603, 'Internal error', message)
  }
  const methods: Record<string, (id: JsonRpcId, params: Record<string, unknown>) => object> = {
    subscribe: (id, params) => {
      const query = textParam(params.query)
      const conditions = parseEventQuery(query)
      if (subscriptions.has(query)) fail('already subscribed')
      if (subscriptions.size >= MAX_SUBSCRIPTIONS_PER_CLIENT)
        fail(`max_subscriptions_per_client ${MAX_SUBSCRIPTIONS_PER_CLIENT} reached`)
      subscriptions.set(query, { id, conditions })
      return {}
    },
    unsubscribe: (_id, params) => {
      const query = textParam(params.query)
      parseEventQuery(query)
      if (!subscriptions.delete(query)) fail('subscription not found')
      return {}
    },
    unsubscribe_all: () => {
      if (subscriptions.size === 0) fail('subscription not found')
      subscriptions.clear()
      return {}
    },
  }

  bus.listen(onEvent)
  socket.on('close', () => bus.unlisten(onEvent))
  socket.on('message', (raw: RawData | string) => {
    let request: { id?: JsonRpcId; method?: unknown; params?: unknown }
    try {
      request = JSON.parse(text(raw)) as typeof request
    } catch (error) {
      const data = `error unmarshaling request: ${error instanceof Error ? error.message : ''}`
      send({ jsonrpc: '2.0', id: -1, error: { code: -32700, message: 'Parse error', data } })
      return
    }
    const id = request.id ?? null
    const params = (
      typeof request.params === 'object' && request.params !== null ? request.params : {}
    ) as Record<string, unknown>
    if (typeof request.method !== 'string') {
      send({ jsonrpc: '2.0', id, error: { code: -32600, message: 'Invalid Request' } })
      return
    }
    const own = methods[request.method]
    if (!own) {
      void call(id, request.method, params).then(send)
      return
    }
    try {
      send({ jsonrpc: '2.0', id, result: own(id, params) })
    } catch (error) {
      const { code, message, data } =
        error instanceof RpcError
          ? error
          : { code: -32603, message: 'Internal error', data: String(error) }
      send({ jsonrpc: '2.0', id, error: { code, message, data } })
    }
  })
}

/**
 * CometBFT's `/websocket`: JSON-RPC over a WebSocket on the RPC port, with `subscribe`,
 * `unsubscribe` and `unsubscribe_all` for event queries, and every other method as over HTTP.
 * Events go out with the id of the `subscribe` request that asked for them. Loopback hosts and
 * pages only, like every devnet server (local-only.ts).
 */
export function websocketListener(call: RpcCall, bus: EventBus): UpgradeListener {
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES })
  return (request, socket, head) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    if (path !== '/websocket') return refuse(socket, '404 Not Found')
    const origin = request.headers.origin
    if (!isAllowedHost(request.headers.host) || (origin && !isAllowedOrigin(origin)))
      return refuse(socket, '403 Forbidden')
    server.handleUpgrade(request, socket, head, client => serveClient(client, call, bus))
  }
}
