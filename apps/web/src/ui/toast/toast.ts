import { toast as sonner } from 'sonner'
import { TOAST_DURATION_MS } from '@gitopia-client/chain'

export type ToastStatus = 'error' | 'info' | 'loading' | 'waiting-for-input'

export interface ToastHandle {
  /** Replaces the toast's status and text in place (e.g. loading → info). */
  update(status: ToastStatus, message: string, description?: string): void
  dismiss(): void
}

interface ToastOptions {
  readonly description?: string | undefined
}

function show(
  id: string | number | undefined,
  status: ToastStatus,
  message: string,
  options: ToastOptions,
) {
  const common = { id, description: options.description, testId: `toast-${status}` }
  switch (status) {
    case 'error':
      return sonner.error(message, { ...common, duration: TOAST_DURATION_MS, dismissible: true })
    case 'info':
      return sonner.info(message, { ...common, duration: TOAST_DURATION_MS, dismissible: true })
    case 'loading':
      // Stays until the caller updates it; a person may still close it.
      return sonner.loading(message, { ...common, duration: Infinity, dismissible: true })
    case 'waiting-for-input':
      // e.g. "confirm on your Ledger": it cannot be dismissed until the caller resolves it.
      return sonner.loading(message, {
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
  const id = show(undefined, status, message, options)
  return {
    update: (next, nextMessage, description) => {
      show(id, next, nextMessage, { description })
    },
    dismiss: () => {
      sonner.dismiss(id)
    },
  }
}

/** Shows a waiting-for-input toast until `work` settles, then removes it. */
export async function whileWaitingForInput<T>(message: string, work: () => Promise<T>): Promise<T> {
  const handle = notify('waiting-for-input', message)
  try {
    return await work()
  } finally {
    handle.dismiss()
  }
}
