import { describe, expect, it } from 'vitest'
import { bountyStatus, dateInputValue, parseBountyInput, parseExpiry } from './bounty.ts'

const now = new Date(2026, 10, 23, 12, 0, 0)

describe('bounty input', () => {
  it('amount in LORE becomes ulore; expiry is the end of the chosen day', () => {
    const result = parseBountyInput('1.5', '2026-12-01', now)
    expect(result).toEqual({
      ok: true,
      amount: '1500000',
      expiry: new Date(2026, 11, 1, 23, 59, 59),
    })
  })

  it('rejects bad amounts and past or missing dates with a reason', () => {
    expect(parseBountyInput('', '2026-12-01', now)).toMatchObject({ ok: false, field: 'amount' })
    expect(parseBountyInput('-1', '2026-12-01', now)).toMatchObject({ ok: false, field: 'amount' })
    expect(parseBountyInput('1.0000001', '2026-12-01', now)).toMatchObject({
      ok: false,
      field: 'amount',
    })
    expect(parseBountyInput('1', '2026-11-22', now)).toEqual({
      ok: false,
      field: 'expiry',
      message: 'The expiry must be in the future',
    })
    expect(parseExpiry('', now)).toEqual({ ok: false, message: 'Choose an expiry date' })
    // Today still counts: it ends at 23:59:59.
    expect(parseExpiry(dateInputValue(now), now).ok).toBe(true)
  })
})

describe('bounty states in words', () => {
  it('names each chain state', () => {
    const future = new Date(2027, 0, 1)
    expect(bountyStatus({ state: 'BOUNTY_STATE_SRCDEBITTED', expireAt: future }, now).label).toBe(
      'Open',
    )
    expect(
      bountyStatus({ state: 'BOUNTY_STATE_SRCDEBITTED', expireAt: new Date(2026, 0, 1) }, now)
        .label,
    ).toBe('Expired')
    expect(bountyStatus({ state: 'BOUNTY_STATE_DESTCREDITED', expireAt: null }, now).label).toBe(
      'Paid',
    )
    expect(bountyStatus({ state: 'BOUNTY_STATE_REVERTEDBACK', expireAt: null }, now).label).toBe(
      'Refunded',
    )
  })
})
