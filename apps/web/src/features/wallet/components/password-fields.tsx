import { TextField } from '@/ui/field.tsx'

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
  const error = confirmation === '' ? null : checkNewPassword(password, confirmation)
  return (
    <fieldset className="flex flex-col gap-3">
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={next => onChange({ password: next, confirmation })}
        hint={`At least ${MIN_PASSWORD_LENGTH} characters. It encrypts the wallet on this device; it cannot be recovered.`}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={next => onChange({ password, confirmation: next })}
        error={error}
      />
    </fieldset>
  )
}
