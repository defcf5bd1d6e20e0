import { useCallback, useEffect } from 'react'
import { useLocation } from 'react-router'
import { create } from 'zustand'

interface NotFoundState {
  /** The location key of the page that signalled 404, if any. */
  readonly signalledAt: string | null
  readonly signal: (locationKey: string) => void
}

export const useNotFoundStore = create<NotFoundState>(set => ({
  signalledAt: null,
  signal: locationKey => set({ signalledAt: locationKey }),
}))

/**
 * Lets a page say "this does not exist" (an unknown repository, say): the layout then shows the
 * 404 page instead. The signal belongs to the location it was raised at, so it resets by itself
 * on the next completed route change.
 */
export function useSignalNotFound(): () => void {
  const { key } = useLocation()
  const signal = useNotFoundStore(state => state.signal)
  return useCallback(() => signal(key), [signal, key])
}

/** Shows the 404 page instead of this one while `missing` is true (a page read `null`, say). */
export function useNotFoundWhen(missing: boolean): void {
  const signalNotFound = useSignalNotFound()
  useEffect(() => {
    if (missing) signalNotFound()
  }, [missing, signalNotFound])
}

export function useIsNotFound(): boolean {
  const { key } = useLocation()
  return useNotFoundStore(state => state.signalledAt === key)
}
