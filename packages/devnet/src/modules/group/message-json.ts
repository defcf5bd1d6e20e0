import type { Registry } from '@cosmjs/proto-signing'
import { PercentageDecisionPolicy } from 'cosmjs-types/cosmos/group/v1/types'

/**
 * A proposal's Msg as the gRPC gateway prints it: proto field names (snake_case), nested `Any`s
 * expanded with their `@type`, durations as "7200s" (cosmjs-types' toJSON gives camelCase,
 * `{typeUrl, value}` and `{seconds, nanos}`).
 */
type Json = Record<string, unknown>

const NESTED: Record<string, { decode(bytes: Uint8Array): unknown; toJSON(m: never): unknown }> = {
  '/cosmos.group.v1.PercentageDecisionPolicy': PercentageDecisionPolicy,
}

const snake = (key: string) => key.replace(/[A-Z]/g, c => `_${c.toLowerCase()}`)

function gateway(value: unknown, registry: Registry): unknown {
  if (Array.isArray(value)) return value.map(v => gateway(v, registry))
  if (typeof value !== 'object' || value === null) return value
  const obj = value as Json
  const keys = Object.keys(obj).sort().join(',')
  if (keys === 'nanos,seconds') {
    const nanos = Number(obj.nanos ?? 0)
    return `${String(obj.seconds)}${nanos ? `.${String(nanos).padStart(9, '0')}` : ''}s`
  }
  if (keys === 'typeUrl,value' && typeof obj.typeUrl === 'string') {
    return anyJson(obj.typeUrl, Buffer.from(String(obj.value), 'base64'), registry)
  }
  return Object.fromEntries(Object.entries(obj).map(([k, v]) => [snake(k), gateway(v, registry)]))
}

export function anyJson(typeUrl: string, bytes: Uint8Array, registry: Registry): Json {
  try {
    const nested = NESTED[typeUrl]
    const type = (nested ?? registry.lookupType(typeUrl)) as
      { decode(b: Uint8Array): unknown; toJSON?: (m: unknown) => unknown } | undefined
    if (!type?.toJSON) return { '@type': typeUrl }
    const json = gateway(type.toJSON(type.decode(bytes)), registry) as Json
    return { '@type': typeUrl, ...json }
  } catch {
    return { '@type': typeUrl }
  }
}
