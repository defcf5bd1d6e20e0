import type { QueryClient } from '@tanstack/react-query'
import { matchRoutes, type createBrowserRouter } from 'react-router'
import { paths } from '@/config/paths.ts'
import { mayPrefetch } from './may-prefetch.ts'

type AppRouter = ReturnType<typeof createBrowserRouter>
type DataRoute = AppRouter['routes'][number]

/** A link hovered, focused or seen again within this time is not prefetched again. */
const REPEAT_MS = 30_000
/** At most this many links per page are prefetched for coming into view. */
export const IN_VIEW_LIMIT = 3
/** The document has not changed for this long: the page is taken to be shown. */
const SETTLED_MS = 500
/**
 * An answer read on pointing counts as fresh this long after it arrived. Most clicks follow the
 * pointer within a second and find their reads done; an answer older than this when its page
 * opens is shown at once and read again, so what happened since the pointing (a new comment)
 * appears without a reload.
 */
export const POINTED_FRESH_MS = 3_000
/** Paths that may be one of LIKELY_NEXT (the route tree decides). */
const LIKELY_SHAPE = /\/(issues\/[^/]+|blob\/.+|pulls\/[^/]+\/files|proposals\/[^/]+)\/?$/
/** The pages a reader most often opens next (docs/performance.md, "Clicks"). */
const LIKELY_NEXT = new Set<string>([
  paths.repositoryIssue.pattern,
  paths.repositoryBlob.pattern,
  paths.daoProposal.pattern,
])

/**
 * Pointing at or tabbing to an in-app link starts what the click would: the code of
 * every route the link matches and their loaders, which only start reads into the query cache
 * (`features/*\/api/prefetch.ts`). The click then finds both under way or done (docs/performance.md, "Clicks").
 * Links to the likely next pages load their routes' code when they come into view, a few per
 * page, once the page is idle; not their reads: an answer read while the reader was still on this
 * page would be shown as fresh after the click, without what happened since. For the same reason
 * answers read on pointing are marked stale when the next page opens, unless they are only a
 * moment old (`POINTED_FRESH_MS`). Nothing is prefetched on a Save-Data or 2G connection.
 */
export function prefetchOnIntent(router: AppRouter, queryClient: QueryClient): () => void {
  const lastTried = new Map<string, number>()
  const pointed = agePointedAnswers(router, queryClient)
  /**
   * Prefetches the link's route code, and with `reads` its loaders, unless that was tried lately;
   * false if nothing was started.
   */
  const tryLink = (link: Element | null, reads: boolean): boolean => {
    if (!(link instanceof HTMLAnchorElement) || !isInApp(link) || !mayPrefetch()) return false
    // Code loaded for a link in view does not stand for the reads pointing at it starts.
    const tried = `${reads ? 'reads' : 'code'} ${link.pathname}${link.search}`
    const now = Date.now()
    if (now - (lastTried.get(tried) ?? -Infinity) < REPEAT_MS) return false
    lastTried.set(tried, now)
    if (reads) pointed.reading()
    prefetchRoute(router, link.href, reads)
    return true
  }
  const onIntent = (event: Event) => {
    tryLink(event.target instanceof Element ? event.target.closest('a[href]') : null, true)
  }
  document.addEventListener('pointerover', onIntent, { passive: true })
  document.addEventListener('focusin', onIntent)
  const stopInView = prefetchInView(router, tryLink)
  return () => {
    document.removeEventListener('pointerover', onIntent)
    document.removeEventListener('focusin', onIntent)
    stopInView()
    pointed.stop()
  }
}

/**
 * Keeps the answers that arrive after a pointer started a page's reads and before the next
 * navigation, unwatched by any page (the loaders' prefetches, not the shown page's own reads);
 * when a navigation starts, those older than POINTED_FRESH_MS are marked stale. The page then
 * opens on them and reads them again in the background (TanStack Query refetches a stale query
 * when a page starts to use it).
 */
