/**
 * While the balance cannot be read, ask again: soon at first, then less often, and at once when
 * the browser comes back online or the tab is shown again. Stops when a read succeeds or the
 * wallet changes (the caller cancels).
 */
const RETRY_DELAYS_MS = [2_000, 4_000, 8_000] as const

interface RetryLoop {
  /** Schedules the next attempt (the n-th since the first failure). */
  schedule(attempt: number): void
  cancel(): void
}

export function createRetryLoop(run: () => void): RetryLoop {
  let timer: ReturnType<typeof setTimeout> | null = null
  let listening = false
  const wake = () => {
    if (document.visibilityState === 'hidden') return
    cancel()
    run()
  }
  function cancel() {
    if (timer !== null) clearTimeout(timer)
    timer = null
    if (listening) {
      window.removeEventListener('online', wake)
      document.removeEventListener('visibilitychange', wake)
      listening = false
    }
  }
  return {
    schedule(attempt) {
      cancel()
      const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]
      timer = setTimeout(() => {
        timer = null
        run()
      }, delay)
      window.addEventListener('online', wake)
      document.addEventListener('visibilitychange', wake)
      listening = true
    },
    cancel,
  }
}
