import ProgressBar from '@badrap/bar-of-progress'
import { useEffect, useState } from 'react'
import { useNavigation } from 'react-router'
import { PROGRESS_BAR_DELAY_MS } from '../constants.ts'

/**
 * A thin bar at the top of the page while a route change loads. It only becomes visible after
 * 100 ms, so quick navigations never flash it.
 */
export function NavigationProgress() {
  const navigation = useNavigation()
  const [bar] = useState(
    () =>
      new ProgressBar({
        size: 3,
        color: 'var(--color-accent)',
        className: 'route-progress',
        delay: PROGRESS_BAR_DELAY_MS,
      }),
  )
  const busy = navigation.state !== 'idle'
  useEffect(() => {
    if (!busy) return
    bar.start()
    return () => bar.finish()
  }, [bar, busy])
  return null
}
