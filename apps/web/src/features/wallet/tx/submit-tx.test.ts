import { TxFailedError } from '@gitopia-client/chain/tx'
import { describe, expect, it, vi } from 'vitest'
import { feeGranterOf } from './tx-request.ts'

describe('fee granter choice', () => {
  it('uses the granter only when the checked allowance is above zero (or unlimited)', () => {
    expect(feeGranterOf(null)).toBeUndefined()
    expect(feeGranterOf({ granter: null, amount: 0n })).toBeUndefined()
    expect(feeGranterOf({ granter: 'gitopia1g', amount: 0n })).toBeUndefined()
    expect(feeGranterOf({ granter: 'gitopia1g', amount: 1n })).toBe('gitopia1g')
    expect(feeGranterOf({ granter: 'gitopia1g', amount: null })).toBe('gitopia1g')
  })
})

describe('reportTxError', () => {
  it('links the error toast of a tx that reached a block to its transaction page', async () => {
    const toast = await import('@/ui/toast/index.ts')
    const notify = vi.spyOn(toast, 'notify').mockReturnValue({ update: vi.fn(), dismiss: vi.fn() })
    const { reportTxError } = await import('./submit-tx.ts')
    reportTxError(new TxFailedError(5, 'sdk', 'spendable balance is smaller', 'AB'.repeat(32)))
    expect(notify).toHaveBeenLastCalledWith(
      'error',
      'Not enough funds to pay for this transaction and its fee.',
      {
        description: 'spendable balance is smaller',
        link: { label: 'View transaction', href: `/tx/${'AB'.repeat(32)}` },
      },
    )
    reportTxError(new Error('Please unlock your wallet'))
    expect(notify).toHaveBeenLastCalledWith('error', 'Please unlock your wallet', {})
    notify.mockRestore()
  })
})
