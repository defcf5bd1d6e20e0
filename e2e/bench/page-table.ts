// The benchmarks' table of the pages docs/performance.md tracks, one row a page, on a fresh devnet
// (`bench:web` and `bench:latency` print it with different columns). Each column, by the name it
// is printed with:
// - `jsGzip` (with `jsFiles`, `jsRaw`, `requests`, `longTasks`): one first load (first-load.ts).
// - `at0ms`, `atPlus100ms`, `extraMs`: time to content of a fresh load (median of `runs`) with no
//   latency added and with the devnet's fault controls adding 100 ms to every chain (REST, RPC)
//   and storage-provider request, and the difference. Every time-to-content column is timed in
//   the page from navigation start to the route's `content` (measure.ts, `contentInPage`).
// - `roundTrips`: the sequential round trips before content, from a third setting with 400 ms
//   added (see below).
// - `at4xCpu` (`at4xCpuRuns` lists each load): a fresh load at 0 ms on a 390 px viewport with the
//   CPU slowed 4× (Chrome's stand-in for a mid-range phone).
// - `returnAtPlus100ms`: a second visit in the same browser at +100 ms, which shows the saved
//   answers (docs/performance.md, "Return visits"); timed in the page from navigation start to
//   the route's `content` (measure.ts, `contentInPage`), as the target is stated.
// - `clickMs`, `prefetchedClickMs`: click to content at +100 ms of the link that most often opens
//   the page, without and with the pointer resting on it first (clicks.ts). A page that only a
//   click is measured for (no route case) has a row of its own.
import type { Browser, Page } from '@playwright/test'
import { setFault } from '../support/faults.ts'
import { CLICK_CASES, clickTimes } from './clicks.ts'
import { measureFirstLoad } from './first-load.ts'
import { contentInPage, inNewContext, inNewPage, median, timeToContent } from './measure.ts'
import { BENCH_ROUTES, type RouteCase } from './routes.ts'

const ADDED_MS = 100
/** Chrome's CPU throttling for the phone column. */
const CPU_SLOWDOWN = 4
/** A latency large enough that CPU noise on a shared 2-core machine is small beside it. */
const PROBE_MS = 400

/** The pages docs/performance.md tracks, by their bench name. */
export const PAGES = [
  'home',
  'profile (user)',
  'repository page',
  'file view',
  'issue page',
  'pull request',
  'pull request files',
  'dao dashboard',
  'commit list',
]

export interface PageTableOptions {
  /** Page names (routes.ts, clicks.ts); the rows come in this order. */
  readonly pages: readonly string[]
  /** Column names as printed; a column's `…Runs` comes with it. */
  readonly columns: readonly string[]
  /** Fresh loads (or clicks) per setting, median taken. */
  readonly runs: number
}

interface Stack {
  readonly app: string
  /** The devnet's fault control (stack.ts). */
  readonly control: string
}

/**
 * `BENCH_PAGES` and `BENCH_COLUMNS` (comma-separated names) and `BENCH_RUNS`, else the defaults:
 * the tracked pages, and with a click column the pages only a click is measured for.
 */
export function pageTableOptions(defaultColumns: readonly string[]): PageTableOptions {
  const list = (value: string | undefined) => value?.split(',').map(name => name.trim())
  const columns = list(process.env.BENCH_COLUMNS) ?? defaultColumns
  const clicked = columns.some(name => name === 'clickMs' || name === 'prefetchedClickMs')
  const clickOnly = CLICK_CASES.map(click => click.page).filter(page => !PAGES.includes(page))
  return {
    pages: list(process.env.BENCH_PAGES) ?? (clicked ? [...PAGES, ...clickOnly] : PAGES),
    columns,
    runs: Number(process.env.BENCH_RUNS ?? 5),
  }
}

/**
 * Time to content of one load: timed in the page where the route names its content (measure.ts,
 * `contentInPage`), else with a locator, which adds Playwright's polling after the load event.
 */
function loadTime(page: Page, route: RouteCase, base: string): Promise<number> {
  return route.content ? contentInPage(page, route, base) : timeToContent(page, route, base)
}

async function freshLoad(browser: Browser, route: RouteCase, base: string): Promise<number> {
  return inNewPage(browser, page => loadTime(page, route, base), { setup: { route, base } })
}

/** A fresh load on a phone-sized viewport with the CPU slowed down `rate` times. */
async function throttledLoad(
  browser: Browser,
  route: RouteCase,
  base: string,
  rate: number,
): Promise<number> {
  return inNewContext(
    browser,
    async context => {
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate })
      return loadTime(page, route, base)
    },
    { options: { viewport: { width: 390, height: 844 } }, setup: { route, base } },
  )
}

