import { useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { Button } from './button.tsx'
import { Dialog } from './dialog.tsx'

/**
 * Asks before an action (destructive by default). `onConfirm` may be async: the dialog stays open (button
 * disabled) until it settles, and closes unless it resolved `false`.
 */
export function ConfirmDialog({
  open = true,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  danger = true,
}: {
  open?: boolean
  title: string
  children: ReactNode
  confirmLabel: string
  onConfirm: () => void | boolean | Promise<boolean | void>
  onClose: () => void
  /** Styles the confirm button as destructive (the default). */
  danger?: boolean
}) {
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    setBusy(true)
    try {
      const done = await onConfirm()
      if (done !== false) onClose()
    } finally {
      setBusy(false)
    }
  }
  // Portalled: the opener may sit in a popover that hides (display: none) once the dialog opens.
  return createPortal(
    <Dialog open={open} title={title} onClose={onClose}>
      <div className="flex flex-col gap-2 text-sm">{children}</div>
      <div className="flex justify-end gap-2">
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant={danger ? 'danger' : 'primary'}
          disabled={busy}
          onClick={() => void confirm()}
        >
          {confirmLabel}
        </Button>
      </div>
    </Dialog>,
    document.body,
  )
}
