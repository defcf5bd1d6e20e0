import type { ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { Button } from '@/ui/button.tsx'
import { Dialog } from '@/ui/dialog.tsx'

export function ConfirmDialog({
  title,
  confirmLabel,
  children,
  onConfirm,
  onClose,
}: {
  title: string
  confirmLabel: string
  children: ReactNode
  onConfirm: () => void
  onClose: () => void
}) {
  // Portalled: the opener may sit in a popover that hides (display: none) once the dialog opens.
  return createPortal(
    <Dialog open title={title} onClose={onClose}>
      <div className="flex flex-col gap-2 text-sm">{children}</div>
      <div className="flex justify-end gap-2">
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="primary"
          onClick={() => {
            onConfirm()
            onClose()
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </Dialog>,
    document.body,
  )
}
