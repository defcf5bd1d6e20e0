import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import * as toast from '@/ui/toast/index.ts'
import { useChainMutation } from './use-tx.ts'

// The pipeline (signing, broadcast) is the wallet's own, tested beside it; here it only answers.
const submitTx = vi.hoisted(() => vi.fn())
vi.mock('../tx/submit-tx.ts', () => ({ submitTx }))

const SEND = { typeUrl: '/cosmos.bank.v1beta1.MsgSend', value: {} }

/** A client with two reads on screen (observed), counting how often each was read. */
async function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const reads = { balance: 0, other: 0 }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  const unsubscribe = await Promise.all(
    (['balance', 'other'] as const).map(async key => {
      const options = { queryKey: ['bank', key], queryFn: () => ++reads[key], staleTime: Infinity }
      await client.fetchQuery(options)
      return new QueryObserver(client, options).subscribe(() => undefined)
    }),
  )
  const hook = renderHook(() => useChainMutation(), { wrapper })
  return { reads, hook, stop: () => unsubscribe.forEach(stop => stop()) }
}

describe('useChainMutation', () => {
  it('says the success, then reads again what the tx changed, before it resolves', async () => {
    const notify = vi.spyOn(toast, 'notify').mockReturnValue({ update: vi.fn(), dismiss: vi.fn() })
    const { reads, hook, stop } = await setup()
    submitTx.mockResolvedValue({ hash: 'AB', events: [] })
    await act(() =>
      hook.result.current.submit({
        msgs: [SEND],
        success: 'Sent',
        invalidate: [['bank', 'balance']],
      }),
    )
    expect(submitTx).toHaveBeenCalledWith({ msgs: [SEND] })
    expect(notify).toHaveBeenCalledWith('info', 'Sent')
    expect(reads).toEqual({ balance: 2, other: 1 })
    stop()
  })

  it('reads nothing again and rethrows when the tx fails', async () => {
    const { reads, hook, stop } = await setup()
    submitTx.mockRejectedValue(new Error('insufficient funds'))
    await expect(
      hook.result.current.submit({ msgs: [SEND], invalidate: [['bank']] }),
    ).rejects.toThrow('insufficient funds')
    expect(reads).toEqual({ balance: 1, other: 1 })
    stop()
  })
})
