import type { FetchJsonOptions } from '../../rest/fetcher.ts'
import { isSuccessAckCommitment } from './packets.ts'
import {
  getChainHead,
  getPacketAck,
  getPacketCommitment,
  getPacketReceipt,
  type ChainHead,
} from './rest.ts'
import { isTimeoutPassed, type PacketTimeout } from './timeout.ts'

/**
 * Where a transfer is: Sent → Received → Completed; Sent → Received → Failed (error ack, the
 * tokens refunded on the source); Sent → Timed out → Refunded.
 */
export type TransferStatus = 'sent' | 'received' | 'completed' | 'failed' | 'timed-out' | 'refunded'

export const TERMINAL_STATUSES: ReadonlySet<TransferStatus> = new Set([
  'completed',
  'failed',
  'refunded',
])

const RANK: Record<TransferStatus, number> = {
  sent: 0,
  received: 1,
  'timed-out': 1,
  completed: 2,
  failed: 2,
  refunded: 2,
}

/** What the packet state routes say about one packet, on both chains. */
export interface PacketObservation {
  /** The commitment on the source: the packet is still in flight (no ack or timeout relayed). */
  readonly commitmentOnSource: boolean
  /** The destination's receipt. */
  readonly receivedOnDestination: boolean
  /** The destination's ack commitment: true success, false error ack, null none yet. */
  readonly ackSuccess: boolean | null
  /** The destination is past the packet's timeout (height or time). */
  readonly timeoutPassed: boolean
}

/**
 * The status the observation shows; never goes back (a node lagging behind another cannot undo a
 * transition), and a terminal status stays.
 */
export function nextTransferStatus(
  current: TransferStatus,
  seen: PacketObservation,
): TransferStatus {
  if (TERMINAL_STATUSES.has(current)) return current
  let next: TransferStatus
  if (!seen.commitmentOnSource) {
    if (seen.receivedOnDestination) next = seen.ackSuccess === false ? 'failed' : 'completed'
    else next = 'refunded'
  } else if (seen.receivedOnDestination) next = 'received'
  else if (seen.timeoutPassed) next = 'timed-out'
  else next = 'sent'
  if (current === 'timed-out' && next === 'received') return current
  return RANK[next] >= RANK[current] ? next : current
}

export interface PacketRef {
  readonly sequence: bigint
  readonly sourceChannel: string
  readonly destinationChannel: string
  readonly timeout: PacketTimeout
}

export interface ObserveEndpoints {
  /** REST of the chain the packet left from. */
  readonly sourceApi: string
  /** REST of the chain it goes to. */
  readonly destinationApi: string
}

/**
 * Reads the packet's state over REST only (no tx indexing needed): the commitment on the source,
 * the receipt and ack on the destination, and the destination's head for the timeout.
 */
export async function observePacket(
  endpoints: ObserveEndpoints,
  packet: PacketRef,
  options?: FetchJsonOptions,
): Promise<PacketObservation & { readonly destinationHead: ChainHead }> {
  const { sourceApi, destinationApi } = endpoints
  const [commitment, received, ack, head] = await Promise.all([
    getPacketCommitment(sourceApi, packet.sourceChannel, packet.sequence, options),
    getPacketReceipt(destinationApi, packet.destinationChannel, packet.sequence, options),
    getPacketAck(destinationApi, packet.destinationChannel, packet.sequence, options),
    getChainHead(destinationApi, options),
  ])
  return {
    commitmentOnSource: commitment !== null,
    receivedOnDestination: received || ack !== null,
    ackSuccess: ack === null ? null : isSuccessAckCommitment(ack),
    timeoutPassed: isTimeoutPassed(packet.timeout, {
      height: head.height,
      timeMs: head.timeMs,
    }),
    destinationHead: head,
  }
}

/** No transition for this long: the transfer says it is waiting for a relayer. */
export const RELAYER_WAIT_MS = 2 * 60 * 1000

export function isWaitingForRelayer(
  status: TransferStatus,
  lastProgressMs: number,
  nowMs: number,
): boolean {
  return !TERMINAL_STATUSES.has(status) && nowMs - lastProgressMs >= RELAYER_WAIT_MS
}

export const STATUS_LABELS: Record<TransferStatus, string> = {
  sent: 'Sent',
  received: 'Received',
  completed: 'Completed',
  failed: 'Failed (refunded)',
  'timed-out': 'Timed out',
  refunded: 'Refunded',
}
