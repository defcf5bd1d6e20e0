/**
 * `sdk.Dec` (cosmos-sdk `math.LegacyDec`): a decimal with 18 places, kept here as an integer
 * scaled by 10^18 ("atomics"). The chain prints one with all 18 places ("0.500000000000000000") in
 * JSON and sends its atomics, without a point, in protobuf.
 */
export const DEC = 10n ** 18n
const PLACES = 18

/** A decimal string ("0.5", "-2", "1.250000000000000000") as atomics; places past 18 are cut. */
export function parseDec(text: string): bigint {
  const negative = text.startsWith('-')
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.')
  const atomics = BigInt(whole || '0') * DEC + BigInt(fraction.padEnd(PLACES, '0').slice(0, PLACES))
  return negative ? -atomics : atomics
}

/** Atomics as the chain prints an `sdk.Dec`: all 18 places. */
export function formatDec(atomics: bigint): string {
  const sign = atomics < 0n ? '-' : ''
  const magnitude = atomics < 0n ? -atomics : atomics
  return `${sign}${magnitude / DEC}.${(magnitude % DEC).toString().padStart(PLACES, '0')}`
}

/** A decimal string in the chain's print form ("0.5" → "0.500000000000000000"). */
export const normalizeDec = (text: string): string => formatDec(parseDec(text))

/** A decimal string as protobuf carries an `sdk.Dec`: its atomics, no point. */
export const decAtomics = (text: string): string => parseDec(text).toString()

/** Atomics without trailing zeros ("1.5", "10"), as x/group prints sums of weights. */
export const formatDecShort = (atomics: bigint): string => formatDec(atomics).replace(/\.?0+$/, '')
