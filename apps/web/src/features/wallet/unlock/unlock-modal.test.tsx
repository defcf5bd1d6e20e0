import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { UnlockModal } from './unlock-modal.tsx'
import { requestUnlock, UnlockCancelledError, useUnlockRequest } from './unlock-request.ts'

function wrongPasswordUnless(expected: string) {
  return async (password: string) => {
    if (password !== expected) throw new Error('Wrong password')
    return `unlocked with ${password}`
  }
}

describe('UnlockModal', () => {
  beforeEach(() => {
    useUnlockRequest.setState({ pending: null })
  })

  it('shows Wrong password and stays open, then resolves with the right one', async () => {
    const user = userEvent.setup()
    render(<UnlockModal />)
    let result: Promise<string> | undefined
    act(() => {
      result = requestUnlock('Unlock', 'alice', wrongPasswordUnless('secret-pass'))
    })
    await user.type(screen.getByLabelText('Password'), 'nope')
    await user.click(screen.getByRole('button', { name: 'Unlock' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong password')

    await user.clear(screen.getByLabelText('Password'))
    await user.type(screen.getByLabelText('Password'), 'secret-pass')
    await user.click(screen.getByRole('button', { name: 'Unlock' }))
    await expect(result).resolves.toBe('unlocked with secret-pass')
    expect(screen.queryByLabelText('Password')).toBeNull()
  })

  it('rejects with Please unlock your wallet on Cancel', async () => {
    const user = userEvent.setup()
    render(<UnlockModal />)
    let failure: Promise<unknown> | undefined
    act(() => {
      failure = requestUnlock('Approve', 'alice', wrongPasswordUnless('x')).catch(
        (error: unknown) => error,
      )
    })
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    const error = await failure
    expect(error).toBeInstanceOf(UnlockCancelledError)
    expect((error as Error).message).toBe('Please unlock your wallet')
  })

  it('asks to open the Cosmos app instead of a password for Connect', async () => {
    render(<UnlockModal />)
    let result: Promise<string> | undefined
    act(() => {
      result = requestUnlock('Connect', 'my-ledger', async () => 'connected')
    })
    expect(screen.getByText('Please open Cosmos app on your ledger')).toBeTruthy()
    expect(screen.queryByLabelText('Password')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }))
    await expect(result).resolves.toBe('connected')
  })

  it('names the purpose on the button for Download', () => {
    render(<UnlockModal />)
    act(() => {
      void requestUnlock('Download', 'alice', async () => undefined).catch(() => undefined)
    })
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy()
  })
})
