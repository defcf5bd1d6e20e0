import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { createMemoryRouter, type LoaderFunctionArgs } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { paths } from '@/config/paths.ts'
import { IN_VIEW_LIMIT, POINTED_FRESH_MS, prefetchOnIntent } from './intent-prefetch.ts'

/** What the links' routes were asked to read (their loaders start a page's reads). */
let loaded: string[] = []
/** Whose code the links' routes were asked to load. */
let codeLoaded: string[] = []
const loader =
  (name: string) =>
  ({ request }: LoaderFunctionArgs) => {
    loaded.push(`${name} ${new URL(request.url).pathname}`)
    return null
  }
const code = (name: string) => () => {
  codeLoaded.push(name)
  return Promise.resolve({})
}

function appRouter() {
  return createMemoryRouter(
    [
      { path: '/start' },
      { path: '/elsewhere' },
      { path: paths.owner.pattern, loader: loader('profile') },
      { path: paths.daoProposal.pattern, loader: loader('proposal'), lazy: code('proposal') },
      {
        path: paths.repository.pattern,
        children: [
          { path: paths.repositoryIssue.pattern, loader: loader('issue'), lazy: code('issue') },
          { path: paths.repositoryBlob.pattern, loader: loader('file'), lazy: code('file') },
          { path: paths.repositoryPull.pattern, loader: loader('pull'), lazy: code('pull') },
        ],
      },
    ],
    { initialEntries: ['/start'] },
  )
}

/** The browser's IntersectionObserver, driven by the test: `scrollIntoView` shows a link. */
const observers = new Set<FakeIntersectionObserver>()
class FakeIntersectionObserver {
  readonly observed = new Set<Element>()
  constructor(private readonly callback: IntersectionObserverCallback) {
    observers.add(this)
  }
  observe(target: Element) {
    this.observed.add(target)
  }
  unobserve(target: Element) {
    this.observed.delete(target)
  }
  disconnect() {
    this.observed.clear()
  }
  show(target: Element) {
    if (!this.observed.has(target)) return
    const entry = { isIntersecting: true, target } as IntersectionObserverEntry
    this.callback([entry], this as unknown as IntersectionObserver)
  }
}
const scrollIntoView = (link: Element) => {
  for (const observer of observers) observer.show(link)
}

function setConnection(connection: { saveData?: boolean; effectiveType?: string } | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true })
}

/** Puts links on the page and lets the page go idle. */
async function showLinks(...hrefs: string[]): Promise<HTMLAnchorElement[]> {
  const links = hrefs.map(href => {
    const link = document.createElement('a')
    link.href = href
    link.textContent = href
    document.body.append(link)
    return link
  })
  await vi.advanceTimersByTimeAsync(1_000)
  return links
}

