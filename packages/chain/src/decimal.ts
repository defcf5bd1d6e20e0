/** Exact decimal helpers on bigint: amounts and prices never go through JS floating point. */

export interface Decimal {
  /** The digits without the decimal point. */
  readonly units: bigint
  /** How many of those digits are after the decimal point. */
  readonly scale: number
}

const DECIMAL_PATTERN = /^(\d+)(?:\.(\d+))?$/

/** Parses a non-negative decimal literal such as `0.0016`; throws on anything else. */
export function parseDecimal(literal: string): Decimal {
  const match = DECIMAL_PATTERN.exec(literal)
  if (!match) throw new Error(`Not a decimal number: ${literal}`)
  const fraction = match[2] ?? ''
  return { units: BigInt(`${match[1]}${fraction}`), scale: fraction.length }
}

/** `value × factor`, rounded up to a whole number. */
export function multiplyCeil(value: bigint, factor: string): bigint {
  const { units, scale } = parseDecimal(factor)
  const divisor = 10n ** BigInt(scale)
  const product = value * units
  return (product + divisor - 1n) / divisor
}
