import type { IncomingMessage, RequestListener } from 'node:http'
import type { Duplex } from 'node:stream'
import { delay, type Fault } from './fault-state.ts'
import { FaultSwitch, withFaults, type FaultTarget } from './faults.ts'
import { listenOnLoopback, type Listening } from './listen.ts'

/**
 * A node front-end as its RPC sees itself: its place among the devnet's nodes, its own URL, and
 * the other front-ends it is connected to (its peers in `net_info`).
 */
export interface NodeSelf {
  /** 0 for node 1. */
  readonly index: number
  rpcUrl(): string
  peers(): readonly { readonly index: number; readonly rpcUrl: string }[]
}

type UpgradeListener = (request: IncomingMessage, socket: Duplex, head: Buffer) => void

/** A node as a client reaches it: the name a registry lists it under, its REST and RPC. */
export interface NodeEndpoint {
  readonly name: string
  readonly restUrl: string
  readonly rpcUrl: string
}

/** A chain as a client reaches it: node 1's REST and RPC, and every node's front-end. */
export interface ChainEndpoints<N extends NodeEndpoint = NodeEndpoint> {
  /** Node 1's REST and RPC. */
  readonly restUrl: string
  readonly rpcUrl: string
  readonly nodes: readonly N[]
}

/** One node front-end: its own REST and RPC servers over the shared chain (README "Several nodes"). */
export interface NodeFrontend extends NodeEndpoint {
  /** "Devnet node N", as the runtime config names the provider. */
  readonly name: string
  /** Its fault target, `node-N`. */
  readonly target: string
}

export interface FrontendsOptions {
  readonly count: number
  /** Node N listens on restPort + N − 1 and rpcPort + N − 1; 0 = free ports. */
  readonly restPort: number
  readonly rpcPort: number
  readonly restListener: RequestListener
  /** The RPC listener of one node: its own address (status reports it) and its peers (net_info). */
  readonly rpcListener: (self: NodeSelf) => RequestListener & { readonly upgrade?: UpgradeListener }
}

export interface Frontends {
  readonly nodes: readonly NodeFrontend[]
  /** `rest`, `rpc` (aliases for every node's REST or RPC) and `node-1` … `node-N`. */
  readonly faultTargets: ReadonlyMap<string, FaultTarget>
  readonly servers: readonly Listening[]
}

const portOf = (base: number, index: number) => (base === 0 ? 0 : base + index)

/** A fault switch that also drops the WebSockets it covers when it goes down. */
class SocketSwitch extends FaultSwitch {
  readonly sockets = new Set<Duplex>()

  override set(fault: Fault): void {
    super.set(fault)
    if (this.state().down) for (const socket of this.sockets) socket.destroy()
  }
}

/**
 * WebSocket upgrades under the same faults as requests: refused (socket reset) while down, after
 * the latency, a 503 at the error rate; an open socket is dropped when its node goes down.
 */
function upgradeWithFaults(upgrade: UpgradeListener, switches: readonly SocketSwitch[]) {
  return (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const states = switches.map(one => one.state())
    if (states.some(state => state.down)) {
      socket.destroy()
      return
    }
    const errorRate = Math.max(...states.map(state => state.errorRate))
    void delay(Math.max(...states.map(state => state.latencyMs))).then(() => {
      if (errorRate > 0 && Math.random() < errorRate) {
        socket.end('HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\n\r\n')
        return
      }
      for (const one of switches) one.sockets.add(socket)
      socket.once('close', () => {
        for (const one of switches) one.sockets.delete(socket)
      })
      upgrade(request, socket, head)
    })
  }
}

/**
 * Starts N node front-ends that serve the same chain, as N full nodes of one network would. Each
 * has a fault switch of its own (`node-N`, covering its REST and RPC); the older `rest` and `rpc`
 * targets stay and act on every node at once, so "the REST gateway is down" still means all of it.
 */
export async function startFrontends(options: FrontendsOptions): Promise<Frontends> {
  const restAll = new FaultSwitch()
  const rpcAll = new SocketSwitch()
  const targets = new Map<string, FaultTarget>([
    ['rest', restAll],
    ['rpc', rpcAll],
  ])
  const nodes: NodeFrontend[] = []
  const servers: Listening[] = []
  const switches: SocketSwitch[] = []
  // Every other front-end that is up is a peer; `rpc` down takes the whole network down.
  const peersOf = (index: number) =>
    nodes.flatMap((peer, peerIndex) =>
      peerIndex === index || switches[peerIndex]?.state().down || rpcAll.state().down
        ? []
        : [{ index: peerIndex, rpcUrl: peer.rpcUrl }],
    )
  try {
    for (let index = 0; index < options.count; index++) {
      const own = new SocketSwitch()
      switches.push(own)
      const rest = await listenOnLoopback(
        portOf(options.restPort, index),
        withFaults(options.restListener, [own, restAll]),
      )
      servers.push(rest)
      let rpcUrl = ''
      const rpcListener = options.rpcListener({
        index,
        rpcUrl: () => rpcUrl,
        peers: () => peersOf(index),
      })
      const rpc = await listenOnLoopback(
        portOf(options.rpcPort, index),
        withFaults(rpcListener, [own, rpcAll]),
      )
      if (rpcListener.upgrade)
        rpc.server.on('upgrade', upgradeWithFaults(rpcListener.upgrade, [own, rpcAll]))
      // Upgraded sockets are no longer the HTTP server's: closing it closes them too.
      servers.push({
        ...rpc,
        close: () => {
          for (const socket of own.sockets) socket.destroy()
          return rpc.close()
        },
      })
      rpcUrl = rpc.url
      own.servers = [rest.server, rpc.server]
      restAll.servers = [...restAll.servers, rest.server]
      rpcAll.servers = [...rpcAll.servers, rpc.server]
      const target = `node-${index + 1}`
      targets.set(target, own)
      nodes.push({ name: `Devnet node ${index + 1}`, target, restUrl: rest.url, rpcUrl: rpc.url })
    }
  } catch (error) {
    await Promise.all(servers.map(server => server.close()))
    throw error
  }
  return { nodes, faultTargets: targets, servers }
}
