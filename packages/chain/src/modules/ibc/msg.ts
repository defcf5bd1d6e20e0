import type { EncodeObject } from '@cosmjs/proto-signing'
import { MsgTransfer } from 'cosmjs-types/ibc/applications/transfer/v1/tx'
import { TRANSFER_PORT } from './denom.ts'
import type { PacketTimeout } from './timeout.ts'

export const MSG_TRANSFER_TYPE_URL = '/ibc.applications.transfer.v1.MsgTransfer'

export interface TransferParams {
  readonly sourceChannel: string
  readonly sender: string
  readonly receiver: string
  readonly denom: string
  readonly amount: bigint
  readonly timeout: PacketTimeout
  readonly memo?: string
}

export interface MsgTransferEncodeObject extends EncodeObject {
  readonly typeUrl: typeof MSG_TRANSFER_TYPE_URL
  readonly value: MsgTransfer
}

/** An ICS-20 transfer over port `transfer`, with both timeout bounds. */
export function buildMsgTransfer(params: TransferParams): MsgTransferEncodeObject {
  if (params.amount <= 0n) throw new Error('The amount must be greater than zero')
  return {
    typeUrl: MSG_TRANSFER_TYPE_URL,
    value: MsgTransfer.fromPartial({
      sourcePort: TRANSFER_PORT,
      sourceChannel: params.sourceChannel,
      token: { denom: params.denom, amount: params.amount.toString() },
      sender: params.sender,
      receiver: params.receiver.trim(),
      timeoutHeight: {
        revisionNumber: params.timeout.timeoutHeight.revisionNumber,
        revisionHeight: params.timeout.timeoutHeight.revisionHeight,
      },
      timeoutTimestamp: params.timeout.timeoutTimestamp,
      memo: params.memo ?? '',
    }),
  }
}
