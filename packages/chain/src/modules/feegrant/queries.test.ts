import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '../../testing/json-response.ts'
import {
  allowanceRoom,
  getFeeAllowances,
  grantsCovering,
  usableAllowance,
  type FeeAllowance,
} from './queries.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

const grant = (overrides: Partial<FeeAllowance>): FeeAllowance => ({
  granter: 'gitopia1g',
  spendLimit: 10n,
  expiration: null,
  allowedMessages: null,
  period: null,
  ...overrides,
})

const SEND = '/cosmos.bank.v1beta1.MsgSend'
const VOTE = '/cosmos.gov.v1beta1.MsgVote'
const NOW = new Date('2026-06-01T00:00:00Z')

describe('fee allowances', () => {
  it('reads basic, periodic and wrapped allowances with the limits in the denom', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse({
        allowances: [
          {
            granter: 'gitopia1a',
            grantee: 'gitopia1me',
            allowance: {
              '@type': '/cosmos.feegrant.v1beta1.BasicAllowance',
              spend_limit: [{ denom: 'ulore', amount: '500' }],
              expiration: '2030-01-01T00:00:00Z',
            },
          },
          {
            granter: 'gitopia1b',
            grantee: 'gitopia1me',
            allowance: {
              '@type': '/cosmos.feegrant.v1beta1.AllowedMsgAllowance',
              allowance: {
                '@type': '/cosmos.feegrant.v1beta1.PeriodicAllowance',
                basic: { spend_limit: [], expiration: null },
                period: '3600s',
                period_spend_limit: [{ denom: 'ulore', amount: '100' }],
                period_can_spend: [{ denom: 'ulore', amount: '7' }],
                period_reset: '2026-06-01T01:00:00Z',
              },
              allowed_messages: [SEND],
            },
          },
        ],
      }),
    )
    const grants = await getFeeAllowances('http://node', 'gitopia1me', 'ulore')
    expect(grants).toEqual([
      {
        granter: 'gitopia1a',
        spendLimit: 500n,
        expiration: new Date('2030-01-01T00:00:00Z'),
        allowedMessages: null,
        period: null,
      },
      {
        granter: 'gitopia1b',
        spendLimit: null,
        expiration: null,
        allowedMessages: [SEND],
        period: { canSpend: 7n, spendLimit: 100n, resetAt: new Date('2026-06-01T01:00:00Z') },
      },
    ])
  })

  it("a periodic grant's room is what is left of the period, refilled once the period is over", () => {
    const period = { canSpend: 7n, spendLimit: 100n, resetAt: new Date('2026-06-01T01:00:00Z') }
    expect(allowanceRoom(grant({ spendLimit: null, period }), NOW)).toBe(7n)
    expect(allowanceRoom(grant({ spendLimit: 50n, period }), new Date('2026-06-02'))).toBe(50n)
    expect(allowanceRoom(grant({ spendLimit: null, period }), new Date('2026-06-02'))).toBe(100n)
    expect(allowanceRoom(grant({ expiration: new Date('2026-01-01') }), NOW)).toBe(0n)
  })

  it('covers a tx only when every Msg is allowed, the grant is unexpired and has room', () => {
    const grants = [
      grant({ granter: 'stranger', spendLimit: null, allowedMessages: [VOTE] }),
      grant({ granter: 'faucet', spendLimit: 9n }),
      grant({ granter: 'small', spendLimit: 5n }),
      grant({ granter: 'spent', spendLimit: 0n }),
      grant({ granter: 'old', expiration: new Date('2026-01-01') }),
      grant({
        granter: 'period-empty',
        spendLimit: null,
        period: { canSpend: 0n, spendLimit: 5n, resetAt: new Date('2026-07-01') },
      }),
    ]
    expect(grantsCovering(grants, [SEND], NOW)).toEqual([
      { granter: 'faucet', room: 9n },
      { granter: 'small', room: 5n },
    ])
    expect(grantsCovering(grants, [VOTE], NOW).map(option => option.granter)).toEqual([
      'stranger',
      'faucet',
      'small',
    ])
    expect(grantsCovering(grants, [VOTE, SEND], NOW)[0]?.granter).toBe('faucet')
  })

  it("shows the largest unrestricted grant as the wallet's allowance", () => {
    expect(usableAllowance([], NOW)).toBeNull()
    expect(usableAllowance([grant({ spendLimit: 0n })], NOW)).toBeNull()
    expect(
      usableAllowance(
        [
          grant({ granter: 'stranger', spendLimit: null, allowedMessages: [VOTE] }),
          grant({ granter: 'big', spendLimit: 9n }),
        ],
        NOW,
      ),
    ).toEqual({ granter: 'big', room: 9n })
    expect(
      usableAllowance(
        [grant({ granter: 'big', spendLimit: 9n }), grant({ granter: 'open', spendLimit: null })],
        NOW,
      ),
    ).toEqual({ granter: 'open', room: null })
  })
})
