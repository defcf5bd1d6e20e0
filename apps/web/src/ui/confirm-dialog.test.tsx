import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ConfirmDialog } from './confirm-dialog.tsx'

function renderDialog(onConfirm: () => void | boolean | Promise<boolean | void>) {
  const onClose = vi.fn()
  render(
    <ConfirmDialog
      title="Delete label"
      confirmLabel="Delete"
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>Delete bug?</p>
    </ConfirmDialog>,
  )
  return { onClose, confirm: screen.getByRole('button', { name: 'Delete' }) }
}

describe('ConfirmDialog', () => {
  it('stays open and disabled while an async action runs, then closes', async () => {
    let finish: (done: boolean) => void = () => undefined
    const { onClose, confirm } = renderDialog(
      () => new Promise<boolean>(resolve => (finish = resolve)),
    )
    await userEvent.click(confirm)
    expect((confirm as HTMLButtonElement).disabled).toBe(true)
    expect(onClose).not.toHaveBeenCalled()
    finish(true)
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce())
  })

  it('stays open when the action says it did not go through; Cancel closes', async () => {
    const { onClose, confirm } = renderDialog(async () => false)
    await userEvent.click(confirm)
    await vi.waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false))
    expect(onClose).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('closes after a synchronous action', async () => {
    const action = vi.fn()
    const { onClose, confirm } = renderDialog(action)
    await userEvent.click(confirm)
    expect(action).toHaveBeenCalledOnce()
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce())
  })
})
