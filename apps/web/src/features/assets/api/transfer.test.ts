import { toBech32 } from '@cosmjs/encoding'
import { addressWithPrefix } from '@gitopia-client/chain/ibc'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Counterparty } from './chains.ts'
import { checkForm, prepareTransfer, type GitopiaSide, type TransferForm } from './transfer.ts'

// The wallet's fee estimate: a withdrawal of LORE pays 0.02 LORE.
vi.mock('@/features/wallet/index.ts', () => ({
  estimateFee: vi.fn(() =>
    Promise.resolve({ fee: { amount: [{ denom: 'ulore', amount: '20000' }], gas: '200000' } }),
  ),
  estimateFeeOnOtherChain: vi.fn(),
  signerOnOtherChain: vi.fn(),
  submitTxOnOtherChain: vi.fn(),
}))

const ME = toBech32('gitopia', new Uint8Array(20).fill(3))
const gitopia: GitopiaSide = {
  chainId: 'gitopia-devnet-1',
  prefix: 'gitopia',
  api: 'http://gitopia.test',
  address: ME,
}
const osmosis = {
  name: 'osmosis',
  prettyName: 'Osmosis',
  chainId: 'osmosis-devnet-1',
  prefix: 'osmo',
  rest: 'http://osmosis.test',
  route: { channel: 'channel-0', counterpartyChannel: 'channel-0', counterpartyChain: 'osmosis' },
} as unknown as Counterparty
const LORE = {
  denom: 'ulore',
  baseDenom: 'ulore',
  symbol: 'LORE',
  exponent: 6,
  name: 'Lore',
  logo: null,
  originChain: 'gitopia',
}

/** A withdrawal of `amount` LORE to `receiver`, from a balance of 10 LORE. */
const withdrawal = (amount: string, receiver = addressWithPrefix(ME, 'osmo')): TransferForm => ({
  direction: 'withdraw',
  counterparty: osmosis,
  asset: LORE,
  balance: 10_000_000n,
  amount,
  receiver,
})

describe('a transfer, before anything is signed', () => {
  it('refuses a receiver of the wrong chain, then an amount over the balance', () => {
    expect(checkForm(withdrawal('1', ME), gitopia)).toEqual({
      ok: false,
      message: 'Wrong prefix: a receiver on Osmosis starts with osmo1, not gitopia1',
    })
    expect(checkForm(withdrawal('10.5'), gitopia)).toEqual({
      ok: false,
      message: 'More than your balance of 10 LORE',
    })
    expect(checkForm(withdrawal('1'), gitopia)).toEqual({ ok: true, value: 1_000_000n })
    // A deposit lands on Gitopia: its receiver is checked against Gitopia's prefix.
    const deposit = { ...withdrawal('1', addressWithPrefix(ME, 'osmo')), direction: 'deposit' }
    expect(checkForm(deposit as TransferForm, gitopia)).toMatchObject({
      ok: false,
      message: 'Wrong prefix: a receiver on Gitopia starts with gitopia1, not osmo1',
    })
  })

  describe('once the fee is known', () => {
    beforeEach(() => {
      // Osmosis' head, for the timeout; Gitopia's node has no client route (a 404).
      vi.stubGlobal(
        'fetch',
        vi.fn((url: string) =>
          Promise.resolve(
            url.includes('/blocks/latest')
              ? Response.json({
                  block: {
                    header: {
                      chain_id: 'osmosis-devnet-1',
                      height: '120',
                      time: new Date().toISOString(),
                    },
                  },
                })
              : new Response('{}', { status: 404 }),
          ),
        ),
      )
    })
    afterEach(() => {
      vi.unstubAllGlobals()
    })

    it('refuses all of the balance, which leaves nothing for the fee', async () => {
      await expect(prepareTransfer(withdrawal('10'), gitopia)).rejects.toThrow(
        'At most 9.98 LORE can be sent (balance minus the fee)',
      )
      const prepared = await prepareTransfer(withdrawal('9.98'), gitopia)
      expect(prepared.value).toBe(9_980_000n)
      expect(prepared.fee.amount).toEqual([{ denom: 'ulore', amount: '20000' }])
    })
  })
})
