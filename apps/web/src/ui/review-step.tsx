import { useState } from 'react'
import { Button } from './button.tsx'
import { FormActions, FormError } from './form-parts.tsx'
import { useFormTask } from './use-form-task.ts'

/**
 * A send form in two steps: Review checks the form and works out the fee (`reviewed`), then
 * Confirm and send signs it. Any edit drops the review, so what is confirmed is what was shown.
 */
export function useReviewStep<Reviewed>(describe: (failure: unknown) => string) {
  const [reviewed, setReviewed] = useState<Reviewed | null>(null)
  const { error, setError, busy, run } = useFormTask(describe)

  const edit = (apply: () => void) => {
    apply()
    setReviewed(null)
    setError(null)
  }

  return { reviewed, setReviewed, error, setError, busy, edit, run }
}

/** The error, Cancel, and Review (a submit) or, once reviewed, Confirm and send. */
export function ReviewActions({
  step,
  onCancel,
  onConfirm,
}: {
  step: { readonly reviewed: unknown; readonly error: string | null; readonly busy: boolean }
  onCancel: () => void
  onConfirm: () => void
}) {
  const { reviewed, error, busy } = step
  return (
    <>
      <FormError error={error} />
      <FormActions onCancel={onCancel} cancelDisabled={busy}>
        {reviewed !== null ? (
          <Button variant="primary" onClick={onConfirm} disabled={busy}>
            {busy ? 'Sending…' : 'Confirm and send'}
          </Button>
        ) : (
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? 'Checking…' : 'Review'}
          </Button>
        )}
      </FormActions>
    </>
  )
}
