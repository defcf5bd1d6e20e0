import { errorKinds } from '../../chain/errors.ts'

/** One side of an open ICS-20 channel, as it exists at genesis (docs/protocol.md "IBC"). */
export interface ChannelConfig {
  readonly portId: string
  readonly channelId: string
  readonly connectionId: string
  readonly clientId: string
  readonly counterparty: {
    readonly chainId: string
    readonly portId: string
    readonly channelId: string
    /** The counterparty's ends of the connection and client under the channel. */
    readonly connectionId: string
    readonly clientId: string
  }
}

export interface IbcHeight {
  readonly revisionNumber: bigint
  readonly revisionHeight: bigint
}

/** A packet as ibc-go's `channeltypes.Packet`, with bigints for the numbers. */
export interface IbcPacket {
  readonly sequence: bigint
  readonly sourcePort: string
  readonly sourceChannel: string
  readonly destinationPort: string
  readonly destinationChannel: string
  readonly data: Uint8Array
  readonly timeoutHeight: IbcHeight
  /** Nanoseconds since the epoch; 0 = none. */
  readonly timeoutTimestamp: bigint
}

export const TRANSFER_PORT = 'transfer'
export const ICS20_VERSION = 'ics20-1'

/** The ibc-go v7 errors the devnet produces (04-channel, core and apps/transfer `errors.go`). */
export const IbcErrors = {
  ...errorKinds('channel', {
    channelNotFound: [3, 'channel not found'],
    invalidPacket: [13, 'invalid packet'],
    packetTimeout: [14, 'packet timeout'],
    packetCommitmentNotFound: [20, 'packet commitment not found'],
    redundantTx: [23, 'packet messages are redundant'],
  }),
  ...errorKinds('ibc', { unauthorized: [2, 'unauthorized'] }),
  ...errorKinds('transfer', {
    invalidPacketTimeout: [2, 'invalid packet timeout'],
    invalidDenom: [3, 'invalid denomination for cross-chain transfer'],
    invalidAmount: [5, 'invalid token amount'],
    traceNotFound: [6, 'denomination trace not found'],
  }),
}

/** A height from a Msg: an absent one is zero, as Go's zero value. */
export const heightOf = (height: IbcHeight | undefined): IbcHeight => ({
  revisionNumber: height?.revisionNumber ?? 0n,
  revisionHeight: height?.revisionHeight ?? 0n,
})

/** `clienttypes.ParseChainID`: the revision number is the number after the last `-`. */
export function revisionOf(chainId: string): bigint {
  const match = /^.+[^-]-(\d+)$/.exec(chainId)
  return match?.[1] ? BigInt(match[1]) : 0n
}

/** Heights compare revision first (`clienttypes.Height.GTE`). */
export function heightGte(a: IbcHeight, b: IbcHeight): boolean {
  if (a.revisionNumber !== b.revisionNumber) return a.revisionNumber > b.revisionNumber
  return a.revisionHeight >= b.revisionHeight
}

export const isZeroHeight = (height: IbcHeight) =>
  height.revisionNumber === 0n && height.revisionHeight === 0n

export const formatHeight = (height: IbcHeight) =>
  `${height.revisionNumber}-${height.revisionHeight}`
