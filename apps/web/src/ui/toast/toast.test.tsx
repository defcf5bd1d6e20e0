import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { notify, Toaster } from './index.ts'

/** Lets the lazily loaded toast library mount and render what was asked of it. */
async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(50)
  })
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    render(<Toaster theme="light" />)
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows an info toast at the bottom right and removes it after 5 seconds', async () => {
    act(() => {
      notify('info', 'Balance updated')
    })
    await settle()
    const toast = await vi.waitFor(() => screen.getByText('Balance updated'))
    const region = toast.closest('[data-sonner-toaster]')
    expect(region?.getAttribute('data-x-position')).toBe('right')
    expect(region?.getAttribute('data-y-position')).toBe('bottom')

    await act(async () => {
      await vi.advanceTimersByTimeAsync(4_800)
    })
    expect(screen.queryByText('Balance updated')).not.toBeNull()

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000)
    })
    expect(screen.queryByText('Balance updated')).toBeNull()
  })

  it('keeps a waiting-for-input toast, without a close button, until it is resolved', async () => {
    let handle: ReturnType<typeof notify> | undefined
    act(() => {
      handle = notify('waiting-for-input', 'Please confirm on your device')
    })
    await settle()
    const toast = await vi.waitFor(() => screen.getByText('Please confirm on your device'))
    const item = toast.closest('[data-sonner-toast]')
    expect(item?.querySelector('[data-close-button]')).toBeNull()

    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000)
    })
    expect(screen.queryByText('Please confirm on your device')).not.toBeNull()

    await act(async () => {
      handle?.dismiss()
      await vi.advanceTimersByTimeAsync(1_000)
    })
    // The exit animation's timer starts once React has applied the removal.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000)
    })
    expect(screen.queryByText('Please confirm on your device')).toBeNull()
  })
})
