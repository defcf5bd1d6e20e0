import { useEffect, useRef, type ReactNode } from 'react'

const widths = { md: 'max-w-md', lg: 'max-w-lg', xl: 'max-w-xl' }

/** A modal dialog on the native <dialog>: focus trap, Escape and the backdrop come for free. */
export function Dialog({
  open,
  title,
  onClose,
  width = 'lg',
  children,
}: {
  open: boolean
  title: string
  onClose: () => void
  width?: keyof typeof widths
  children: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    if (open && !element.open) element.showModal()
    if (!open && element.open) element.close()
  }, [open])
  return (
    <dialog
      ref={ref}
      aria-label={title}
      onCancel={event => {
        event.preventDefault()
        onClose()
      }}
      className={`m-auto w-full ${widths[width]} rounded-lg border border-border bg-canvas p-0 text-fg backdrop:bg-black/50`}
    >
      {open && (
        <div className="flex flex-col gap-4 p-6">
          <h2 className="text-lg font-semibold">{title}</h2>
          {children}
        </div>
      )}
    </dialog>
  )
}
