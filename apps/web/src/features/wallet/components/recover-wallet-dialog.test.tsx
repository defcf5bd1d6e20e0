import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { RecoverWalletDialog } from './recover-wallet-dialog.tsx'

const valueOf = (label: string | RegExp) =>
  screen.getByLabelText<HTMLInputElement>(label, { exact: typeof label === 'string' }).value

const PLAIN_BACKUP = JSON.stringify({
  name: 'from-the-file',
  mnemonic: 'abandon '.repeat(11) + 'about',
  HDpath: "m/44'/118'/0'/0/",
  accounts: [{ address: 'gitopia19rl4cm2hmr8afy4kldpxz3fka4jguq0a5m7df8', pathIncrement: 0 }],
})

/**
 * Opens the dialog on "Use a backup file" and chooses a file whose contents arrive only when
 * `arrive` is called (a slow disk or device).
 */
async function chooseSlowFile() {
  const user = userEvent.setup()
  render(<RecoverWalletDialog open onClose={vi.fn()} />)
  await user.click(screen.getByRole('button', { name: 'Use a backup file' }))
  let arrive: () => void = () => undefined
  const file = new File([PLAIN_BACKUP], 'backup.json', { type: 'application/json' })
  const contents = new Promise<string>(resolve => (arrive = () => resolve(PLAIN_BACKUP)))
  vi.spyOn(file, 'text').mockReturnValue(contents)
  await user.upload(screen.getByLabelText('Backup file', { exact: true }), file)
  return { user, arrive: () => arrive() }
}

describe('Recover wallet from a backup file', () => {
  it('keeps the passwords typed while the file is read, and fills the name from the file', async () => {
    const { user, arrive } = await chooseSlowFile()
    await user.type(screen.getByLabelText(/^Password/), 'a brand new password')
    await user.type(screen.getByLabelText('Confirm password'), 'a brand new password')
    arrive()
    expect((await screen.findByTestId('backup-file-summary')).textContent).toContain(
      'Plain backup of from-the-file',
    )
    expect(valueOf('Wallet name')).toBe('from-the-file')
    expect(valueOf(/^Password/)).toBe('a brand new password')
    expect(valueOf('Confirm password')).toBe('a brand new password')
  })

  it('keeps a name typed before the file was read', async () => {
    const { user, arrive } = await chooseSlowFile()
    await user.type(screen.getByLabelText('Wallet name'), 'my own name')
    arrive()
    await screen.findByTestId('backup-file-summary')
    expect(valueOf('Wallet name')).toBe('my own name')
  })
})
