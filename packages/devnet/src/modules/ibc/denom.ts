import { sha256 } from '../../chain/sha256.ts'
import { toHex, toUtf8 } from '@cosmjs/encoding'

/** ICS-20 denom trace: the path of `port/channel` hops and the denom on the chain it came from. */
export interface DenomTrace {
  readonly path: string
  readonly baseDenom: string
}

const CHANNEL_ID = /^channel-\d+$/

/** `transfertypes.ParseDenomTrace`: leading `port/channel` pairs are the path, the rest the base. */
export function parseDenomTrace(fullDenom: string): DenomTrace {
  const parts = fullDenom.split('/')
  let index = 0
  while (index < parts.length - 1 && parts.length > 2 && CHANNEL_ID.test(parts[index + 1] ?? ''))
    index += 2
  return { path: parts.slice(0, index).join('/'), baseDenom: parts.slice(index).join('/') }
}

export const fullDenomPath = (trace: DenomTrace) =>
  trace.path === '' ? trace.baseDenom : `${trace.path}/${trace.baseDenom}`

/** Upper-case hex SHA-256 of the full path (`DenomTrace.Hash`). */
export const traceHash = (trace: DenomTrace) =>
  toHex(sha256(toUtf8(fullDenomPath(trace)))).toUpperCase()

/** The denom a trace has on this chain: the base denom, or `ibc/<hash>` for a voucher. */
export const ibcDenom = (trace: DenomTrace) =>
  trace.path === '' ? trace.baseDenom : `ibc/${traceHash(trace)}`

/** Whether `denom` (a packet's denom) was prefixed by this port and channel when it left. */
export const hasHopPrefix = (port: string, channel: string, denom: string) =>
  denom.startsWith(`${port}/${channel}/`)

/** `GetEscrowAddress`: sha256(version ‖ 0x00 ‖ "port/channel"), first 20 bytes. */
export function escrowAddressBytes(version: string, port: string, channel: string): Uint8Array {
  const head = toUtf8(version)
  const contents = toUtf8(`${port}/${channel}`)
  const preimage = new Uint8Array(head.length + 1 + contents.length)
  preimage.set(head, 0)
  preimage.set(contents, head.length + 1)
  return sha256(preimage).slice(0, 20)
}
