import { BaseAccount, ModuleAccount } from 'cosmjs-types/cosmos/auth/v1beta1/auth'
import { QueryAccountRequest, QueryAccountResponse } from 'cosmjs-types/cosmos/auth/v1beta1/query'
import {
  BaseVestingAccount,
  ContinuousVestingAccount,
  DelayedVestingAccount,
  PeriodicVestingAccount,
} from 'cosmjs-types/cosmos/vesting/v1beta1/vesting'
import { BinaryReader, BinaryWriter } from 'cosmjs-types/binary'
import { Any } from 'cosmjs-types/google/protobuf/any'
import { abciQuery, type CometCall } from './comet.ts'

/** What signing needs of an account: its number and the next sequence. */
export interface AccountSequence {
  readonly accountNumber: bigint
  readonly sequence: number
}

/** The BaseAccount inside the account kinds the SDK's auth and vesting modules store. */
function baseAccountOf({ typeUrl, value }: Any): BaseAccount | undefined {
  switch (typeUrl) {
    case '/cosmos.auth.v1beta1.BaseAccount':
      return BaseAccount.decode(value)
    case '/cosmos.auth.v1beta1.ModuleAccount':
      return ModuleAccount.decode(value).baseAccount
    case '/cosmos.vesting.v1beta1.BaseVestingAccount':
      return BaseVestingAccount.decode(value).baseAccount
    case '/cosmos.vesting.v1beta1.ContinuousVestingAccount':
      return ContinuousVestingAccount.decode(value).baseVestingAccount?.baseAccount
    case '/cosmos.vesting.v1beta1.DelayedVestingAccount':
      return DelayedVestingAccount.decode(value).baseVestingAccount?.baseAccount
    case '/cosmos.vesting.v1beta1.PeriodicVestingAccount':
      return PeriodicVestingAccount.decode(value).baseVestingAccount?.baseAccount
    default:
      throw new Error(`Unsupported type: '${typeUrl}'`)
  }
}

/** Account number and sequence from the auth module (ABCI query `Query/Account`). */
export async function accountSequence(call: CometCall, address: string): Promise<AccountSequence> {
  let account: Any | undefined
  try {
    const request = QueryAccountRequest.encode({ address }).finish()
    const bytes = await abciQuery(call, '/cosmos.auth.v1beta1.Query/Account', request)
    account = QueryAccountResponse.decode(bytes).account
  } catch (error) {
    if (!/rpc error: code = NotFound/i.test(String(error))) throw error
  }
  const base = account && baseAccountOf(account)
  if (!base) {
    throw new Error(
      `Account '${address}' does not exist on chain. Send some tokens there before trying to query sequence.`,
    )
  }
  const sequence = Number(base.sequence)
  if (!Number.isSafeInteger(sequence)) throw new Error('The node reported an impossible sequence')
  return { accountNumber: base.accountNumber, sequence }
}

/*
 * Simulate's request and answer, and the TxMsgData of a block result, are read and written here
 * with cosmjs-types' BinaryReader/Writer: their generated types live in modules
 * (cosmos/tx/v1beta1/service, cosmos/base/abci/v1beta1/abci) that pull in all of CometBFT's ABCI
 * and block types, ~45 kB gzip that the signing chunk would load for three fields.
 */

/** `SimulateRequest{tx_bytes = 2}`. */
function simulateRequest(txBytes: Uint8Array): Uint8Array {
  return BinaryWriter.create().uint32(18).bytes(txBytes).finish()
}

/** `SimulateResponse.gas_info (1)` → `GasInfo.gas_used (2)`; undefined without gas info. */
function gasUsedOf(response: Uint8Array): bigint | undefined {
  const reader = new BinaryReader(response)
  let gasUsed: bigint | undefined
  while (reader.pos < reader.len) {
    const tag = reader.uint32()
    if (tag !== 10) {
      reader.skipType(tag & 7)
      continue
    }
    const end = reader.uint32() + reader.pos
    gasUsed ??= 0n
    while (reader.pos < end) {
      const field = reader.uint32()
      if (field === 16) gasUsed = reader.uint64()
      else reader.skipType(field & 7)
    }
  }
  return gasUsed
}

/** Gas the node's simulation of these tx bytes used (`Service/Simulate`). */
export async function simulateTx(call: CometCall, txBytes: Uint8Array): Promise<bigint> {
  const response = await abciQuery(
    call,
    '/cosmos.tx.v1beta1.Service/Simulate',
    simulateRequest(txBytes),
  )
  const gasUsed = gasUsedOf(response)
  if (gasUsed === undefined) throw new Error('The simulation returned no gas info')
  return gasUsed
}

/** `TxMsgData.msg_responses (2)`: what each Msg of a committed tx answered. */
export function msgResponsesOf(data: Uint8Array): { typeUrl: string; value: Uint8Array }[] {
  const reader = new BinaryReader(data)
  const responses: { typeUrl: string; value: Uint8Array }[] = []
  while (reader.pos < reader.len) {
    const tag = reader.uint32()
    if (tag === 18) {
      const any = Any.decode(reader, reader.uint32())
      responses.push({ typeUrl: any.typeUrl, value: any.value })
    } else reader.skipType(tag & 7)
  }
  return responses
}