/** The second visit of a page in one browser, once the first has saved its answers. */
async function returnVisit(browser: Browser, route: RouteCase, base: string): Promise<number> {
  return inNewContext(
    browser,
    async context => {
      const first = await context.newPage()
      await timeToContent(first, route, base)
      await first.waitForFunction(
        () => Object.keys(localStorage).some(key => key.startsWith('gitopia.savedAnswers:')),
        undefined,
        { timeout: 30_000 },
      )
      await first.close()
      return contentInPage(await context.newPage(), route, base)
    },
    { setup: { route, base } },
  )
}

/** The first load's JS with its context's setup done, at whatever latency is set. */
async function firstLoad(browser: Browser, route: RouteCase, base: string) {
  return inNewPage(browser, page => measureFirstLoad(page, route, base), { setup: { route, base } })
}

/** Adds `latencyMs` to every chain and storage-provider request of the devnet. */
export async function setLatency(control: string, latencyMs: number): Promise<void> {
  const { targets } = (await (await fetch(control)).json()) as { targets: Record<string, unknown> }
  for (const target of Object.keys(targets)) {
    await setFault({ control }, target, { latencyMs })
  }
}

/** The columns asked for of one page that has a route case. */
async function measureRoute(
  browser: Browser,
  stack: Stack,
  route: RouteCase,
  { columns, runs }: PageTableOptions,
): Promise<Record<string, string | number>> {
  const wanted = (...names: string[]) => names.some(name => columns.includes(name))
  const row: Record<string, string | number> = {}
  if (wanted('jsFiles', 'jsRaw', 'jsGzip', 'requests', 'longTasks')) {
    await setLatency(stack.control, 0)
    Object.assign(row, await firstLoad(browser, route, stack.app))
  }
  // The latencies each column needs; they alternate run by run: on a shared machine the load
  // drifts, and measuring one setting after the other turned that drift into the difference.
  const times = new Map<number, number[]>()
  if (wanted('at0ms', 'extraMs', 'roundTrips')) times.set(0, [])
  if (wanted('atPlus100ms', 'extraMs')) times.set(ADDED_MS, [])
  if (wanted('roundTrips')) times.set(PROBE_MS, [])
  const throttled: number[] = []
  const returning: number[] = []
  // One unmeasured load first, so every column sees warm caches on the server side.
  await setLatency(stack.control, 0)
  await freshLoad(browser, route, stack.app)
  for (let run = 0; run < runs; run++) {
    for (const [latencyMs, column] of times) {
      await setLatency(stack.control, latencyMs)
      column.push(await freshLoad(browser, route, stack.app))
    }
    if (wanted('at4xCpu')) {
      await setLatency(stack.control, 0)
      throttled.push(await throttledLoad(browser, route, stack.app, CPU_SLOWDOWN))
    }
    if (wanted('returnAtPlus100ms')) {
      await setLatency(stack.control, ADDED_MS)
      returning.push(await returnVisit(browser, route, stack.app))
    }
  }
  const column = (latencyMs: number) => times.get(latencyMs) ?? []
  const base = median(column(0))
  const slow = median(column(ADDED_MS))
  // CPU contention only ever adds time, so each setting's fastest load is its least disturbed
  // one; at +400 ms a round trip stands well above the noise that swamps +100 ms here.
  const probed = Math.min(...column(PROBE_MS)) - Math.min(...column(0))
  return Object.assign(row, {
    at0ms: Math.round(base),
    atPlus100ms: Math.round(slow),
    extraMs: Math.round(slow - base),
    roundTrips: Math.round((probed / PROBE_MS) * 10) / 10,
    at4xCpu: Math.round(median(throttled)),
    // Each load of the phone column, to show the spread on a shared machine.
    at4xCpuRuns: throttled.map(Math.round).join(' '),
    returnAtPlus100ms: Math.round(median(returning)),
  })
}

/** One row a page, with the columns asked for; a page that fails shows why instead. */
export async function measurePageTable(
  browser: Browser,
  stack: Stack,
  options: PageTableOptions,
): Promise<Record<string, string | number>[]> {
  const { pages, columns, runs } = options
  const shown = (name: string) => columns.includes(name.replace(/Runs$/, ''))
  const clickWays = { cold: shown('clickMs'), prefetched: shown('prefetchedClickMs') }
  const rows = []
  for (const page of pages) {
    const route = BENCH_ROUTES.find(candidate => candidate.name === page)
    const click = CLICK_CASES.find(candidate => candidate.page === page)
    try {
      if (!route && !click) throw new Error('no such page in routes.ts or clicks.ts')
      const row = route ? await measureRoute(browser, stack, route, options) : {}
      if (click && (clickWays.cold || clickWays.prefetched)) {
        await setLatency(stack.control, ADDED_MS)
        Object.assign(row, await clickTimes(browser, stack.app, click, runs, clickWays))
      }
      rows.push({
        page,
        ...Object.fromEntries(Object.entries(row).filter(([name]) => shown(name))),
      })
    } catch (error) {
      rows.push({ page, failed: error instanceof Error ? error.message : String(error) })
    }
  }
  await setLatency(stack.control, 0)
  return rows
}
