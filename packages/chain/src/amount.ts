import { NATIVE_TOKEN, type Token } from './constants.ts'

export const UINT64_MAX = 2n ** 64n - 1n
export const UINT128_MAX = 2n ** 128n - 1n

export type AmountProblem =
  'empty' | 'malformed' | 'negative' | 'too-many-decimals' | 'too-large' | 'zero'

/** A rejected amount, with a sentence a person can act on. */
export class AmountError extends Error {
  override readonly name = 'AmountError'
  constructor(
    readonly problem: AmountProblem,
    message: string,
  ) {
    super(message)
  }
}

export interface ParseAmountOptions {
  /** Decimals of the display unit (6 for LORE). */
  readonly decimals?: number
  /** Largest accepted value in the minimal unit; defaults to uint64. */
  readonly max?: bigint
  readonly allowZero?: boolean
}

const AMOUNT_PATTERN = /^(\d*)(?:\.(\d*))?$/

/**
 * Parses what a person typed (`1.5`, `.25`, `1000`) in display units into the minimal unit
 * (`1500000` ulore for `1.5` LORE), exactly.
 */
export function parseAmount(input: string, options: ParseAmountOptions = {}): bigint {
  const decimals = options.decimals ?? NATIVE_TOKEN.decimals
  const max = options.max ?? UINT64_MAX
  const text = input.trim()
  if (text === '') throw new AmountError('empty', 'Enter an amount')
  if (text.startsWith('-')) throw new AmountError('negative', 'Amount cannot be negative')
  const match = AMOUNT_PATTERN.exec(text)
  const whole = match?.[1] ?? ''
  const fraction = (match?.[2] ?? '').replace(/0+$/, '')
  if (!match || (whole === '' && (match[2] ?? '') === '')) {
    throw new AmountError('malformed', `"${text}" is not a number`)
  }
  if (fraction.length > decimals) {
    throw new AmountError('too-many-decimals', `Use at most ${decimals} decimal places`)
  }
  const value = BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`)
  if (value > max) throw new AmountError('too-large', 'Amount is too large')
  if (value === 0n && options.allowZero === false) {
    throw new AmountError('zero', 'Amount must be greater than zero')
  }
  return value
}

export type AmountCheck =
  | { readonly ok: true; readonly value: bigint }
  | { readonly ok: false; readonly problem: AmountProblem; readonly message: string }

/** Non-throwing form of {@link parseAmount} for form fields. */
export function checkAmount(input: string, options: ParseAmountOptions = {}): AmountCheck {
  try {
    return { ok: true, value: parseAmount(input, options) }
  } catch (error) {
    if (error instanceof AmountError) {
      return { ok: false, problem: error.problem, message: error.message }
    }
    throw error
  }
}

/** Formats a minimal-unit amount in display units: `1500000` → `1.5`. */
export function formatAmount(base: bigint | string, decimals: number = NATIVE_TOKEN.decimals) {
  const value = typeof base === 'bigint' ? base : BigInt(base)
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/** `1500000` ulore → `1.5 LORE`. */
export function formatCoin(base: bigint | string, token: Token = NATIVE_TOKEN): string {
  return `${formatAmount(base, token.decimals)} ${token.displayDenom}`
}
