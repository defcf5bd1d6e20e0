import { fromUtf8, toUtf8 } from '@cosmjs/encoding'
import { isValidAddress, moduleAddress } from '../../chain/addresses.ts'
import type { Coin } from '../../chain/coins.ts'
import { ChainError, SdkErrors, type ErrorKind } from '../../chain/errors.ts'
import type { EventCollector } from '../../chain/events.ts'
import { fullDenomPath, hasHopPrefix, ibcDenom, parseDenomTrace, traceHash } from './denom.ts'
import type { IbcKeeper } from './keeper.ts'
import { IbcErrors, type IbcPacket } from './types.ts'

/** ICS-20 `FungibleTokenPacketData`, as JSON on the wire. */
export interface TokenPacketData {
  readonly denom: string
  readonly amount: string
  readonly sender: string
  readonly receiver: string
  readonly memo: string
}

/** `GetBytes`: sorted-key proto JSON, an empty memo left out. */
export function encodePacketData(data: TokenPacketData): Uint8Array {
  const { memo, ...rest } = data
  const fields: Record<string, string> = { ...rest, ...(memo ? { memo } : {}) }
  const sorted = Object.fromEntries(
    Object.keys(fields)
      .sort()
      .map(key => [key, fields[key]]),
  )
  return toUtf8(JSON.stringify(sorted))
}

export function decodePacketData(bytes: Uint8Array): TokenPacketData {
  let json: unknown
  try {
    json = JSON.parse(fromUtf8(bytes))
  } catch {
    throw ChainError.wrap(SdkErrors.unknownRequest, 'cannot unmarshal ICS-20 transfer packet data')
  }
  const field = (name: string) => {
    const value = (json as Record<string, unknown> | null)?.[name]
    return typeof value === 'string' ? value : ''
  }
  const data = {
    denom: field('denom'),
    amount: field('amount'),
    sender: field('sender'),
    receiver: field('receiver'),
    memo: field('memo'),
  }
  if (!/^[1-9]\d*$/.test(data.amount))
    throw ChainError.wrap(
      IbcErrors.invalidAmount,
      `unable to parse transfer amount (${data.amount}) into math.Int`,
    )
  if (data.sender.trim() === '')
    throw ChainError.wrap(SdkErrors.invalidAddress, 'sender address cannot be blank')
  if (data.receiver.trim() === '')
    throw ChainError.wrap(SdkErrors.invalidAddress, 'receiver address cannot be blank')
  if (data.denom.trim() === '')
    throw ChainError.wrap(IbcErrors.invalidDenom, 'denom cannot be blank')
  return data
}

/** The success acknowledgement ibc-go writes: `{"result":"AQ=="}` (the byte 0x01). */
export const SUCCESS_ACK = '{"result":"AQ=="}'

/** ibc-go v7 error acks carry only the ABCI code; the reason is in the events. */
export function errorAck(error: unknown): string {
  const code = error instanceof ChainError ? error.kind.code : 1
  return JSON.stringify({
    error: `ABCI code: ${code}: error handling packet: see events for details`,
  })
}

const packetEventFields = (data: TokenPacketData) => ({
  module: 'transfer',
  sender: data.sender,
  receiver: data.receiver,
  denom: data.denom,
  amount: data.amount,
  memo: data.memo,
})

/**
 * Sends a token out: escrowed when this chain is its source, burned when it is a voucher going
 * home. Returns the packet data's denom (the full trace path).
 */
export function sendTransfer(
  keeper: IbcKeeper,
  port: string,
  channelId: string,
  sender: string,
  token: Coin,
  events: EventCollector,
): string {
  let fullDenom = token.denom
  if (token.denom.startsWith('ibc/')) {
    const trace = keeper.denomTrace(token.denom)
    if (!trace) throw ChainError.wrap(IbcErrors.traceNotFound, token.denom.slice('ibc/'.length))
    fullDenom = fullDenomPath(trace)
  }
  if (!hasHopPrefix(port, channelId, fullDenom)) {
    keeper.bank.send(sender, keeper.escrowAddress(port, channelId), [token], events)
  } else {
    keeper.bank.burn(sender, [token])
    events.emit('burn', { burner: sender, amount: `${token.amount}${token.denom}` })
  }
  return fullDenom
}

