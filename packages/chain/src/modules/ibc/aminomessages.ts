import type { AminoConverters } from '@cosmjs/stargate'
import { MsgTransfer } from 'cosmjs-types/ibc/applications/transfer/v1/tx'

/**
 * Legacy Amino JSON of ICS-20 `MsgTransfer`, as a Ledger signs it: the SDK's names and field forms
 * (64-bit integers as strings, zero values left out). Unit tests hold it to what cosmjs' own
 * converter produces, so the signing chunk does not need all of @cosmjs/stargate for it.
 */
type Json = Record<string, unknown>
interface Coin {
  readonly denom: string
  readonly amount: string
}

/** Zero values are left out (Go's omitempty); what is left is printed as a string. */
const nonZero = (value: unknown): string | undefined =>
  (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') &&
  value !== '' &&
  value !== 0 &&
  value !== 0n
    ? String(value)
    : undefined
const withoutUndefined = (value: Json): Json =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined))

export function ibcAminoConverters(): AminoConverters {
  return {
    '/ibc.applications.transfer.v1.MsgTransfer': {
      aminoType: 'cosmos-sdk/MsgTransfer',
      toAmino: (m: Json) => {
        const height = m.timeoutHeight as Json | undefined
        return withoutUndefined({
          source_port: m.sourcePort,
          source_channel: m.sourceChannel,
          token: m.token,
          sender: m.sender,
          receiver: m.receiver,
          timeout_height: height
            ? withoutUndefined({
                revision_height: nonZero(height.revisionHeight),
                revision_number: nonZero(height.revisionNumber),
              })
            : {},
          timeout_timestamp: nonZero(m.timeoutTimestamp),
          memo: nonZero(m.memo),
        })
      },
      fromAmino: (a: Json) => {
        const height = a.timeout_height as Json | undefined
        return MsgTransfer.fromPartial({
          sourcePort: a.source_port as string,
          sourceChannel: a.source_channel as string,
          token: a.token as Coin,
          sender: a.sender as string,
          receiver: a.receiver as string,
          timeoutHeight: height
            ? {
                revisionHeight: BigInt((height.revision_height as string | undefined) || '0'),
                revisionNumber: BigInt((height.revision_number as string | undefined) || '0'),
              }
            : undefined,
          timeoutTimestamp: BigInt((a.timeout_timestamp as string | undefined) || '0'),
          memo: (a.memo as string | undefined) ?? '',
        })
      },
    },
  }
}
