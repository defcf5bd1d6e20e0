import { deriveAddress, encryptSecret, generateMnemonic } from '@gitopia-client/chain/keystore'
import { useMemo, useState, type FormEvent } from 'react'
import { Button } from '@/ui/button.tsx'
import { Dialog } from '@/ui/dialog.tsx'
import { notify } from '@/ui/toast/index.ts'
import { isWalletNameTaken } from '../model/wallet-store.ts'
import { saveLocalWallet } from '../session/wallet-actions.ts'
import { BackupQuiz, pickQuizPositions } from './backup-quiz.tsx'
import { MnemonicGrid } from './mnemonic-grid.tsx'
import { checkNewPassword, PasswordFields } from './password-fields.tsx'

type Step = 'phrase' | 'quiz' | 'protect'

/** New local wallet: show 24 words, confirm a few of them, then name and encrypt it. */
export function CreateWalletDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const mnemonic = useMemo(() => generateMnemonic(), [])
  const words = useMemo(() => mnemonic.split(' '), [mnemonic])
  const positions = useMemo(() => pickQuizPositions(words.length, 3), [words])
  const [step, setStep] = useState<Step>('phrase')
  const [name, setName] = useState('')
  const [passwords, setPasswords] = useState({ password: '', confirmation: '' })
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const walletName = name.trim()
    if (walletName === '') return setError('Give the wallet a name')
    if (isWalletNameTaken(walletName))
      return setError(`A wallet named "${walletName}" already exists`)
    const passwordProblem = checkNewPassword(passwords.password, passwords.confirmation)
    if (passwordProblem) return setError(passwordProblem)
    setBusy(true)
    setError(null)
    try {
      const address = await deriveAddress(mnemonic)
      const envelope = await encryptSecret(mnemonic, passwords.password)
      // Not backed up yet: the phrase was written down, but no backup file exists.
      await saveLocalWallet(
        {
          name: walletName,
          address,
          avatarUrl: '',
          wallet: JSON.stringify(envelope),
          backedUp: false,
        },
        mnemonic,
      )
      notify('info', `Wallet ${walletName} created`)
      onClose()
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open={open} title="Create wallet" onClose={onClose}>
      {step === 'phrase' && (
        <>
          <p className="text-sm">
            Write these 24 words down, in order, and keep them offline. Anyone who has them controls
            the wallet; nobody can restore them for you.
          </p>
          <MnemonicGrid words={words} />
          <div className="flex justify-end gap-2">
            <Button onClick={onClose}>Cancel</Button>
            <Button variant="primary" onClick={() => setStep('quiz')}>
              I wrote them down
            </Button>
          </div>
        </>
      )}
      {step === 'quiz' && (
        <BackupQuiz
          words={words}
          positions={positions}
          onConfirmed={() => setStep('protect')}
          onBack={() => setStep('phrase')}
        />
      )}
      {step === 'protect' && (
        <form onSubmit={submit} className="flex flex-col gap-3">
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
              {busy ? 'Encrypting…' : 'Create wallet'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  )
}
