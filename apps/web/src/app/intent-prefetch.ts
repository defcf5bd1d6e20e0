import { matchRoutes, type createBrowserRouter } from 'react-router'

type AppRouter = ReturnType<typeof createBrowserRouter>
type DataRoute = AppRouter['routes'][number]

/** A link hovered or focused again within this time is not prefetched again. */
const REPEAT_MS = 30_000

/**
 * Pointing at or tabbing to an in-app link starts what the click would: the code of
 * every route the link matches and their loaders, which only start reads into the query cache
 * (`features/*\/api/prefetch.ts`). The click then finds both under way or done (docs/performance.md, "Clicks").
 */
export function prefetchOnIntent(router: AppRouter): () => void {
  const lastTried = new Map<string, number>()
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null
    if (!(link instanceof HTMLAnchorElement) || !isInApp(link)) return
    const href = `${link.pathname}${link.search}`
    const now = Date.now()
    if (now - (lastTried.get(href) ?? -Infinity) < REPEAT_MS) return
    lastTried.set(href, now)
    prefetchRoute(router, link.href)
  }
  document.addEventListener('pointerover', onIntent, { passive: true })
  document.addEventListener('focusin', onIntent)
  return () => {
    document.removeEventListener('pointerover', onIntent)
    document.removeEventListener('focusin', onIntent)
  }
}

function isInApp(link: HTMLAnchorElement): boolean {
  return (
    link.origin === window.location.origin &&
    (link.target === '' || link.target === '_self') &&
    !link.hasAttribute('download') &&
    `${link.pathname}${link.search}` !== `${window.location.pathname}${window.location.search}`
  )
}

function prefetchRoute(router: AppRouter, href: string): void {
  const url = new URL(href)
  const matches = matchRoutes<DataRoute>(router.routes, url.pathname) ?? []
  const request = new Request(url)
  const pattern = matches
    .map(match => match.route.path ?? '')
    .join('/')
    .replace(/\/+/g, '/')
  for (const { route, params } of matches) {
    // Loading a module twice is free: the router's own import later finds it in the module map.
    const lazy = route.lazy
    if (typeof lazy === 'function') void lazy().catch(ignore)
    const loader = route.loader
    if (typeof loader === 'function') {
      try {
        void Promise.resolve(loader({ request, url, pattern, params, context: undefined })).catch(
          ignore,
        )
      } catch {
        // A loader that refuses the URL will say so on the click.
      }
    }
  }
}

const ignore = () => undefined
