import type ProgressBar from '@badrap/bar-of-progress'
import { useEffect } from 'react'
import { useNavigation } from 'react-router'
import { PROGRESS_BAR_DELAY_MS } from '../constants.ts'

let bar: Promise<ProgressBar> | undefined

/**
 * The bar's code loads with the first route change, not with the page: a first load never shows
 * it, and the bar's own delay covers the load.
 */
function progressBar(): Promise<ProgressBar> {
  bar ??= import('@badrap/bar-of-progress').then(
    ({ default: Bar }) =>
      new Bar({
        size: 3,
        color: 'var(--color-accent)',
        className: 'route-progress',
        delay: PROGRESS_BAR_DELAY_MS,
      }),
  )
  return bar
}

/**
 * A thin bar at the top of the page while a route change loads. It only becomes visible after
 * 100 ms, so quick navigations never flash it.
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle'
  useEffect(() => {
    if (!busy) return
    let done = false
    let started: ProgressBar | undefined
    progressBar()
      .then(loaded => {
        if (done) return
        started = loaded
        loaded.start()
      })
      .catch(() => undefined)
    return () => {
      done = true
      started?.finish()
    }
  }, [busy])
  return null
}
