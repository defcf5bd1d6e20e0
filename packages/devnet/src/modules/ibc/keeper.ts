import { sha256 } from '../../chain/sha256.ts'
import { toBech32, toUtf8 } from '@cosmjs/encoding'
import type { Store, Table } from '../../state/store.ts'
import type { BankKeeper } from '../bank/keeper.ts'
import { escrowAddressBytes, traceHash, type DenomTrace } from './denom.ts'
import {
  ICS20_VERSION,
  revisionOf,
  type ChannelConfig,
  type IbcHeight,
  type IbcPacket,
} from './types.ts'

/** A packet as stored: JSON-safe, the numbers as decimal strings, the data as hex. */
interface StoredPacket {
  readonly sequence: string
  readonly sourcePort: string
  readonly sourceChannel: string
  readonly destinationPort: string
  readonly destinationChannel: string
  readonly dataHex: string
  readonly timeoutRevision: string
  readonly timeoutHeight: string
  readonly timeoutTimestamp: string
}

interface ClientRecord {
  readonly revisionNumber: string
  readonly revisionHeight: string
  /** The counterparty block time (ms) at that height, for timestamp timeouts. */
  readonly timeMs: number
}

const toStored = (packet: IbcPacket): StoredPacket => ({
  sequence: packet.sequence.toString(),
  sourcePort: packet.sourcePort,
  sourceChannel: packet.sourceChannel,
  destinationPort: packet.destinationPort,
  destinationChannel: packet.destinationChannel,
  dataHex: Buffer.from(packet.data).toString('hex'),
  timeoutRevision: packet.timeoutHeight.revisionNumber.toString(),
  timeoutHeight: packet.timeoutHeight.revisionHeight.toString(),
  timeoutTimestamp: packet.timeoutTimestamp.toString(),
})

const fromStored = (stored: StoredPacket): IbcPacket => ({
  sequence: BigInt(stored.sequence),
  sourcePort: stored.sourcePort,
  sourceChannel: stored.sourceChannel,
  destinationPort: stored.destinationPort,
  destinationChannel: stored.destinationChannel,
  data: Uint8Array.from(Buffer.from(stored.dataHex, 'hex')),
  timeoutHeight: {
    revisionNumber: BigInt(stored.timeoutRevision),
    revisionHeight: BigInt(stored.timeoutHeight),
  },
  timeoutTimestamp: BigInt(stored.timeoutTimestamp),
})

function bigEndian(value: bigint): Uint8Array {
  const bytes = new Uint8Array(8)
  new DataView(bytes.buffer).setBigUint64(0, value)
  return bytes
}

/** `channeltypes.CommitPacket`: sha256(timeout ts ‖ timeout revision ‖ timeout height ‖ sha256(data)). */
export function packetCommitment(packet: IbcPacket): Uint8Array {
  const parts = [
    bigEndian(packet.timeoutTimestamp),
    bigEndian(packet.timeoutHeight.revisionNumber),
    bigEndian(packet.timeoutHeight.revisionHeight),
    sha256(packet.data),
  ]
  const buffer = new Uint8Array(8 * 3 + 32)
  let offset = 0
  for (const part of parts) {
    buffer.set(part, offset)
    offset += part.length
  }
  return sha256(buffer)
}

const packetKey = (port: string, channel: string, sequence: bigint) =>
  `${port}/${channel}/${sequence.toString().padStart(20, '0')}`

/**
 * IBC core (04-channel, 02-client as far as heights go) and ICS-20 state: channels opened at
 * genesis, send sequences, packet commitments, receipts and acknowledgements, the counterparty
 * heights each client has seen, and denom traces (docs/protocol.md "IBC").
 */
export class IbcKeeper {
  readonly #channels: ReadonlyMap<string, ChannelConfig>
  readonly #sequences: Table<string>
  readonly #commitments: Table<StoredPacket>
  readonly #receipts: Table<true>
  /** The acknowledgement bytes as written; REST shows only their commitment. */
  readonly #acks: Table<string>
  readonly #clients: Table<ClientRecord>
  readonly #traces: Table<DenomTrace>

  constructor(
    store: Store,
    readonly bank: BankKeeper,
    readonly prefix: string,
    channels: readonly ChannelConfig[],
  ) {
    this.#channels = new Map(channels.map(channel => [channel.channelId, channel]))
    this.#sequences = store.table('ibc/nextSequenceSend')
    this.#commitments = store.table('ibc/commitments')
    this.#receipts = store.table('ibc/receipts')
    this.#acks = store.table('ibc/acks')
    this.#clients = store.table('ibc/clients')
    this.#traces = store.table('ibc/denomTraces')
  }

