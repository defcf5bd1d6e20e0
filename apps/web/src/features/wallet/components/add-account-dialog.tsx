import { useState, type FormEvent } from 'react'
import { Dialog } from '@/ui/dialog.tsx'
import { TextField } from '@/ui/field.tsx'
import { SubmitActions } from '@/ui/submit-actions.tsx'
import { notify } from '@/ui/toast/index.ts'
import { useFormTask } from '@/ui/use-form-task.ts'
import { activeEntry, nextAccountIndex } from '../model/accounts.ts'
import { addWalletAccount } from '../session/account-actions.ts'

/**
 * Names the wallet's next account and adds it: a local wallet asks for its password (unless it
 * is unlocked), a Ledger shows the new address on the device. A chunk of its own.
 */
export function AddAccountDialog({ onClose }: { onClose: () => void }) {
  const entry = activeEntry()
  const index = entry ? nextAccountIndex(entry.wallet) : 1
  const [name, setName] = useState(`Account ${index + 1}`)
  const { error, setError, busy, run } = useFormTask()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const accountName = name.trim()
    if (accountName === '') return setError('Give the account a name')
    await run(async () => {
      await addWalletAccount(accountName)
      notify('info', `Account ${accountName} added`)
      onClose()
    })
  }
  return (
    <Dialog open title="Add account" onClose={onClose} width="md">
      <form onSubmit={submit} className="flex flex-col gap-3">
        <p className="text-sm">
          Another address of {entry?.wallet.name ?? 'this wallet'}, from the same{' '}
          {entry?.wallet.isLedger ? 'Ledger' : 'recovery phrase and password'} (HD path
          m/44&apos;/118&apos;/0&apos;/0/{index}). It has its own username, balance and dashboard.
        </p>
        <TextField label="Account name" value={name} onChange={setName} />
        <SubmitActions
          error={error}
          onCancel={onClose}
          busy={busy}
          label={busy ? 'Adding…' : 'Add account'}
        />
      </form>
    </Dialog>
  )
}
