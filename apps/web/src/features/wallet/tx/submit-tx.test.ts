import { TxFailedError } from '@gitopia-client/chain/tx'
import { describe, expect, it, vi } from 'vitest'
import { feeGrantsFor } from './tx-request.ts'

const SEND = { typeUrl: '/cosmos.bank.v1beta1.MsgSend', value: {} }
const VOTE = { typeUrl: '/cosmos.gov.v1beta1.MsgVote', value: {} }
const grant = (granter: string, spendLimit: bigint | null, allowedMessages: string[] | null) => ({
  granter,
  spendLimit,
  expiration: null,
  allowedMessages,
  period: null,
})

describe('fee granter choice', () => {
  it('offers no grant when grants were not checked (a funded account pays itself)', () => {
    expect(feeGrantsFor(null, [SEND])).toEqual([])
  })

  it("never offers a stranger's vote-only grant for a send, whatever its size", () => {
    const allowance = {
      granter: 'gitopia1faucet',
      amount: 10n,
      grants: [
        grant('gitopia1stranger', null, [VOTE.typeUrl]),
        grant('gitopia1faucet', 10n, null),
        grant('gitopia1spent', 0n, null),
      ],
    }
    expect(feeGrantsFor(allowance, [SEND])).toEqual([{ granter: 'gitopia1faucet', room: 10n }])
    expect(feeGrantsFor(allowance, [VOTE])).toEqual([
      { granter: 'gitopia1stranger', room: null },
      { granter: 'gitopia1faucet', room: 10n },
    ])
    expect(feeGrantsFor(allowance, [VOTE, SEND])).toEqual([
      { granter: 'gitopia1faucet', room: 10n },
    ])
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
        rawLog: 'spendable balance is smaller',
        link: { label: 'View transaction', href: `/tx/${'AB'.repeat(32)}` },
      },
    )
    reportTxError(new Error('Please unlock your wallet'))
    expect(notify).toHaveBeenLastCalledWith('error', 'Please unlock your wallet', {})
    notify.mockRestore()
  })
})

describe('oneTxAtATime', () => {
  it('refuses a second send while one is pending, on any chain, and frees the wallet after a failure', async () => {
    const toast = await import('@/ui/toast/index.ts')
    const notify = vi.spyOn(toast, 'notify').mockReturnValue({ update: vi.fn(), dismiss: vi.fn() })
    const { oneTxAtATime, TX_PENDING_MESSAGE } = await import('./submit-tx.ts')
    const { useWalletStore } = await import('../model/wallet-store.ts')
    let finish: (value: string) => void = () => undefined
    const first = oneTxAtATime(() => new Promise<string>(resolve => (finish = resolve)))
    expect(useWalletStore.getState().txPending).toBe(true)
    const second = vi.fn(() => Promise.resolve('second'))
    await expect(oneTxAtATime(second)).rejects.toThrow(TX_PENDING_MESSAGE)
    expect(second).not.toHaveBeenCalled()
    expect(notify).toHaveBeenLastCalledWith('error', TX_PENDING_MESSAGE)
    finish('first')
    await expect(first).resolves.toBe('first')

    await expect(oneTxAtATime(() => Promise.reject(new Error('node down')))).rejects.toThrow()
    expect(notify).toHaveBeenLastCalledWith('error', 'node down', {})
    expect(useWalletStore.getState().txPending).toBe(false)
    // A form that shows the failure beside itself gets no toast.
    notify.mockClear()
    await expect(oneTxAtATime(() => Promise.reject(new Error('x')), true)).rejects.toThrow()
    expect(notify).not.toHaveBeenCalled()
    notify.mockRestore()
  })
})
