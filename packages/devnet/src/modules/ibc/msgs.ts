import { fromUtf8, toHex } from '@cosmjs/encoding'
import type { MsgTransfer } from 'cosmjs-types/ibc/applications/transfer/v1/tx'
import { MsgTransferResponse } from 'cosmjs-types/ibc/applications/transfer/v1/tx'
import type { Packet } from 'cosmjs-types/ibc/core/channel/v1/channel'
import {
  MsgAcknowledgementResponse,
  MsgRecvPacketResponse,
  MsgTimeoutResponse,
  ResponseResultType,
  type MsgAcknowledgement,
  type MsgRecvPacket,
  type MsgTimeout,
} from 'cosmjs-types/ibc/core/channel/v1/tx'
import { requireAddress } from '../../chain/addresses.ts'
import { checkCoins } from '../../chain/coins.ts'
import { ChainError, SdkErrors } from '../../chain/errors.ts'
import { respond, type MsgContext, type MsgHandler } from '../../chain/module.ts'
import type { IbcKeeper } from './keeper.ts'
import {
  ackEvents,
  encodePacketData,
  errorAck,
  receiveTransfer,
  recvEvents,
  refundTransfer,
  sendTransfer,
  SUCCESS_ACK,
  decodePacketData,
} from './transfer.ts'
import {
  formatHeight,
  heightGte,
  heightOf,
  IbcErrors,
  isZeroHeight,
  revisionOf,
  type ChannelConfig,
  type IbcPacket,
} from './types.ts'

const toPacket = (packet: Packet | undefined): IbcPacket => {
  if (!packet) throw ChainError.wrap(IbcErrors.invalidPacket, 'packet cannot be nil')
  return {
    sequence: packet.sequence,
    sourcePort: packet.sourcePort,
    sourceChannel: packet.sourceChannel,
    destinationPort: packet.destinationPort,
    destinationChannel: packet.destinationChannel,
    data: packet.data,
    timeoutHeight: heightOf(packet.timeoutHeight),
    timeoutTimestamp: packet.timeoutTimestamp,
  }
}

function packetAttributes(packet: IbcPacket, channel: ChannelConfig): Record<string, string> {
  return {
    packet_timeout_height: formatHeight(packet.timeoutHeight),
    packet_timeout_timestamp: packet.timeoutTimestamp.toString(),
    packet_sequence: packet.sequence.toString(),
    packet_src_port: packet.sourcePort,
    packet_src_channel: packet.sourceChannel,
    packet_dst_port: packet.destinationPort,
    packet_dst_channel: packet.destinationChannel,
    packet_channel_ordering: 'ORDER_UNORDERED',
    packet_connection: channel.connectionId,
    connection_id: channel.connectionId,
  }
}

const dataAttributes = (packet: IbcPacket) => ({
  packet_data: fromUtf8(packet.data),
  packet_data_hex: toHex(packet.data),
})

function requireChannel(keeper: IbcKeeper, port: string, channelId: string): ChannelConfig {
  const channel = keeper.channel(port, channelId)
  if (!channel)
    throw ChainError.wrap(IbcErrors.channelNotFound, `port ID (${port}) channel ID (${channelId})`)
  return channel
}

/** The relayer's proof height moves this chain's client of the counterparty (MsgUpdateClient). */
function updateClientFromProof(
  keeper: IbcKeeper,
  channel: ChannelConfig,
  proofHeight: { revisionNumber: bigint; revisionHeight: bigint } | undefined,
  ctx: MsgContext,
): void {
  if (proofHeight) keeper.updateClient(channel, proofHeight, ctx.blockTime.getTime())
}

