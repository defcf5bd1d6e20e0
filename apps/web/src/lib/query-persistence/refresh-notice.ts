import type { QueryClient } from '@tanstack/react-query'

/**
 * While a page shows saved answers that the chain has not confirmed yet, a small notice says so:
 * "refreshing" while they are read again, or that the nodes did not answer. It floats over the
 * page (no layout shift) and goes once every saved answer on screen has been replaced.
 */
export function watchRestored(client: QueryClient, restored: ReadonlySet<string>): () => void {
  const waiting = new Set(restored)
  const restoredAt = Date.now()
  const notice = document.createElement('div')
  notice.setAttribute('role', 'status')
  notice.dataset.savedAnswers = ''
  notice.className =
    'pointer-events-none fixed bottom-3 left-3 z-40 rounded-full border border-border bg-canvas px-3 py-1 text-sm text-fg shadow'
  notice.hidden = true
  document.body.append(notice)

  const cache = client.getQueryCache()
  const update = () => {
    const onScreen = [...waiting]
      .map(hash => cache.get(hash))
      .filter(query => query !== undefined && query.getObserversCount() > 0)
    if (waiting.size === 0) return stop()
    const text =
      onScreen.length === 0
        ? ''
        : onScreen.some(query => query?.state.fetchStatus === 'fetching')
          ? 'Showing saved data · refreshing…'
          : onScreen.some(query => query?.state.status === 'error')
            ? `Showing saved data from ${new Date(savedAtOf(onScreen, restoredAt)).toLocaleTimeString()} · the nodes did not answer`
            : ''
    notice.hidden = text === ''
    if (notice.textContent !== text) notice.textContent = text
  }
  const unsubscribe = cache.subscribe(event => {
    const hash = event.query.queryHash
    if (event.type === 'updated' && event.action.type === 'success') waiting.delete(hash)
    if (event.type === 'removed') waiting.delete(hash)
    if (waiting.has(hash) || event.type === 'updated') update()
  })
  function stop() {
    unsubscribe()
    notice.remove()
  }
  update()
  return stop
}

/** When the oldest saved answer on screen was read from the chain. */
function savedAtOf(
  queries: readonly ({ state: { dataUpdatedAt: number } } | undefined)[],
  fallback: number,
): number {
  return Math.min(fallback, ...queries.map(query => query?.state.dataUpdatedAt ?? fallback))
}
