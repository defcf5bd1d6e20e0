import type { GeneratedType } from '@cosmjs/proto-signing'
import type { ProtoMessageType } from '../modules/gitopia/aminomessages.ts'

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

/** Every `MsgX` a generated tx module exports, under `/<pkg>.MsgX`, with its response type. */
export function collectMsgTypes(pkg: string, module: Record<string, unknown>): MsgTypeEntry[] {
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