function transferHandler(keeper: IbcKeeper): MsgHandler<MsgTransfer> {
  return {
    typeUrl: '/ibc.applications.transfer.v1.MsgTransfer',
    module: 'transfer',
    signers: msg => [msg.sender],
    validateBasic: msg => {
      requireAddress(msg.sender, 'sender', keeper.prefix)
      if (!msg.token || !/^[1-9]\d*$/.test(msg.token.amount))
        throw ChainError.wrap(IbcErrors.invalidAmount, 'amount must be strictly positive')
      checkCoins([msg.token])
      if (msg.receiver.trim() === '')
        throw ChainError.wrap(SdkErrors.invalidAddress, 'missing recipient address')
      if (isZeroHeight(heightOf(msg.timeoutHeight)) && msg.timeoutTimestamp === 0n)
        throw ChainError.wrap(
          IbcErrors.invalidPacketTimeout,
          'timeout height and timeout timestamp cannot both be 0',
        )
    },
    execute: (msg, ctx) => {
      const channel = requireChannel(keeper, msg.sourcePort, msg.sourceChannel)
      const token = msg.token ?? { denom: '', amount: '0' }
      const timeoutHeight = heightOf(msg.timeoutHeight)
      const client = keeper.clientHeight(channel)
      if (!isZeroHeight(timeoutHeight) && heightGte(client, timeoutHeight))
        throw ChainError.wrap(
          IbcErrors.packetTimeout,
          `receiving chain block height >= packet timeout height (${formatHeight(client)} >= ${formatHeight(timeoutHeight)})`,
        )
      const denom = sendTransfer(
        keeper,
        msg.sourcePort,
        msg.sourceChannel,
        msg.sender,
        token,
        ctx.events,
      )
      const packet: IbcPacket = {
        sequence: keeper.nextSequence(msg.sourcePort, msg.sourceChannel),
        sourcePort: msg.sourcePort,
        sourceChannel: msg.sourceChannel,
        destinationPort: channel.counterparty.portId,
        destinationChannel: channel.counterparty.channelId,
        data: encodePacketData({
          denom,
          amount: token.amount,
          sender: msg.sender,
          receiver: msg.receiver,
          memo: msg.memo,
        }),
        timeoutHeight,
        timeoutTimestamp: msg.timeoutTimestamp,
      }
      keeper.setCommitment(packet)
      ctx.events.emit('send_packet', {
        ...dataAttributes(packet),
        ...packetAttributes(packet, channel),
      })
      ctx.events.emit('message', { module: 'ibc_channel' })
      ctx.events.emit('ibc_transfer', {
        sender: msg.sender,
        receiver: msg.receiver,
        amount: token.amount,
        denom,
        memo: msg.memo,
      })
      ctx.events.emit('message', { module: 'transfer' })
      return respond('/ibc.applications.transfer.v1.MsgTransferResponse', MsgTransferResponse, {
        sequence: packet.sequence,
      })
    },
  }
}

/**
 * The handler of a 04-channel Msg that carries a packet to receive, acknowledge or time out: its
 * relayer signs it, `apply` runs on the packet, and the response's result is SUCCESS.
 */
function packetHandler<M extends { packet?: Packet; signer: string }>(
  typeUrl: string,
  response: { encode(message: { result: ResponseResultType }): { finish(): Uint8Array } },
  apply: (packet: IbcPacket, msg: M, ctx: MsgContext) => void,
): MsgHandler<M> {
  return {
    typeUrl,
    module: 'ibc_channel',
    signers: msg => [msg.signer],
    execute: (msg, ctx) => {
      apply(toPacket(msg.packet), msg, ctx)
      return respond(`${typeUrl}Response`, response, {
        result: ResponseResultType.RESPONSE_RESULT_TYPE_SUCCESS,
      })
    },
  }
}

const recvHandler = (keeper: IbcKeeper) =>
  packetHandler<MsgRecvPacket>(
    '/ibc.core.channel.v1.MsgRecvPacket',
    MsgRecvPacketResponse,
    (packet, msg, ctx) => {
      const channel = requireChannel(keeper, packet.destinationPort, packet.destinationChannel)
      if (
        channel.counterparty.channelId !== packet.sourceChannel ||
        channel.counterparty.portId !== packet.sourcePort
      )
        throw ChainError.wrap(
          IbcErrors.invalidPacket,
          'packet source does not match the channel counterparty',
        )
      updateClientFromProof(keeper, channel, msg.proofHeight, ctx)
      if (keeper.hasReceipt(packet.destinationPort, packet.destinationChannel, packet.sequence))
        throw ChainError.wrap(IbcErrors.redundantTx, 'packet messages are redundant')
      const self = { revisionNumber: revisionOf(ctx.chainId), revisionHeight: ctx.height }
      if (!isZeroHeight(packet.timeoutHeight) && heightGte(self, packet.timeoutHeight))
        throw ChainError.wrap(
          IbcErrors.packetTimeout,
          `block height >= packet timeout height (${formatHeight(self)} >= ${formatHeight(packet.timeoutHeight)})`,
        )
      const nowNs = BigInt(ctx.blockTime.getTime()) * 1_000_000n
      if (packet.timeoutTimestamp !== 0n && nowNs >= packet.timeoutTimestamp)
        throw ChainError.wrap(
          IbcErrors.packetTimeout,
          'block timestamp >= packet timeout timestamp',
        )
      keeper.setReceipt(packet.destinationPort, packet.destinationChannel, packet.sequence)
      ctx.events.emit('recv_packet', {
        ...dataAttributes(packet),
        ...packetAttributes(packet, channel),
      })
      ctx.events.emit('message', { module: 'ibc_channel' })
      const ack = applyReceive(keeper, packet, ctx)
      keeper.setAcknowledgement(
        packet.destinationPort,
        packet.destinationChannel,
        packet.sequence,
        ack,
      )
      ctx.events.emit('write_acknowledgement', {
        ...dataAttributes(packet),
        ...packetAttributes(packet, channel),
        packet_ack: ack,
        packet_ack_hex: Buffer.from(ack).toString('hex'),
      })
    },
  )

