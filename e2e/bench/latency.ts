// `npm run bench:latency`: what users far from the nodes feel. Loads each page in Chromium on a fresh
// devnet with no added latency, then with the devnet's fault controls adding 100 ms to every chain
// (REST, RPC) and storage provider request, and prints time to content (median of 5 fresh loads)
// and the difference. `roundTrips` counts the sequential round trips before content, from a
// third setting with 400 ms added (see below); `at4xCpu` is a fresh load at 0 ms on a 390 px
// viewport with the CPU slowed 4× (Chrome's stand-in for a mid-range phone); `returnAtPlus100ms`
// is a second visit in the same browser at +100 ms, which shows the saved answers
// (docs/performance.md, "Return visits"). A second table times clicks at +100 ms, with and
// without the link pointed at first (clicks.ts). `BENCH_TABLES=clicks` (or `pages`) runs one;
// `BENCH_COLUMNS=at4xCpu` runs only that column of the pages table (names as printed).
import { chromium, type Browser, type BrowserContext } from '@playwright/test'
import { CHROMIUM_ARGS } from '../playwright.config.ts'
import { startStack } from '../stack.ts'
import { measureClicks } from './clicks.ts'
import { median, timeToContent } from './measure.ts'
import { BENCH_ROUTES, type RouteCase } from './routes.ts'

const ADDED_MS = 100
/** Chrome's CPU throttling for the phone column. */
const CPU_SLOWDOWN = 4
/** A latency large enough that CPU noise on a shared 2-core machine is small beside it. */
const PROBE_MS = 400
/** Fresh loads per setting; `BENCH_RUNS=9` for a closer look at one page. */
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
/** The pages docs/performance.md tracks, by their bench name. */
const PAGES = [
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

/** A new browser context that has run the route's setup (a signed-in wallet, say). */
async function preparedContext(
  browser: Browser,
  route: RouteCase,
  base: string,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options)
  if (route.setup) {
    const setupPage = await context.newPage()
    await route.setup(setupPage, base)
    await setupPage.close()
  }
  return context
}

async function freshLoad(browser: Browser, route: RouteCase, base: string): Promise<number> {
  const context = await preparedContext(browser, route, base)
  try {
    return await timeToContent(await context.newPage(), route, base)
  } finally {
    await context.close()
  }
}

/** A fresh load on a phone-sized viewport with the CPU slowed down `rate` times. */
async function throttledLoad(
  browser: Browser,
  route: RouteCase,
  base: string,
  rate: number,
): Promise<number> {
  const context = await preparedContext(browser, route, base, {
    viewport: { width: 390, height: 844 },
  })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    return await timeToContent(page, route, base)
  } finally {
    await context.close()
  }
}

/** The second visit of a page in one browser, once the first has saved its answers. */
async function returnVisit(browser: Browser, route: RouteCase, base: string): Promise<number> {
  const context = await preparedContext(browser, route, base)
  try {
    const first = await context.newPage()
    await timeToContent(first, route, base)
    await first.waitForFunction(
      () => Object.keys(localStorage).some(key => key.startsWith('gitopia.savedAnswers:')),
      undefined,
      { timeout: 30_000 },
    )
    await first.close()
    return await timeToContent(await context.newPage(), route, base)
  } finally {
    await context.close()
  }
}

async function setLatency(control: string, latencyMs: number): Promise<void> {
  const { targets } = (await (await fetch(control)).json()) as { targets: Record<string, unknown> }
  for (const target of Object.keys(targets)) {
    await fetch(control, { method: 'POST', body: JSON.stringify({ target, latencyMs }) })
  }
}

const stack = await startStack('demo')
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
})
try {
  // `BENCH_PAGES='pull request files,issue page'` measures only those pages.
  const only = process.env.BENCH_PAGES?.split(',').map(name => name.trim())
  const tables = process.env.BENCH_TABLES ?? 'pages,clicks'
  const routes = tables.includes('pages')
    ? BENCH_ROUTES.filter(route => (only ?? PAGES).includes(route.name))
    : []
  // `BENCH_COLUMNS=at4xCpu,returnAtPlus100ms` measures only those columns.
  const columns = process.env.BENCH_COLUMNS?.split(',').map(name => name.trim())
  const wanted = (...names: string[]) => !columns || names.some(name => columns.includes(name))
  const latencyColumns = wanted('at0ms', 'atPlus100ms', 'extraMs', 'roundTrips')
  const rows = []
  for (const route of routes) {
    try {
      // One unmeasured load first, so both columns see warm caches on the server side.
      await freshLoad(browser, route, stack.app)
      // The latencies alternate run by run: on a shared machine the load drifts, and measuring
      // one column after the other turned that drift into the difference.
      const times = new Map<number, number[]>([
        [0, []],
        [ADDED_MS, []],
        [PROBE_MS, []],
      ])
      const throttled: number[] = []
      const returning: number[] = []
      for (let run = 0; run < RUNS; run++) {
        for (const [latencyMs, column] of latencyColumns ? times : []) {
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
      const row = {
        at0ms: Math.round(base),
        atPlus100ms: Math.round(slow),
        extraMs: Math.round(slow - base),
        roundTrips: Math.round((probed / PROBE_MS) * 10) / 10,
        at4xCpu: Math.round(median(throttled)),
        // Each load of the phone column, to show the spread on a shared machine.
        at4xCpuRuns: throttled.map(Math.round).join(' '),
        returnAtPlus100ms: Math.round(median(returning)),
      }
      rows.push({
        page: route.name,
        ...Object.fromEntries(
          Object.entries(row).filter(([name]) => wanted(name.replace(/Runs$/, ''))),
        ),
      })
    } catch (error) {
      rows.push({
        page: route.name,
        failed: error instanceof Error ? error.message : String(error),
      })
    }
  }
  await setLatency(stack.control, 0)
  if (rows.length > 0) console.table(rows)
  if (tables.includes('clicks')) {
    await setLatency(stack.control, ADDED_MS)
    const clicks = await measureClicks(browser, stack.app, RUNS)
    console.log(`Click to content at +${ADDED_MS} ms, without and with the link pointed at first:`)
    console.table(clicks)
  }
} finally {
  await browser.close()
  await stack.stop()
}
