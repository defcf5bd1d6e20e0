import { useState, type ReactNode } from 'react'
import { Button } from '@/ui/button.tsx'
import { Dialog } from '@/ui/dialog.tsx'

/** Asks before a destructive action; `onConfirm` resolves true when it went through. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  open: boolean
  title: string
  children: ReactNode
  confirmLabel: string
  onConfirm: () => Promise<boolean>
  onClose: () => void
}) {
  const [busy, setBusy] = useState(false)
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <div className="text-sm">{children}</div>
      <div className="flex justify-end gap-2">
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="primary"
          className="bg-danger!"
          disabled={busy}
          onClick={() => {
            setBusy(true)
            void onConfirm().then(done => {
              setBusy(false)
              if (done) onClose()
            })
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  )
}