/** Runs OnRecvPacket in a savepoint: an error ack keeps none of its state changes. */
function applyReceive(keeper: IbcKeeper, packet: IbcPacket, ctx: MsgContext): string {
  let data
  try {
    data = decodePacketData(packet.data)
  } catch (error) {
    return errorAck(error)
  }
  try {
    ctx.store.savepoint(() => receiveTransfer(keeper, packet, ctx.events))
    recvEvents(ctx.events, data)
    return SUCCESS_ACK
  } catch (error) {
    if (!(error instanceof ChainError)) throw error
    recvEvents(ctx.events, data, error)
    return errorAck(error)
  }
}

/** Deletes the packet's commitment on its source chain (after an ack or a timeout). */
function closePacket(keeper: IbcKeeper, packet: IbcPacket): ChannelConfig {
  const channel = requireChannel(keeper, packet.sourcePort, packet.sourceChannel)
  if (!keeper.deleteCommitment(packet.sourcePort, packet.sourceChannel, packet.sequence))
    throw ChainError.wrap(IbcErrors.redundantTx, 'packet messages are redundant')
  return channel
}

const acknowledgementHandler = (keeper: IbcKeeper) =>
  packetHandler<MsgAcknowledgement>(
    '/ibc.core.channel.v1.MsgAcknowledgement',
    MsgAcknowledgementResponse,
    (packet, msg, ctx) => {
      const channel = closePacket(keeper, packet)
      updateClientFromProof(keeper, channel, msg.proofHeight, ctx)
      ctx.events.emit('acknowledge_packet', packetAttributes(packet, channel))
      ctx.events.emit('message', { module: 'ibc_channel' })
      const ack = fromUtf8(msg.acknowledgement)
      let parsed: { result?: unknown; error?: unknown }
      try {
        parsed = JSON.parse(ack) as typeof parsed
      } catch {
        throw ChainError.wrap(
          SdkErrors.unknownRequest,
          'cannot unmarshal ICS-20 transfer packet acknowledgement',
        )
      }
      const data =
        parsed.error !== undefined
          ? refundTransfer(keeper, packet, ctx.events)
          : decodePacketData(packet.data)
      ackEvents(ctx.events, data, ack)
    },
  )

const timeoutHandler = (keeper: IbcKeeper) =>
  packetHandler<MsgTimeout>(
    '/ibc.core.channel.v1.MsgTimeout',
    MsgTimeoutResponse,
    (packet, msg, ctx) => {
      const proof = heightOf(msg.proofHeight)
      const heightPassed =
        !isZeroHeight(packet.timeoutHeight) && heightGte(proof, packet.timeoutHeight)
      if (!heightPassed && packet.timeoutTimestamp === 0n)
        throw ChainError.wrap(
          IbcErrors.packetTimeout,
          `packet timeout has not been reached for height or timestamp (proof height ${formatHeight(proof)})`,
        )
      const channel = closePacket(keeper, packet)
      updateClientFromProof(keeper, channel, msg.proofHeight, ctx)
      ctx.events.emit('timeout_packet', packetAttributes(packet, channel))
      ctx.events.emit('message', { module: 'ibc_channel' })
      const data = refundTransfer(keeper, packet, ctx.events)
      ctx.events.emit('timeout', {
        refund_receiver: data.sender,
        refund_denom: data.denom,
        refund_amount: data.amount,
        memo: data.memo,
      })
    },
  )

export function ibcHandlers(keeper: IbcKeeper): MsgHandler<never>[] {
  return [
    transferHandler(keeper),
    recvHandler(keeper),
    acknowledgementHandler(keeper),
    timeoutHandler(keeper),
  ] as MsgHandler<never>[]
}
