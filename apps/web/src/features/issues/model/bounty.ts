import { AmountError, parseAmount } from '@gitopia-client/chain'
import type { Bounty } from '@gitopia-client/chain/gitopia'

/** A bounty's state in words (the chain's SRCDEBITTED / DESTCREDITED / REVERTEDBACK). */
export function bountyStatus(
  bounty: Pick<Bounty, 'state' | 'expireAt'>,
  now: Date = new Date(),
): { readonly label: string; readonly detail: string; readonly open: boolean } {
  switch (bounty.state) {
    case 'BOUNTY_STATE_SRCDEBITTED':
      return bounty.expireAt !== null && bounty.expireAt.getTime() < now.getTime()
        ? {
            label: 'Expired',
            detail: 'Still held in escrow; its creator can extend it or close it for a refund.',
            open: true,
          }
        : { label: 'Open', detail: 'Held in escrow until the issue is solved.', open: true }
    case 'BOUNTY_STATE_DESTCREDITED':
      return {
        label: 'Paid',
        detail: 'Paid out to the contributor who solved the issue.',
        open: false,
      }
    case 'BOUNTY_STATE_REVERTEDBACK':
      return { label: 'Refunded', detail: 'Closed and returned to its creator.', open: false }
  }
}

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
