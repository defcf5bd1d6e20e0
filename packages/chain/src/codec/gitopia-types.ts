import type { GeneratedType } from '@cosmjs/proto-signing'
import * as gitopiaTx from '@gitopia/gitopia-js/src/types/gitopia/tx'
import * as rewardsTx from '@gitopia/gitopia-js/src/types/rewards/tx'
import * as storageTx from '@gitopia/gitopia-js/src/types/storage/tx'
import type { ProtoMessageType } from './amino.ts'
import { MSG_SIGN_DATA_TYPE_URL, MsgSignData } from './offchain.ts'

export interface MsgTypeEntry {
  readonly typeUrl: string
  readonly type: GeneratedType & ProtoMessageType
  /** The response type (`MsgXResponse`) when the package defines one. */
  readonly responseTypeUrl?: string
  readonly responseType?: GeneratedType & ProtoMessageType
}

function isMessageType(value: unknown): value is GeneratedType & ProtoMessageType {
  return (
    typeof value === 'object' &&
    value !== null &&
    'encode' in value &&
    'decode' in value &&
    'fromPartial' in value &&
    'fromJSON' in value
  )
}

function collect(pkg: string, module: Record<string, unknown>): MsgTypeEntry[] {
  const entries: MsgTypeEntry[] = []
  for (const [name, type] of Object.entries(module)) {
    if (!name.startsWith('Msg') || name.includes('_')) continue
    // `MsgXResponse` answers `MsgX`; `MsgSubmitChallengeResponse` is a Msg of its own.
    if (name.endsWith('Response') && isMessageType(module[name.slice(0, -'Response'.length)]))
      continue
    if (!isMessageType(type)) continue
    const response = module[`${name}Response`]
    entries.push({
      typeUrl: `/${pkg}.${name}`,
      type,
      ...(isMessageType(response)
        ? { responseTypeUrl: `/${pkg}.${name}Response`, responseType: response }
        : {}),
    })
  }
  return entries
}

/**
 * Every Msg of the gitopia, storage, rewards and offchain packages. This pulls the whole generated
 * tx code, so it is for Node (the devnet, tests); the web app registers only what it sends.
 */
export const allGitopiaMsgTypes: readonly MsgTypeEntry[] = [
  ...collect('gitopia.gitopia.gitopia', gitopiaTx),
  ...collect('gitopia.gitopia.storage', storageTx),
  ...collect('gitopia.gitopia.rewards', rewardsTx),
  { typeUrl: MSG_SIGN_DATA_TYPE_URL, type: MsgSignData },
]
