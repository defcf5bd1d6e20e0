import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '../../testing/json-response.ts'
import { getFeeAllowances, usableAllowance, type FeeAllowance } from './queries.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

const grant = (overrides: Partial<FeeAllowance>): FeeAllowance => ({
  granter: 'gitopia1g',
  spendLimit: 10n,
  expiration: null,
  allowedMessages: null,
  ...overrides,
})

describe('fee allowances', () => {
  it('reads basic and wrapped allowances with the spend limit in the denom', async () => {
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
              allowance: { '@type': 'x', spend_limit: [], expiration: null },
              allowed_messages: ['/cosmos.bank.v1beta1.MsgSend'],
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
      },
      {
        granter: 'gitopia1b',
        spendLimit: null,
        expiration: null,
        allowedMessages: ['/cosmos.bank.v1beta1.MsgSend'],
      },
    ])
  })

  it('picks an unexpired grant with something left, preferring no limit, then the largest', () => {
    const now = new Date('2026-06-01T00:00:00Z')
    expect(usableAllowance([], now)).toBeNull()
    expect(usableAllowance([grant({ spendLimit: 0n })], now)).toBeNull()
    expect(
      usableAllowance([grant({ expiration: new Date('2026-01-01T00:00:00Z') })], now),
    ).toBeNull()
    expect(
      usableAllowance(
        [grant({ granter: 'small', spendLimit: 5n }), grant({ granter: 'big', spendLimit: 9n })],
        now,
      ),
    ).toEqual({ granter: 'big', amount: 9n })
    expect(
      usableAllowance(
        [grant({ granter: 'big', spendLimit: 9n }), grant({ granter: 'open', spendLimit: null })],
        now,
      ),
    ).toEqual({ granter: 'open', amount: null })
  })
})
