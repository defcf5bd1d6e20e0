import { useEffect, useState } from 'react'

/** What each loader gave, so a page shown again has it at its first render. */
const loaded = new WeakMap<() => Promise<unknown>, unknown>()

/**
 * What `load` resolves to (a component whose code comes when it is first shown), or null until it
 * is in; a failed load is thrown to the nearest error boundary, as React.lazy's is. Unlike a lazy
 * component inside Suspense, what it shows is not held back: React reveals content a Suspense
 * fallback stood in for no sooner than 300 ms after the fallback appeared (its fallback
 * throttle), which a page whose code and reads were quick waited for in full
 * (docs/performance.md, "Where a return visit's time goes").
 */
export function useLoaded<T>(load: () => Promise<T>): T | null {
  const [value, setValue] = useState<T | null>(() => (loaded.get(load) as T | undefined) ?? null)
  const [failure, setFailure] = useState<{ readonly error: unknown } | null>(null)
  useEffect(() => {
    if (value !== null) return
    let live = true
    load().then(
      result => {
        loaded.set(load, result)
        // A function (a component) would be taken for an updater.
        if (live) setValue(() => result)
      },
      (error: unknown) => {
        if (live) setFailure({ error })
      },
    )
    return () => {
      live = false
    }
  }, [load, value])
  if (failure) throw failure.error
  return value
}