let stop = () => {}
beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 50))
  loaded = []
  codeLoaded = []
  observers.clear()
  setConnection({ saveData: false, effectiveType: '4g' })
})
afterEach(() => {
  stop()
  document.body.replaceChildren()
  setConnection(undefined)
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('prefetching links that come into view', () => {
  it.each([
    ['an issue in a list', '/alice/hello/issues/1', 'issue'],
    ['a file of a repository', '/alice/hello/blob/main/src/app.ts', 'file'],
    ["a pull request's files", '/alice/hello/pulls/2/files', 'pull'],
    ["a DAO's proposal", '/daos/builders/proposals/3', 'proposal'],
  ])(
    'loads the code of %s once its link is in view, its reads on pointing',
    async (_what, href, route) => {
      stop = prefetchOnIntent(appRouter(), new QueryClient())
      const [likely, profile, conversation] = await showLinks(
        href,
        '/alice',
        '/alice/hello/pulls/2',
      )
      expect(codeLoaded).toEqual([])
      for (const link of [likely, profile, conversation]) scrollIntoView(link as Element)
      // Only the likely next page: a profile or a conversation tab in view is left alone. Its
      // reads wait: answers read now would be shown as fresh after a click minutes later.
      expect(codeLoaded).toEqual([route])
      expect(loaded).toEqual([])
      likely?.dispatchEvent(new Event('pointerover', { bubbles: true }))
      expect(loaded).toEqual([`${route} ${href}`])
    },
  )

  it('prefetches a few links per page, each once, and a few more on the next page', async () => {
    const router = appRouter()
    stop = prefetchOnIntent(router, new QueryClient())
    const links = await showLinks(
      ...[1, 2, 3, 4, 5].map(n => `/alice/hello/issues/${n}`),
      '/alice/hello/issues/1',
    )
    for (const link of links) scrollIntoView(link)
    for (const link of links) scrollIntoView(link)
    expect(IN_VIEW_LIMIT).toBe(3)
    expect(codeLoaded).toEqual(['issue', 'issue', 'issue'])

    await router.navigate('/elsewhere')
    document.body.replaceChildren()
    codeLoaded = []
    const next = await showLinks(...[6, 7, 8, 9].map(n => `/alice/hello/issues/${n}`))
    for (const link of next) scrollIntoView(link)
    expect(codeLoaded).toEqual(['issue', 'issue', 'issue'])
  })

  it('waits until the page has stopped changing and is idle before it watches links', async () => {
    stop = prefetchOnIntent(appRouter(), new QueryClient())
    const link = document.createElement('a')
    link.href = '/alice/hello/issues/1'
    document.body.append(link)
    // The page goes on rendering: every change puts the watching off.
    for (let i = 0; i < 5; i++) {
      await vi.advanceTimersByTimeAsync(300)
      document.body.append(document.createElement('p'))
      scrollIntoView(link)
    }
    expect(codeLoaded).toEqual([])
    await vi.advanceTimersByTimeAsync(600)
    scrollIntoView(link)
    expect(codeLoaded).toEqual(['issue'])
  })
})

describe('a connection that asks for less data', () => {
  it.each([
    ['Save-Data', { saveData: true, effectiveType: '4g' }],
    ['2G', { saveData: false, effectiveType: '2g' }],
    ['slow 2G', { saveData: false, effectiveType: 'slow-2g' }],
  ])(
    'on %s, prefetches nothing: not in view, not on pointing or focus',
    async (_what, connection) => {
      setConnection(connection)
      stop = prefetchOnIntent(appRouter(), new QueryClient())
      const [inView, pointed] = await showLinks('/alice/hello/issues/1', '/alice/hello/issues/2')
      scrollIntoView(inView as Element)
      pointed?.dispatchEvent(new Event('pointerover', { bubbles: true }))
      pointed?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
      expect(loaded).toEqual([])
      expect(codeLoaded).toEqual([])

      // The same page on a connection that does not ask: pointing prefetches.
      setConnection({ saveData: false, effectiveType: '4g' })
      pointed?.dispatchEvent(new Event('pointerover', { bubbles: true }))
      expect(loaded).toEqual(['issue /alice/hello/issues/2'])
    },
  )
})

describe('answers read on pointing', () => {
  /** A router whose issue page reads its comments into `queryClient`, counting the reads. */
  function readingRouter(queryClient: QueryClient) {
    const reads = { count: 0 }
    const router = createMemoryRouter(
      [
        { path: '/start' },
        {
          path: paths.repository.pattern,
          children: [
            {
              path: paths.repositoryIssue.pattern,
              loader: () => {
                void queryClient.prefetchQuery({
                  queryKey: ['comments'],
                  queryFn: () => ++reads.count,
                  staleTime: 15_000,
                })
                return null
              },
            },
          ],
        },
      ],
      { initialEntries: ['/start'] },
    )
    return { router, reads }
  }
  const comments = (queryClient: QueryClient) =>
    queryClient.getQueryCache().find({ queryKey: ['comments'] })

  it('are read again when their page opens a while after the pointing, not after a quick click', async () => {
    for (const [waited, readsAfterClick] of [
      [10_000, 2],
      [POINTED_FRESH_MS / 3, 1],
    ] as const) {
      const queryClient = new QueryClient()
      const { router, reads } = readingRouter(queryClient)
      stop = prefetchOnIntent(router, queryClient)
      const [link] = await showLinks('/alice/hello/issues/1')
      link?.dispatchEvent(new Event('pointerover', { bubbles: true }))
      await vi.advanceTimersByTimeAsync(0)
      expect(reads.count).toBe(1)
      // Fresh for 15 s by its own rule: a comment posted in the meantime would be missing.
      await vi.advanceTimersByTimeAsync(waited)
      expect(comments(queryClient)?.isStale()).toBe(false)
      await router.navigate('/alice/hello/issues/1')
      await vi.advanceTimersByTimeAsync(0)
      expect(reads.count).toBe(readsAfterClick)
      stop()
      document.body.replaceChildren()
    }
  })

  it('leaves the answers of the page on screen alone', async () => {
    const queryClient = new QueryClient()
    const { router, reads } = readingRouter(queryClient)
    stop = prefetchOnIntent(router, queryClient)
    const [link] = await showLinks('/alice/hello/issues/1')
    link?.dispatchEvent(new Event('pointerover', { bubbles: true }))
    // The page on screen reads its own query while the link is pointed at.
    const shown = new QueryObserver(queryClient, {
      queryKey: ['shown'],
      queryFn: () => 'answer',
      staleTime: 60_000,
    })
    const stopShowing = shown.subscribe(() => undefined)
    await vi.advanceTimersByTimeAsync(10_000)
    await router.navigate('/alice/hello/issues/1')
    await vi.advanceTimersByTimeAsync(0)
    expect(reads.count).toBe(2)
    expect(shown.getCurrentQuery().isStale()).toBe(false)
    stopShowing()
  })
})
