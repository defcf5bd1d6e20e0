// `npm run bench:repository`: the repository home's timeline, fresh loads of /alice/hello-world,
// from navigation start: the root listing's answers without and with last commits
// (`listingAnswer`, `lastCommitsAnswer`; before the two were split, only the latter), the
// listing's rows shown (`listing`), the last commits in them (`lastCommits`), the README's bytes
// in (`readmeBytes`, the end of its /content answer), the Markdown renderer's chunk in
// (`mdChunk`), the README rendered (its first heading, `readme`), `readmeLag` = readme -
// readmeBytes, and the largest layout shift inside the listing of any load (`maxListingShift`).
// Medians of `BENCH_RUNS` (default 9) at 0 and +100 ms per request. With `STACK_DISTS=a,b` it
// compares builds (copies of apps/web/dist-e2e), one stack each, their loads interleaved so that
// the machine's drifting load hits both alike. `BENCH_WARM=0` skips the warm-up load; `BENCH_CPU=4`
// slows the page's CPU 4× (Chrome's throttling, a phone).
import { loadavg } from 'node:os'
import { chromium, type Browser } from '@playwright/test'
import { CHROMIUM_ARGS } from '../playwright.config.ts'
import { startStack, type RunningStack } from '../stack.ts'
import { inNewPage, median } from './measure.ts'
import { setLatency } from './page-table.ts'

const PATH = '/alice/hello-world'
const runs = Number(process.env.BENCH_RUNS ?? 9)
const cpuSlowdown = Number(process.env.BENCH_CPU ?? 1)
const dists = (process.env.STACK_DISTS ?? 'apps/web/dist-e2e').split(',')

type Marks = Record<string, number>

async function loadOnce(browser: Browser, stack: RunningStack): Promise<Marks> {
  return inNewPage(browser, async page => {
    const ends = new Map<string, number>()
    page.on('requestfinished', request => {
      const body = request.postData() ?? ''
      if (!new URL(request.url()).pathname.endsWith('/content')) return
      const timing = request.timing()
      const end = timing.startTime + timing.responseEnd
      const kind = body.includes('"path":"README.md"')
        ? 'readmeBytes'
        : body.includes('"include_last_commit":true') && body.includes('"path":""')
          ? 'lastCommitsAnswer'
          : body.includes('"path":""') && body.includes('"count_total":true')
            ? 'listingAnswer'
            : null
      if (kind && !ends.has(kind)) ends.set(kind, end)
    })
    await page.addInitScript(() => {
      const marks: Record<string, number> = {}
      Object.assign(window, { __marks: marks })
      // No named functions in here: tsx wraps them in a `__name` helper the page does not have.
      const selectors: [string, string][] = [
        ['listing', '[role="grid"][aria-label="Files"] [role="row"] a'],
        ['lastCommits', '[role="grid"] a[href*="/commit/"]'],
        ['readme', 'section[aria-label="README"] .markdown-body :is(h1, h2, h3)'],
      ]
      new MutationObserver(() => {
        for (const [name, selector] of selectors)
          if (marks[name] === undefined && document.querySelector(selector))
            marks[name] = performance.now()
      }).observe(document, { subtree: true, childList: true, characterData: true })
      // Layout shifts that move something inside the listing (the last commits filling in).
      marks.listingShift = 0
      new PerformanceObserver(list => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number
          sources?: { node?: Node | null }[]
        })[]) {
          const inListing = (entry.sources ?? []).some(
            source => source.node instanceof Element && !!source.node.closest('[role="grid"]'),
          )
          if (inListing) marks.listingShift = (marks.listingShift ?? 0) + entry.value
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    if (cpuSlowdown > 1) {
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    }
    await page.goto(`${stack.app}${PATH}`)
    await page
      .waitForFunction(
        () => {
          const marks = (window as unknown as { __marks: Marks }).__marks
          return ['listing', 'lastCommits', 'readme'].every(name => marks[name] !== undefined)
        },
        undefined,
        { timeout: 30_000 },
      )
      .catch(async (error: unknown) => {
        const seen = await page.evaluate(() => (window as unknown as { __marks: Marks }).__marks)
        throw new Error(`not all shown at ${page.url()}: ${JSON.stringify(seen)}`, { cause: error })
      })
    const { marks, origin, chunk } = await page.evaluate(() => ({
      marks: (window as unknown as { __marks: Marks }).__marks,
      origin: performance.timeOrigin,
      chunk: performance
        .getEntriesByType('resource')
        .find(entry => /\/markdown-view-[\w-]+\.js$/.test(entry.name)) as
        PerformanceResourceTiming | undefined,
    }))
    const result: Marks = { ...marks }
    for (const [kind, end] of ends) result[kind] = end - origin
    if (chunk) result.mdChunk = chunk.responseEnd
    if (result.readme !== undefined && result.readmeBytes !== undefined)
      result.readmeLag = result.readme - result.readmeBytes
    return result
  })
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
})
const stacks: RunningStack[] = []
try {
  for (const dist of dists) {
    process.env.STACK_DIST = dist
    stacks.push(await startStack('demo'))
  }
  const loadBefore = loadavg()
  const samples = new Map<string, Marks[]>()
  for (const latency of [0, 100]) {
    for (const stack of stacks) {
      await setLatency(stack.control, latency)
      // Warms the server side, unless BENCH_WARM=0: the first load of a stack then finds the
      // provider's caches (the devnet keeps last commits per commit and folder) cold.
      if (process.env.BENCH_WARM !== '0') await loadOnce(browser, stack)
    }
    for (let run = 0; run < runs; run++) {
      for (const [index, stack] of stacks.entries()) {
        const key = `${dists[index]} +${latency}ms`
        const list = samples.get(key) ?? []
        list.push(await loadOnce(browser, stack))
        samples.set(key, list)
      }
    }
    for (const stack of stacks) await setLatency(stack.control, 0)
  }
  const loadAfter = loadavg()
  const names = [
    'listingAnswer',
    'listing',
    'lastCommitsAnswer',
    'lastCommits',
    'readmeBytes',
    'mdChunk',
    'readme',
    'readmeLag',
  ]
  const shifts = (list: Marks[]) =>
    Math.max(...list.map(marks => marks.listingShift ?? 0)).toFixed(4)
  const rows = [...samples].map(([key, list]) => ({
    case: key,
    ...Object.fromEntries(
      names.map(name => [
        name,
        Math.round(median(list.map(marks => marks[name] ?? NaN).filter(Number.isFinite))),
      ]),
    ),
    maxListingShift: shifts(list),
  }))
  console.table(rows)
  console.log(
    `load average (1/5/15 min) before ${loadBefore.map(v => v.toFixed(1)).join(' ')}, after ${loadAfter.map(v => v.toFixed(1)).join(' ')}; ${runs} loads a case`,
  )
} finally {
  await browser.close()
  for (const stack of stacks) await stack.stop()
}
