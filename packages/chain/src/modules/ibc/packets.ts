import { sha256 } from '@cosmjs/crypto'
import { toUtf8 } from '@cosmjs/encoding'
import type { PacketTimeout } from './timeout.ts'

interface EventLike {
  readonly type: string
  readonly attributes: readonly { readonly key: string; readonly value?: string | null }[]
}

/** The packet a MsgTransfer committed, from its tx's `send_packet` event (ibc-go attributes). */
export interface SentPacket {
  readonly sequence: bigint
  readonly sourcePort: string
  readonly sourceChannel: string
  readonly destinationPort: string
  readonly destinationChannel: string
  readonly timeout: PacketTimeout
}

function attributesOf(event: EventLike): Map<string, string> {
  return new Map(event.attributes.map(a => [a.key, (a.value ?? '').replace(/^"|"$/g, '')]))
}

/** `1-300` (ibc-go's `packet_timeout_height`) → revision 1, height 300. */
function parseHeight(text: string | undefined) {
  const match = /^(\d+)-(\d+)$/.exec(text ?? '')
  return {
    revisionNumber: BigInt(match?.[1] ?? '0'),
    revisionHeight: BigInt(match?.[2] ?? '0'),
  }
}

/** The `send_packet` of a committed transfer, or null when the tx sent none. */
export function sentPacketFromEvents(events: readonly EventLike[]): SentPacket | null {
  const event = events.find(e => e.type === 'send_packet')
  if (!event) return null
  const attributes = attributesOf(event)
  const sequence = attributes.get('packet_sequence')
  const sourceChannel = attributes.get('packet_src_channel')
  const destinationChannel = attributes.get('packet_dst_channel')
  if (!sequence || !/^\d+$/.test(sequence) || !sourceChannel || !destinationChannel) return null
  const timestamp = attributes.get('packet_timeout_timestamp') ?? '0'
  return {
    sequence: BigInt(sequence),
    sourcePort: attributes.get('packet_src_port') ?? 'transfer',
    sourceChannel,
    destinationPort: attributes.get('packet_dst_port') ?? 'transfer',
    destinationChannel,
    timeout: {
      timeoutHeight: parseHeight(attributes.get('packet_timeout_height')),
      timeoutTimestamp: /^\d+$/.test(timestamp) ? BigInt(timestamp) : 0n,
    },
  }
}

/** ICS-20's success acknowledgement as ibc-go writes it. */
export const ICS20_SUCCESS_ACK = '{"result":"AQ=="}'

/** The commitment a chain stores for the success ack (SHA-256 of its bytes). */
export const SUCCESS_ACK_COMMITMENT = sha256(toUtf8(ICS20_SUCCESS_ACK))

export function isSuccessAckCommitment(commitment: Uint8Array): boolean {
  return (
    commitment.length === SUCCESS_ACK_COMMITMENT.length &&
    commitment.every((byte, i) => byte === SUCCESS_ACK_COMMITMENT[i])
  )
}

/** The error text of an ack (`write_acknowledgement.packet_ack`), or null for a success ack. */
export function ackError(ack: string): string | null {
  try {
    const parsed = JSON.parse(ack) as unknown
    if (typeof parsed === 'object' && parsed !== null && 'error' in parsed) {
      return String(parsed.error)
    }
    return null
  } catch {
    return ack === '' ? null : ack
  }
}
