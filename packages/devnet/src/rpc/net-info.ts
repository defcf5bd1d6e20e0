import type { NodeSelf } from '../http/node-frontends.ts'
import { cometTime, nodeInfo } from './status.ts'

/** CometBFT 0.37's channels (`node_info.channels`) with their send queue sizes and priorities. */
const CHANNELS: readonly (readonly [id: number, capacity: number, priority: number])[] = [
  [0x40, 1000, 5],
  [0x20, 100, 6],
  [0x21, 100, 10],
  [0x22, 100, 7],
  [0x23, 2, 1],
  [0x30, 100, 5],
  [0x38, 100, 6],
  [0x60, 10, 6],
  [0x61, 10, 3],
  [0x00, 10, 1],
]

/** A `flow.Status` of an idle connection, with CometBFT's JSON (64-bit numbers as strings). */
function monitor(start: Date, now: Date) {
  const elapsedNs = BigInt(Math.max(0, now.getTime() - start.getTime())) * 1_000_000n
  return {
    Start: cometTime(start),
    Bytes: '0',
    Samples: '0',
    InstRate: '0',
    CurRate: '0',
    AvgRate: '0',
    PeakRate: '0',
    BytesRem: '0',
    Duration: elapsedNs.toString(),
    Idle: elapsedNs.toString(),
    TimeRem: '0',
    Progress: 0,
    Active: true,
  }
}

/**
 * `net_info`: the devnet's other node front-ends that are up are this node's peers, each with its
 * own `node_info` (as its `status` prints it) and an idle connection. Node N dialled the nodes
 * started before it, so those connections are outbound.
 */
export function netInfoResult(chainId: string, self: NodeSelf, since: Date, now = new Date()) {
  const peers = self.peers().map(peer => ({
    node_info: nodeInfo(chainId, peer.rpcUrl, peer.index),
    is_outbound: peer.index < self.index,
    connection_status: {
      Duration: monitor(since, now).Duration,
      SendMonitor: monitor(since, now),
      RecvMonitor: monitor(since, now),
      Channels: CHANNELS.map(([id, capacity, priority]) => ({
        ID: id,
        SendQueueCapacity: String(capacity),
        SendQueueSize: '0',
        Priority: String(priority),
        RecentlySent: '0',
      })),
    },
    remote_ip: '127.0.0.1',
  }))
  return { listening: true, listeners: ['Listener(@)'], n_peers: String(peers.length), peers }
}
