import { createElement } from 'react'
import { TOAST_DURATION_MS } from '../constants.ts'
import { RawLogDetails } from '../raw-log-details.tsx'
import { ready } from './toaster-gate.ts'

export type ToastStatus = 'error' | 'info' | 'loading' | 'waiting-for-input'

export interface ToastHandle {
  /** Replaces the toast's status and text in place (e.g. loading → info). */
  update(status: ToastStatus, message: string, description?: string): void
  dismiss(): void
}

interface ToastOptions {
  readonly description?: string | undefined
  /** A failed transaction's raw log, folded behind "Details" under the sentence. */
  readonly rawLog?: string | undefined
  /** An in-app page the toast points to, e.g. the transaction it is about. */
  readonly link?: { readonly label: string; readonly href: string } | undefined
}

let navigateTo: (href: string) => void = href => window.location.assign(href)

/** Lets toast links navigate inside the app (set once by the app's router). */
export function setToastNavigator(navigate: (href: string) => void): void {
  navigateTo = navigate
}

type Sonner = Awaited<ReturnType<typeof ready>>
type ToastId = string | number

function show(
  { toast }: Sonner,
  id: ToastId | undefined,
  status: ToastStatus,
  message: string,
  options: ToastOptions,
): ToastId {
  const { link } = options
  const common = {
    id,
    description: options.rawLog
      ? createElement(RawLogDetails, { rawLog: options.rawLog })
      : options.description,
    testId: `toast-${status}`,
    ...(link ? { action: { label: link.label, onClick: () => navigateTo(link.href) } } : {}),
  }
  switch (status) {
    case 'error':
      return toast.error(message, { ...common, duration: TOAST_DURATION_MS, dismissible: true })
    case 'info':
      return toast.info(message, { ...common, duration: TOAST_DURATION_MS, dismissible: true })
    case 'loading':
      // Stays until the caller updates it; a person may still close it.
      return toast.loading(message, { ...common, duration: Infinity, dismissible: true })
    case 'waiting-for-input':
      // e.g. "confirm on your Ledger": it cannot be dismissed until the caller resolves it.
      return toast.loading(message, {
        ...common,
        duration: Infinity,
        dismissible: false,
        closeButton: false,
      })
  }
}

/** The one toast helper of the app. */
export function notify(
  status: ToastStatus,
  message: string,
  options: ToastOptions = {},
): ToastHandle {
  const shown = ready().then(sonner => ({
    sonner,
    id: show(sonner, undefined, status, message, options),
  }))
  return {
    update: (next, nextMessage, description) => {
      void shown.then(({ sonner, id }) => show(sonner, id, next, nextMessage, { description }))
    },
    dismiss: () => {
      void shown.then(({ sonner, id }) => sonner.toast.dismiss(id))
    },
  }
}
