import type { EncodeObject } from '@cosmjs/proto-signing'
import type { Packet } from 'cosmjs-types/ibc/core/channel/v1/channel'
import type { ChainNode } from '../chain/chain-node.ts'
import type { SystemSigner } from '../chain/system-signer.ts'
import type { FaultTarget } from '../http/faults.ts'
import {
  heightGte,
  isZeroHeight,
  revisionOf,
  type ChannelConfig,
  type IbcKeeper,
  type IbcPacket,
} from '../modules/ibc/module.ts'
import { applyFault, delay, NO_FAULT, type Fault, type FaultState } from '../http/fault-state.ts'

/** One end of a relayed channel: the chain, its IBC state and the relayer's key there. */
export interface RelayEnd {
  readonly node: ChainNode
  readonly ibc: IbcKeeper
  readonly signer: SystemSigner
  readonly channel: ChannelConfig
}

export interface RelayPath {
  readonly a: RelayEnd
  readonly b: RelayEnd
}

/** Stands in for the proofs a real relayer queries; the devnet's light clients trust the relayer. */
const PROOF = new Uint8Array([1])

const heightOf = (end: RelayEnd, height: bigint) => ({
  revisionNumber: revisionOf(end.node.chainId),
  revisionHeight: height,
})

const toProtoPacket = (packet: IbcPacket): Packet => ({ ...packet })

type Action = 'recv' | 'ack' | 'timeout' | 'wait'

/**
 * What a relayer does with a packet still committed on its source: deliver it, bring its ack back, or
 * time it out once `dst` has passed the timeout (height or time) without receiving it.
 */
export function nextAction(packet: IbcPacket, dst: RelayEnd): Action {
  const { portId, channelId } = dst.channel
  if (dst.ibc.acknowledgement(portId, channelId, packet.sequence)) return 'ack'
  if (dst.ibc.hasReceipt(portId, channelId, packet.sequence)) return 'wait'
  const latest = dst.node.latest
  const timeoutHeight = packet.timeoutHeight
  const hasHeight = !isZeroHeight(timeoutHeight)
  const latestNs = BigInt(latest.time.getTime()) * 1_000_000n
  const nowNs = BigInt(Date.now()) * 1_000_000n
  if (hasHeight && heightGte(heightOf(dst, latest.height), timeoutHeight)) return 'timeout'
  if (packet.timeoutTimestamp !== 0n && latestNs >= packet.timeoutTimestamp) return 'timeout'
  // The next block on dst would be past the timeout: wait for it, then time the packet out.
  if (hasHeight && heightGte(heightOf(dst, latest.height + 1n), timeoutHeight)) return 'wait'
  if (packet.timeoutTimestamp !== 0n && nowNs >= packet.timeoutTimestamp) return 'wait'
  return 'recv'
}

/**
 * The devnet's relayer: every interval it relays committed packets and their acknowledgements in
 * both directions of every path, and times out packets the destination can no longer receive.
 * Its Msgs are ordinary signed txs, so they are in each chain's block log and searchable. Fault
 * target `relayer`: `down` stops it, `latencyMs` delays each round.
 */
export class Relayer implements FaultTarget {
  #fault: FaultState = NO_FAULT
  #timer: NodeJS.Timeout | undefined
  #round: Promise<void> = Promise.resolve()
  #busy = false

  constructor(private readonly paths: readonly RelayPath[]) {}

  state(): FaultState {
    return this.#fault
  }

  set(fault: Fault): void {
    this.#fault = applyFault(this.#fault, fault)
  }

  start(intervalMs: number): void {
    this.#timer = setInterval(() => {
      if (this.#busy) return
      this.#busy = true
      this.#round = this.relayOnce()
        .catch((error: unknown) => console.error('devnet relayer:', error))
        .finally(() => {
          this.#busy = false
        })
    }, intervalMs)
    this.#timer.unref()
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer)
    await this.#round
  }

  /** One round over every path and direction. */
  async relayOnce(): Promise<void> {
    if (this.#fault.down) return
    await delay(this.#fault.latencyMs)
    if (this.#fault.down) return
    const batches = new Map<SystemSigner, EncodeObject[]>()
    const add = (signer: SystemSigner, msg: EncodeObject) =>
      batches.set(signer, [...(batches.get(signer) ?? []), msg])
    for (const { a, b } of this.paths) {
      for (const [src, dst] of [
        [a, b],
        [b, a],
      ] as const)
        this.#collect(src, dst, add)
    }
    await Promise.all(
      [...batches].map(async ([signer, msgs]) => {
        const { result } = await signer.submit(msgs)
        if (result.code !== 0) console.error(`devnet relayer: tx failed: ${result.log}`)
      }),
    )
  }

  #collect(
    src: RelayEnd,
    dst: RelayEnd,
    add: (signer: SystemSigner, msg: EncodeObject) => void,
  ): void {
    const { portId, channelId } = src.channel
    for (const packet of src.ibc.pendingPackets(portId, channelId)) {
      const action = nextAction(packet, dst)
      if (action === 'recv') {
        add(dst.signer, {
          typeUrl: '/ibc.core.channel.v1.MsgRecvPacket',
          value: {
            packet: toProtoPacket(packet),
            proofCommitment: PROOF,
            proofHeight: heightOf(src, src.node.latest.height),
            signer: dst.signer.address,
          },
        })
      } else if (action === 'ack') {
        const ack = dst.ibc.acknowledgement(
          dst.channel.portId,
          dst.channel.channelId,
          packet.sequence,
        )
        add(src.signer, {
          typeUrl: '/ibc.core.channel.v1.MsgAcknowledgement',
          value: {
            packet: toProtoPacket(packet),
            acknowledgement: ack,
            proofAcked: PROOF,
            proofHeight: heightOf(dst, dst.node.latest.height),
            signer: src.signer.address,
          },
        })
      } else if (action === 'timeout') {
        add(src.signer, {
          typeUrl: '/ibc.core.channel.v1.MsgTimeout',
          value: {
            packet: toProtoPacket(packet),
            proofUnreceived: PROOF,
            proofHeight: heightOf(dst, dst.node.latest.height),
            nextSequenceRecv: packet.sequence,
            signer: src.signer.address,
          },
        })
      }
    }
  }
}
