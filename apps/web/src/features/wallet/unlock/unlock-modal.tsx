import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Button } from '@/ui/button.tsx'
import { TextField } from '@/ui/field.tsx'
import { FormActions, FormError } from '@/ui/form-parts.tsx'
import { useUnlockRequest, type UnlockPurpose } from './unlock-request.ts'

const titles: Record<UnlockPurpose, string> = {
  Unlock: 'Unlock wallet',
  Approve: 'Approve with your password',
  Download: 'Download wallet backup',
  Connect: 'Connect your Ledger',
}

/** The one prompt for a key: password for local wallets, device for Ledger (purpose Connect). */
export function UnlockModal() {
  const pending = useUnlockRequest(state => state.pending)
  const dialog = useRef<HTMLDialogElement>(null)
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const errorId = useId()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (pending && !element.open) element.showModal()
    if (!pending && element.open) element.close()
    setPassword('')
    setError(null)
    setBusy(false)
  }, [pending])

  if (!pending) return <dialog ref={dialog} hidden />

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
    <dialog
      ref={dialog}
      aria-labelledby="unlock-title"
      onCancel={event => {
        event.preventDefault()
        pending.cancel()
      }}
      className="m-auto w-full max-w-md rounded-lg border border-border bg-canvas p-0 text-fg backdrop:bg-black/50"
    >
      <form onSubmit={submit} className="flex flex-col gap-4 p-6">
        <h2 id="unlock-title" className="text-lg font-semibold">
          {titles[pending.purpose]}
        </h2>
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
    </dialog>
  )
}
