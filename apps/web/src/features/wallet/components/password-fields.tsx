import { useId } from 'react'
import { FormError } from '@/ui/form-parts.tsx'

/** Shorter passwords fall quickly to offline guessing against a copied keystore. */
export const MIN_PASSWORD_LENGTH = 12

export function checkNewPassword(password: string, confirmation: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `Use at least ${MIN_PASSWORD_LENGTH} characters`
  }
  if (password !== confirmation) return 'The passwords do not match'
  return null
}

/** A new password and its confirmation; the error appears once both were typed. */
export function PasswordFields({
  password,
  confirmation,
  onChange,
}: {
  password: string
  confirmation: string
  onChange: (next: { password: string; confirmation: string }) => void
}) {
  const errorId = useId()
  const error = confirmation === '' ? null : checkNewPassword(password, confirmation)
  return (
    <fieldset className="flex flex-col gap-3">
      <label className="flex flex-col gap-1 text-sm">
        Password
        <input
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={event => onChange({ password: event.target.value, confirmation })}
          className="rounded-md border border-border bg-canvas px-3 py-2"
        />
        <span className="text-xs text-fg-muted">
          At least {MIN_PASSWORD_LENGTH} characters. It encrypts the wallet on this device; it
          cannot be recovered.
        </span>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        Confirm password
        <input
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={event => onChange({ password, confirmation: event.target.value })}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          className="rounded-md border border-border bg-canvas px-3 py-2"
        />
      </label>
      <FormError id={errorId} error={error} />
    </fieldset>
  )
}
