import { sha256 } from '@cosmjs/crypto'
import { toHex, toUtf8 } from '@cosmjs/encoding'

export const TRANSFER_PORT = 'transfer'

/**
 * The voucher denom a chain mints for a token that arrived over `path` (ICS-20):
 * `ibc/` + uppercase hex SHA-256 of `<path>/<base>`. `path` is the trace's port/channel pairs,
 * e.g. `transfer/channel-0`; a bare channel id (`channel-0`) means port `transfer`.
 */
export function ibcDenom(path: string, base: string): string {
  const trace = /^channel-\d+$/.test(path) ? `${TRANSFER_PORT}/${path}` : path
  const full = trace === '' ? base : `${trace.replace(/\/+$/, '')}/${base}`
  return `ibc/${toHex(sha256(toUtf8(full))).toUpperCase()}`
}

/** `ibc/<64 hex>`: a voucher whose origin has to be looked up (its denom trace). */
export function isIbcDenom(denom: string): boolean {
  return /^ibc\/[0-9A-Fa-f]{64}$/.test(denom)
}

export function ibcDenomHash(denom: string): string | null {
  return isIbcDenom(denom) ? denom.slice(4).toUpperCase() : null
}

export interface DenomTrace {
  /** Port/channel pairs the token travelled, newest hop first: `transfer/channel-0`. */
  readonly path: string
  /** The denom on the chain it came from: `uosmo`. */
  readonly baseDenom: string
}

/** The voucher denom of a trace (what `ibcDenom` gives for its path and base). */
export function denomOfTrace(trace: DenomTrace): string {
  return trace.path === '' ? trace.baseDenom : ibcDenom(trace.path, trace.baseDenom)
}

/** The channel the token last arrived through (the first hop of the path), or null. */
export function firstHopChannel(trace: DenomTrace): string | null {
  const match = /^[^/]+\/(channel-\d+)/.exec(trace.path)
  return match?.[1] ?? null
}

/**
 * What a token sent over `channel` (source side) becomes on the other chain: when the token is a
 * voucher that came in over the same channel's counterparty, it goes home (the path unwinds);
 * otherwise the receiving chain prefixes its own channel. Returns the denom on the destination.
 */
export function denomAfterTransfer(
  trace: DenomTrace,
  sourceChannel: string,
  destinationChannel: string,
): string {
  const sourcePrefix = `${TRANSFER_PORT}/${sourceChannel}`
  if (trace.path === sourcePrefix || trace.path.startsWith(`${sourcePrefix}/`)) {
    const rest = trace.path.slice(sourcePrefix.length).replace(/^\//, '')
    return denomOfTrace({ path: rest, baseDenom: trace.baseDenom })
  }
  const path = `${TRANSFER_PORT}/${destinationChannel}${trace.path ? `/${trace.path}` : ''}`
  return ibcDenom(path, trace.baseDenom)
}