function agePointedAnswers(router: AppRouter, queryClient: QueryClient) {
  let watching = false
  /** When each answer arrived, by its query's hash. */
  const arrived = new Map<string, number>()
  const stopCache = queryClient.getQueryCache().subscribe(event => {
    if (!watching || event.type !== 'updated' || event.action.type !== 'success') return
    if (event.query.getObserversCount() === 0)
      arrived.set(event.query.queryHash, event.query.state.dataUpdatedAt)
  })
  const stopRouter = router.subscribe(({ navigation }) => {
    if (navigation.state === 'idle' || !watching) return
    watching = false
    const now = Date.now()
    const old = new Map([...arrived].filter(([, at]) => now - at > POINTED_FRESH_MS))
    arrived.clear()
    if (old.size > 0)
      void queryClient.invalidateQueries({
        // Only the answer read then: one read again since is the page's own.
        predicate: query => old.get(query.queryHash) === query.state.dataUpdatedAt,
        refetchType: 'none',
      })
  })
  return {
    reading: () => {
      watching = true
    },
    stop: () => {
      stopCache()
      stopRouter()
    },
  }
}

/** Watches, once the page is idle, for links to the likely next pages coming into view. */
function prefetchInView(
  router: AppRouter,
  tryLink: (link: Element, reads: boolean) => boolean,
): () => void {
  if (typeof IntersectionObserver !== 'function') return ignore
  let left = IN_VIEW_LIMIT
  let watched = new WeakSet<Element>()
  const inView = new IntersectionObserver(entries => {
    for (const { isIntersecting, target } of entries) {
      if (!isIntersecting) continue
      inView.unobserve(target)
      if (left > 0 && tryLink(target, false)) left--
    }
  })
  let settling: ReturnType<typeof setTimeout> | undefined
  const watchNew = () => {
    // A navigation under way is the reader's priority; its end schedules this again.
    if (router.state.navigation.state !== 'idle') return
    for (const link of document.querySelectorAll('a[href]')) {
      if (left <= 0) return
      if (watched.has(link)) continue
      watched.add(link)
      if (isLikelyNext(router, link as HTMLAnchorElement)) inView.observe(link)
    }
  }
  // Once the document has stopped changing for a while, in an idle period: the page's own
  // rendering and reads come first.
  const schedule = () => {
    if (left <= 0) return
    clearTimeout(settling)
    settling = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(watchNew)
      else watchNew()
    }, SETTLED_MS)
  }
  const changes = new MutationObserver(schedule)
  changes.observe(document.body, { childList: true, subtree: true })
  let path = window.location.pathname
  const stopRouter = router.subscribe(({ location, navigation }) => {
    if (navigation.state !== 'idle') return
    if (location.pathname !== path) {
      path = location.pathname
      // A new page has its own few.
      inView.disconnect()
      watched = new WeakSet()
      left = IN_VIEW_LIMIT
    }
    schedule()
  })
  schedule()
  return () => {
    clearTimeout(settling)
    stopRouter()
    changes.disconnect()
    inView.disconnect()
  }
}

function isLikelyNext(router: AppRouter, link: HTMLAnchorElement): boolean {
  // Matching a path against the route tree ranks the whole tree each time: only the few paths
  // shaped like a likely next page are matched.
  if (link.origin !== window.location.origin || !LIKELY_SHAPE.test(link.pathname)) return false
  const leaf = matchRoutes<DataRoute>(router.routes, link.pathname)?.at(-1)
  if (!leaf) return false
  const pattern = leaf.route.path ?? ''
  return (
    LIKELY_NEXT.has(pattern) ||
    (pattern === paths.repositoryPull.pattern && leaf.params.tab === 'files')
  )
}

function isInApp(link: HTMLAnchorElement): boolean {
  return (
    link.origin === window.location.origin &&
    (link.target === '' || link.target === '_self') &&
    !link.hasAttribute('download') &&
    `${link.pathname}${link.search}` !== `${window.location.pathname}${window.location.search}`
  )
}

function prefetchRoute(router: AppRouter, href: string, reads: boolean): void {
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
    if (reads && typeof loader === 'function') {
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
