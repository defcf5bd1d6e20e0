import type { ReactNode } from 'react'
import { Button } from './button.tsx'
import { FormActions, FormError } from './form-parts.tsx'

/**
 * The foot of a form that sends: why it was refused, then Cancel and the submit button, both held
 * while `busy`. `label` says what the button does (or what it is doing).
 */
export function SubmitActions({
  error,
  onCancel,
  busy,
  disabled = false,
  label,
}: {
  error: string | null
  onCancel: () => void
  busy: boolean
  disabled?: boolean
  label: ReactNode
}) {
  return (
    <>
      <FormError error={error} />
      <FormActions onCancel={onCancel} cancelDisabled={busy}>
        <Button type="submit" variant="primary" disabled={busy || disabled}>
          {label}
        </Button>
      </FormActions>
    </>
  )
}
