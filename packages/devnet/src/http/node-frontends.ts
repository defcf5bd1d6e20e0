import type { RequestListener } from 'node:http'
import { FaultSwitch, withFaults, type FaultTarget } from './faults.ts'
import { listenOnLoopback, type Listening } from './listen.ts'

/** One node front-end: its own REST and RPC servers over the shared chain (README "Several nodes"). */
export interface NodeFrontend {
  /** "Devnet node N", as the runtime config names the provider. */
  readonly name: string
  /** Its fault target, `node-N`. */
  readonly target: string
  readonly restUrl: string
  readonly rpcUrl: string
}

export interface FrontendsOptions {
  readonly count: number
  /** Node N listens on restPort + N − 1 and rpcPort + N − 1; 0 = free ports. */
  readonly restPort: number
  readonly rpcPort: number
  readonly restListener: RequestListener
  /** The RPC listener of one node; `rpcUrl` is its own address (status reports it). */
  readonly rpcListener: (rpcUrl: () => string) => RequestListener
}

export interface Frontends {
  readonly nodes: readonly NodeFrontend[]
  /** `rest`, `rpc` (aliases for every node's REST or RPC) and `node-1` … `node-N`. */
  readonly faultTargets: ReadonlyMap<string, FaultTarget>
  readonly servers: readonly Listening[]
}

const portOf = (base: number, index: number) => (base === 0 ? 0 : base + index)

/**
 * Starts N node front-ends that serve the same chain, as N full nodes of one network would. Each
 * has a fault switch of its own (`node-N`, covering its REST and RPC); the older `rest` and `rpc`
 * targets stay and act on every node at once, so "the REST gateway is down" still means all of it.
 */
export async function startFrontends(options: FrontendsOptions): Promise<Frontends> {
  const restAll = new FaultSwitch()
  const rpcAll = new FaultSwitch()
  const targets = new Map<string, FaultTarget>([
    ['rest', restAll],
    ['rpc', rpcAll],
  ])
  const nodes: NodeFrontend[] = []
  const servers: Listening[] = []
  try {
    for (let index = 0; index < options.count; index++) {
      const own = new FaultSwitch()
      const rest = await listenOnLoopback(
        portOf(options.restPort, index),
        withFaults(options.restListener, [own, restAll]),
      )
      servers.push(rest)
      let rpcUrl = ''
      const rpc = await listenOnLoopback(
        portOf(options.rpcPort, index),
        withFaults(
          options.rpcListener(() => rpcUrl),
          [own, rpcAll],
        ),
      )
      servers.push(rpc)
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
