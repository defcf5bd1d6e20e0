import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/ui/button.tsx'
import { Dialog } from '@/ui/dialog.tsx'
import { TextField } from '@/ui/field.tsx'
import { FormActions, FormError } from '@/ui/form-parts.tsx'
import { useUnlockRequest, type PendingUnlock, type UnlockPurpose } from './unlock-request.ts'

const titles: Record<UnlockPurpose, string> = {
  Unlock: 'Unlock wallet',
  Approve: 'Approve with your password',
  Download: 'Download wallet backup',
  Connect: 'Connect your Ledger',
}

/** The one prompt for a key: password for local wallets, device for Ledger (purpose Connect). */
export function UnlockModal() {
  const pending = useUnlockRequest(state => state.pending)
  return (
    <Dialog
      open={pending !== null}
      title={pending ? titles[pending.purpose] : ''}
      onClose={() => pending?.cancel()}
      width="md"
    >
      {pending && <UnlockForm pending={pending} />}
    </Dialog>
  )
}

/** Mounted for each request, so it starts with an empty password and no error. */
function UnlockForm({ pending }: { pending: PendingUnlock }) {
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const errorId = useId()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      await pending.attempt(password)
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-fg-muted">
        Wallet <strong className="text-fg">{pending.walletName}</strong>
      </p>
      {pending.purpose === 'Connect' ? (
        <p>Please open Cosmos app on your ledger</p>
      ) : (
        <TextField
          label="Password"
          type="password"
          autoFocus
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          invalid={error !== null}
          describedBy={error ? errorId : undefined}
        />
      )}
      <FormError id={errorId} error={error} />
      <FormActions onCancel={pending.cancel} cancelDisabled={busy}>
        <Button type="submit" variant="primary" disabled={busy}>
          {pending.purpose}
        </Button>
      </FormActions>
    </form>
  )
}
