import { checkMnemonic, deriveAddress, encryptSecret } from '@gitopia-client/chain/keystore'
import { useState, type FormEvent } from 'react'
import { Button } from '@/ui/button.tsx'
import { Dialog } from '@/ui/dialog.tsx'
import { notify } from '@/ui/toast/index.ts'
import { isWalletNameTaken } from '../model/wallet-store.ts'
import { saveLocalWallet } from '../session/wallet-actions.ts'
import { checkNewPassword, PasswordFields } from './password-fields.tsx'

/** Recover a local wallet from its recovery phrase, name it and protect it with a password. */
export function RecoverWalletDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [phrase, setPhrase] = useState('')
  const [name, setName] = useState('')
  const [passwords, setPasswords] = useState({ password: '', confirmation: '' })
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = checkMnemonic(phrase)
    if (!checked.ok) return setError(checked.message)
    const walletName = name.trim()
    if (walletName === '') return setError('Give the wallet a name')
    if (isWalletNameTaken(walletName))
      return setError(`A wallet named "${walletName}" already exists`)
    const passwordProblem = checkNewPassword(passwords.password, passwords.confirmation)
    if (passwordProblem) return setError(passwordProblem)
    setBusy(true)
    setError(null)
    try {
      const address = await deriveAddress(checked.mnemonic)
      const envelope = await encryptSecret(checked.mnemonic, passwords.password)
      await saveLocalWallet(
        {
          name: walletName,
          address,
          avatarUrl: '',
          wallet: JSON.stringify(envelope),
          backedUp: true,
        },
        checked.mnemonic,
      )
      setPhrase('')
      setPasswords({ password: '', confirmation: '' })
      notify('info', `Wallet ${walletName} recovered`)
      onClose()
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open={open} title="Recover wallet" onClose={onClose}>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <label className="flex flex-col gap-1 text-sm">
          Recovery phrase
          <textarea
            value={phrase}
            onChange={event => setPhrase(event.target.value)}
            rows={3}
            autoComplete="off"
            spellCheck={false}
            className="rounded-md border border-border bg-canvas px-3 py-2 font-mono"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Wallet name
          <input
            value={name}
            onChange={event => setName(event.target.value)}
            className="rounded-md border border-border bg-canvas px-3 py-2"
          />
        </label>
        <PasswordFields
          password={passwords.password}
          confirmation={passwords.confirmation}
          onChange={setPasswords}
        />
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? 'Encrypting…' : 'Recover'}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
