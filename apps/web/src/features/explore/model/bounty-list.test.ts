import { describe, expect, it } from 'vitest'
import {
  amountIn,
  arrangeBounties,
  bountyDenoms,
  isClaimable,
  type BountyListOptions,
  type BountyRecord,
} from './bounty-list.ts'

const NATIVE = 'ulore'
const IBC = 'ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2'
const now = new Date('2026-11-29T12:00:00Z')
const day = (days: number) => new Date(now.getTime() + days * 24 * 3600 * 1000)

function bounty(
  id: string,
  coins: [string, string][],
  expireInDays: number | null,
  state: BountyRecord['state'] = 'BOUNTY_STATE_SRCDEBITTED',
): BountyRecord {
  return {
    id,
    amount: coins.map(([amount, denom]) => ({ amount: BigInt(amount), denom })),
    state,
    expireAt: expireInDays === null ? null : day(expireInDays),
  }
}

const bounties = [
  bounty('0', [['5000000', NATIVE]], 30),
  bounty('1', [['20000000', NATIVE]], 3),
  bounty('2', [['700', IBC]], 10),
  bounty(
    '3',
    [
      ['1000000', NATIVE],
      ['900', IBC],
    ],
    -2,
  ),
  bounty('4', [['99000000', NATIVE]], 5, 'BOUNTY_STATE_DESTCREDITED'),
  bounty('5', [['8000000', NATIVE]], 1, 'BOUNTY_STATE_REVERTEDBACK'),
]
const ids = (list: readonly BountyRecord[]) => list.map(item => item.id)
const options = (over: Partial<BountyListOptions>): BountyListOptions => ({
  sort: 'amount',
  descending: true,
  denom: null,
  state: 'open',
  ...over,
})

describe('arrangeBounties', () => {
  it('lists bounties still in escrow, highest native amount first; one paying none sorts as 0', () => {
    expect(ids(arrangeBounties(bounties, options({}), NATIVE))).toEqual(['1', '0', '3', '2'])
    expect(ids(arrangeBounties(bounties, options({ descending: false }), NATIVE))).toEqual([
      '2',
      '3',
      '0',
      '1',
    ])
  })

  it('filters by denom and compares amounts in that denom', () => {
    expect(ids(arrangeBounties(bounties, options({ denom: IBC }), NATIVE))).toEqual(['3', '2'])
    expect(ids(arrangeBounties(bounties, options({ denom: 'uatom' }), NATIVE))).toEqual([])
  })

  it('sorts by expiry, soonest first or latest first; no expiry counts as the latest', () => {
    const withNone = [...bounties, bounty('6', [['1', NATIVE]], null)]
    expect(
      ids(arrangeBounties(withNone, options({ sort: 'expiry', descending: false }), NATIVE)),
    ).toEqual(['3', '1', '2', '0', '6'])
    expect(ids(arrangeBounties(withNone, options({ sort: 'expiry' }), NATIVE))).toEqual([
      '6',
      '0',
      '2',
      '1',
      '3',
    ])
  })

  it('shows paid and refunded ones too when asked', () => {
    expect(ids(arrangeBounties(bounties, options({ state: 'all' }), NATIVE))).toEqual([
      '4',
      '1',
      '5',
      '0',
      '3',
      '2',
    ])
  })

  it('breaks ties by the newest bounty and leaves its input alone', () => {
    const same = [bounty('9', [['1', NATIVE]], 1), bounty('10', [['1', NATIVE]], 1)]
    expect(ids(arrangeBounties(same, options({}), NATIVE))).toEqual(['10', '9'])
    expect(ids(same)).toEqual(['9', '10'])
  })
})

describe('bounty helpers', () => {
  it('adds up the amount in one denom, exactly', () => {
    const big = bounty(
      '0',
      [
        ['9007199254740993', NATIVE],
        ['7', NATIVE],
        ['1', IBC],
      ],
      1,
    )
    expect(amountIn(big, NATIVE)).toBe(9007199254741000n)
    expect(amountIn(big, 'uatom')).toBe(0n)
  })

  it('lists the denoms paid, the native one first', () => {
    expect(bountyDenoms(bounties, NATIVE)).toEqual([NATIVE, IBC])
  })

  it('knows an expired or closed bounty cannot be earned', () => {
    expect(isClaimable(bounties[0] as BountyRecord, now)).toBe(true)
    expect(isClaimable(bounties[3] as BountyRecord, now)).toBe(false)
    expect(isClaimable(bounties[4] as BountyRecord, now)).toBe(false)
  })
})
