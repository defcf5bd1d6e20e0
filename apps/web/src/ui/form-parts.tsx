import type { ReactNode } from 'react'
import { Button } from './button.tsx'

/** Why a form was refused, read out by screen readers as it appears; nothing when there is none. */
export function FormError({ error, id }: { error: string | null | undefined; id?: string }) {
  if (!error) return null
  return (
    <p id={id} role="alert" className="text-sm break-words text-danger">
      {error}
    </p>
  )
}

/** The row under a form or dialog: Cancel, then the form's own buttons, on the right. */
export function FormActions({
  onCancel,
  cancelDisabled,
  cancelLabel = 'Cancel',
  children,
}: {
  onCancel: () => void
  cancelDisabled?: boolean
  cancelLabel?: string
  children: ReactNode
}) {
  return (
    <div className="flex justify-end gap-2">
      <Button onClick={onCancel} disabled={cancelDisabled}>
        {cancelLabel}
      </Button>
      {children}
    </div>
  )
}