  channels(): ChannelConfig[] {
    return [...this.#channels.values()]
  }

  channel(port: string, channelId: string): ChannelConfig | undefined {
    const channel = this.#channels.get(channelId)
    return channel?.portId === port ? channel : undefined
  }

  escrowAddress(port: string, channelId: string): string {
    return toBech32(this.prefix, escrowAddressBytes(ICS20_VERSION, port, channelId))
  }

  /** Takes the next send sequence of a channel (they start at 1). */
  nextSequence(port: string, channelId: string): bigint {
    const key = `${port}/${channelId}`
    const next = BigInt(this.#sequences.get(key) ?? '1')
    this.#sequences.set(key, (next + 1n).toString())
    return next
  }

  setCommitment(packet: IbcPacket): void {
    this.#commitments.set(
      packetKey(packet.sourcePort, packet.sourceChannel, packet.sequence),
      toStored(packet),
    )
  }

  commitment(port: string, channelId: string, sequence: bigint): Uint8Array | undefined {
    const stored = this.#commitments.get(packetKey(port, channelId, sequence))
    return stored ? packetCommitment(fromStored(stored)) : undefined
  }

  deleteCommitment(port: string, channelId: string, sequence: bigint): boolean {
    return this.#commitments.delete(packetKey(port, channelId, sequence))
  }

  /** Packets sent on a channel and not yet acknowledged or timed out (what a relayer scans). */
  pendingPackets(port: string, channelId: string): IbcPacket[] {
    return this.#commitments.values(`${port}/${channelId}/`).map(fromStored)
  }

  hasReceipt(port: string, channelId: string, sequence: bigint): boolean {
    return this.#receipts.has(packetKey(port, channelId, sequence))
  }

  setReceipt(port: string, channelId: string, sequence: bigint): void {
    this.#receipts.set(packetKey(port, channelId, sequence), true)
  }

  acknowledgement(port: string, channelId: string, sequence: bigint): Uint8Array | undefined {
    const ack = this.#acks.get(packetKey(port, channelId, sequence))
    return ack === undefined ? undefined : toUtf8(ack)
  }

  /** Acknowledgements written on a channel, by sequence (the store keeps the ack bytes). */
  acknowledgements(port: string, channelId: string): { sequence: bigint; ack: Uint8Array }[] {
    const prefix = `${port}/${channelId}/`
    return [...this.#acks.entries(prefix)].map(([key, ack]) => ({
      sequence: BigInt(key.slice(prefix.length)),
      ack: toUtf8(ack),
    }))
  }

  /** The sequence the channel's next sent packet will take. */
  peekSequence(port: string, channelId: string): bigint {
    return BigInt(this.#sequences.get(`${port}/${channelId}`) ?? '1')
  }

  setAcknowledgement(port: string, channelId: string, sequence: bigint, ack: string): void {
    this.#acks.set(packetKey(port, channelId, sequence), ack)
  }

  /** The counterparty height the channel's client has seen (genesis: height 1). */
  clientHeight(channel: ChannelConfig): IbcHeight & { timeMs: number } {
    const record = this.#clients.get(channel.clientId)
    return {
      revisionNumber: record
        ? BigInt(record.revisionNumber)
        : revisionOf(channel.counterparty.chainId),
      revisionHeight: record ? BigInt(record.revisionHeight) : 1n,
      timeMs: record?.timeMs ?? 0,
    }
  }

  /** What a MsgUpdateClient before a relayed Msg does: the client moves up to the proof height. */
  updateClient(channel: ChannelConfig, height: IbcHeight, timeMs: number): void {
    const current = this.clientHeight(channel)
    if (height.revisionHeight <= current.revisionHeight) return
    this.#clients.set(channel.clientId, {
      revisionNumber: height.revisionNumber.toString(),
      revisionHeight: height.revisionHeight.toString(),
      timeMs: Math.max(timeMs, current.timeMs),
    })
  }

  denomTrace(hash: string): DenomTrace | undefined {
    return this.#traces.get(hash.replace(/^ibc\//i, '').toUpperCase())
  }

  /** Records a trace; true when it is new (ibc-go then emits `denomination_trace`). */
  setDenomTrace(trace: DenomTrace): boolean {
    const hash = traceHash(trace)
    if (this.#traces.has(hash)) return false
    this.#traces.set(hash, trace)
    return true
  }

  denomTraces(): DenomTrace[] {
    return this.#traces.values()
  }
}
