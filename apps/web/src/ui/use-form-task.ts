import { useState } from 'react'

/** What a failure says under a form: an Error's message, or the thrown value as text. */
export const failureText = (failure: unknown): string =>
  failure instanceof Error ? failure.message : String(failure)

/**
 * A form's task, one at a time: `busy` while it runs (the buttons hold) and, when it throws, the
 * reason under the form, worded by `describe`. The task may also refuse through `setError`.
 */
export function useFormTask(describe: (failure: unknown) => string = failureText) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const run = async (task: () => Promise<void>) => {
    setBusy(true)
    setError(null)
    try {
      await task()
    } catch (failure) {
      setError(describe(failure))
    } finally {
      setBusy(false)
    }
  }

  return { error, setError, busy, run }
}
