import { AmountError, parseAmount } from '@gitopia-client/chain'

// What several features show of a bounty (the issue page, the bounty lists) lives in lib/.
export { bountyStatus } from '@/lib/bounty-status.ts'

/** `yyyy-mm-dd` of a date in local time, for date inputs. */
export function dateInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

export type BountyInput =
  | { readonly ok: true; readonly amount: string; readonly expiry: Date }
  | { readonly ok: false; readonly field: 'amount' | 'expiry'; readonly message: string }

/** The expiry as the end of the chosen day (local time); it must be later than `now`. */
export function parseExpiry(
  value: string,
  now: Date = new Date(),
): { ok: true; expiry: Date } | { ok: false; message: string } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return { ok: false, message: 'Choose an expiry date' }
  const expiry = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59)
  if (Number.isNaN(expiry.getTime())) return { ok: false, message: 'Choose an expiry date' }
  if (expiry.getTime() <= now.getTime())
    return { ok: false, message: 'The expiry must be in the future' }
  return { ok: true, expiry }
}

/** Amount in LORE (`1.5`) and expiry date → the Msg fields, or what is wrong with them. */
export function parseBountyInput(
  amount: string,
  expiry: string,
  now: Date = new Date(),
): BountyInput {
  let base: bigint
  try {
    base = parseAmount(amount)
  } catch (error) {
    return {
      ok: false,
      field: 'amount',
      message: error instanceof AmountError ? error.message : 'Enter an amount in LORE',
    }
  }
  const parsed = parseExpiry(expiry, now)
  if (!parsed.ok) return { ok: false, field: 'expiry', message: parsed.message }
  return { ok: true, amount: base.toString(), expiry: parsed.expiry }
}
