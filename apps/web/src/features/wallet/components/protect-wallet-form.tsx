import { deriveAddress, encryptSecret } from '@gitopia-client/chain/keystore'
import { useState, type FormEvent, type ReactNode } from 'react'
import { TextField } from '@/ui/field.tsx'
import { SubmitActions } from '@/ui/submit-actions.tsx'
import { notify } from '@/ui/toast/index.ts'
import { useFormTask } from '@/ui/use-form-task.ts'
import { isWalletNameTaken } from '../model/wallet-store.ts'
import { saveLocalWallet } from '../session/wallet-actions.ts'
import { checkNewPassword, PasswordFields } from './password-fields.tsx'

/** A backup file's accounts (index and address, checked against the phrase). */
type RestoredAccounts = readonly { readonly address: string; readonly pathIncrement: number }[]

type PhraseCheck =
  { ok: true; mnemonic: string; accounts?: RestoredAccounts } | { ok: false; message: string }

/**
 * The last step of creating or recovering a local wallet: a name and a password, then the phrase
 * is encrypted and saved. `phrase` gives the mnemonic, or a sentence saying what is wrong with it.
 */
export function ProtectWalletForm({
  children,
  phrase,
  initialName = '',
  backedUp,
  submitLabel,
  doneMessage,
  onDone,
  onCancel,
}: {
  /** Fields shown above the name (the recovery phrase when recovering). */
  children?: ReactNode
  phrase: () => PhraseCheck | Promise<PhraseCheck>
  /** The name the field starts with (a backup file's wallet name). */
  initialName?: string
  /** Whether a backup exists already (a recovered phrase is one). */
  backedUp: boolean
  submitLabel: string
  doneMessage: (name: string) => string
  onDone: () => void
  onCancel: () => void
}) {
  const [name, setName] = useState(initialName)
  // A name that arrives later (a backup file read after the form showed) fills the field unless
  // the person has typed one meanwhile.
  const [lastInitialName, setLastInitialName] = useState(initialName)
  if (initialName !== lastInitialName) {
    setLastInitialName(initialName)
    if (name === lastInitialName) setName(initialName)
  }
  const [passwords, setPasswords] = useState({ password: '', confirmation: '' })
  const { error, setError, busy, run } = useFormTask()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    // A backup file is decrypted here: the button says so while it takes.
    return run(async () => {
      const checked = await phrase()
      if (!checked.ok) return setError(checked.message)
      const walletName = name.trim()
      if (walletName === '') return setError('Give the wallet a name')
      if (isWalletNameTaken(walletName))
        return setError(`A wallet named "${walletName}" already exists`)
      const passwordProblem = checkNewPassword(passwords.password, passwords.confirmation)
      if (passwordProblem) return setError(passwordProblem)
      const address = await deriveAddress(checked.mnemonic)
      const envelope = await encryptSecret(checked.mnemonic, passwords.password, { address })
      await saveLocalWallet(
        {
          name: walletName,
          address,
          avatarUrl: '',
          wallet: JSON.stringify(envelope),
          backedUp,
          ...restoredAccounts(checked.accounts),
        },
        checked.mnemonic,
      )
      setPasswords({ password: '', confirmation: '' })
      notify('info', doneMessage(walletName))
      onDone()
    })
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      {children}
      <TextField label="Wallet name" value={name} onChange={setName} />
      <PasswordFields
        password={passwords.password}
        confirmation={passwords.confirmation}
        onChange={setPasswords}
      />
      <SubmitActions
        error={error}
        onCancel={onCancel}
        busy={busy}
        label={busy ? 'Encrypting…' : submitLabel}
      />
    </form>
  )
}

/**
 * The further accounts of a restored wallet, named by position until their usernames are read,
 * and the first account the file lists selected.
 */
function restoredAccounts(accounts: RestoredAccounts = []) {
  const extra = accounts.filter(account => account.pathIncrement > 0)
  return {
    pathIncrement: accounts.length ? Math.min(...accounts.map(a => a.pathIncrement)) : 0,
    accounts: extra.map(account => ({
      ...account,
      name: `Account ${account.pathIncrement + 1}`,
      avatarUrl: '',
    })),
  }
}