/**
 * The module accounts a chain's bank refuses to credit (`BlockedAddrs`: every module account
 * but gov's, as the SDK's app wiring does); a packet for one of them gets an error ack.
 */
const BLOCKED_MODULES = [
  'fee_collector',
  'distribution',
  'mint',
  'bonded_tokens_pool',
  'not_bonded_tokens_pool',
  'transfer',
] as const

export function isBlockedReceiver(address: string, prefix: string): boolean {
  return BLOCKED_MODULES.some(name => moduleAddress(name, prefix) === address)
}

const notAllowed = (kind: ErrorKind, receiver: string) =>
  ChainError.wrap(kind, `${receiver} is not allowed to receive funds`)

/**
 * OnRecvPacket: unescrows a token coming home or mints a voucher with its trace. Throws for an
 * error acknowledgement; the caller reverts the state changes and writes the error ack.
 */
export function receiveTransfer(
  keeper: IbcKeeper,
  packet: IbcPacket,
  events: EventCollector,
): void {
  const data = decodePacketData(packet.data)
  if (!isValidAddress(data.receiver, keeper.prefix))
    throw ChainError.wrap(
      SdkErrors.invalidAddress,
      `failed to decode receiver address: ${data.receiver}`,
    )
  const blocked = isBlockedReceiver(data.receiver, keeper.prefix)
  if (hasHopPrefix(packet.sourcePort, packet.sourceChannel, data.denom)) {
    // ibc-go checks the receiver itself before unescrowing (ibcerrors.ErrUnauthorized).
    if (blocked) throw notAllowed(IbcErrors.unauthorized, data.receiver)
    const unprefixed = data.denom.slice(`${packet.sourcePort}/${packet.sourceChannel}/`.length)
    const denom = ibcDenom(parseDenomTrace(unprefixed))
    keeper.bank.send(
      keeper.escrowAddress(packet.destinationPort, packet.destinationChannel),
      data.receiver,
      [{ denom, amount: data.amount }],
      events,
    )
    return
  }
  const trace = parseDenomTrace(
    `${packet.destinationPort}/${packet.destinationChannel}/${data.denom}`,
  )
  if (keeper.setDenomTrace(trace))
    events.emit('denomination_trace', { trace_hash: traceHash(trace), denom: ibcDenom(trace) })
  // Minting goes through the bank's SendCoinsFromModuleToAccount, which refuses blocked addresses.
  if (blocked) throw notAllowed(SdkErrors.unauthorized, data.receiver)
  const voucher = { denom: ibcDenom(trace), amount: data.amount }
  keeper.bank.mint(data.receiver, [voucher])
  events.emit('coinbase', { minter: data.receiver, amount: `${voucher.amount}${voucher.denom}` })
}

/** `refundPacketToken`, after an error acknowledgement or a timeout. */
export function refundTransfer(
  keeper: IbcKeeper,
  packet: IbcPacket,
  events: EventCollector,
): TokenPacketData {
  const data = decodePacketData(packet.data)
  const token = { denom: ibcDenom(parseDenomTrace(data.denom)), amount: data.amount }
  if (!hasHopPrefix(packet.sourcePort, packet.sourceChannel, data.denom)) {
    keeper.bank.send(
      keeper.escrowAddress(packet.sourcePort, packet.sourceChannel),
      data.sender,
      [token],
      events,
    )
  } else {
    keeper.bank.mint(data.sender, [token])
  }
  return data
}

export function recvEvents(events: EventCollector, data: TokenPacketData, error?: Error): void {
  events.emit('fungible_token_packet', {
    ...packetEventFields(data),
    success: error === undefined ? 'true' : 'false',
    ...(error === undefined ? {} : { error: error.message }),
  })
}

export function ackEvents(events: EventCollector, data: TokenPacketData, ack: string): void {
  const parsed = JSON.parse(ack) as { result?: string; error?: string }
  events.emit('fungible_token_packet', { ...packetEventFields(data), acknowledgement: ack })
  if (parsed.error !== undefined) events.emit('fungible_token_packet', { error: parsed.error })
  else events.emit('fungible_token_packet', { success: '\u0001' })
}
