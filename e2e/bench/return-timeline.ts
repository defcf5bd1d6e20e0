// `npm run bench:return`: where a return visit's time goes. Per page (`BENCH_PAGES`, default the
// issue page), `BENCH_RUNS` times (default 3) at +100 ms: a first visit, a wait until its answers
// are saved, then the page again in a new tab of the same context, as page-table.ts's
// `returnAtPlus100ms`. Prints the second visit's timeline in the page's clock (ms from navigation
// start): the HTML, the parser done (`domInteractive`), the entry's scripts in (the last
// `/assets/*.js` from the cache), the saved answers restored (`answers-restored`), first paint,
// the content shown (measure.ts, `contentInPage`), long tasks, and every request to a node or
// provider that started before the content. `BENCH_PROFILE=1` adds the CPU profile's self time
// per 25 ms (top functions), to see what the main thread did in each slice.
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS } from '../playwright.config.ts'
import { startStack } from '../stack.ts'
import { contentInPage, inNewContext, median, timeToContent } from './measure.ts'
import { setLatency } from './page-table.ts'
import { BENCH_ROUTES } from './routes.ts'

const pages = (process.env.BENCH_PAGES ?? 'issue page').split(',').map(name => name.trim())
const runs = Number(process.env.BENCH_RUNS ?? 3)
const profiling = process.env.BENCH_PROFILE === '1'

interface Profile {
  readonly nodes: readonly {
    id: number
    callFrame: { functionName: string; url: string; lineNumber: number }
  }[]
  readonly samples: readonly number[]
  readonly timeDeltas: readonly number[]
  readonly startTime: number
}

/** Self time per 25 ms of the profile, the top four functions of each slice. */
function slices(profile: Profile, untilMs: number): string[] {
  const byId = new Map(profile.nodes.map(node => [node.id, node]))
  const rows = new Map<number, Map<string, number>>()
  let at = profile.startTime
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0
    const ms = (at - profile.startTime) / 1000
    const node = byId.get(id)
    if (ms > untilMs || !node) return
    const { functionName, url, lineNumber } = node.callFrame
    const key = `${functionName || '(anonymous)'} ${url.replace(/^https?:\/\/[^/]+/, '')}:${lineNumber}`
    const slice = Math.floor(ms / 25) * 25
    const row = rows.get(slice) ?? new Map<string, number>()
    rows.set(slice, row)
    row.set(key, (row.get(key) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000)
  })
  return [...rows]
    .sort((a, b) => a[0] - b[0])
    .map(
      ([slice, row]) =>
        `${String(slice).padStart(5)}  ${[...row]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 4)
          .map(([key, ms]) => `${ms.toFixed(0)} ${key.slice(0, 60)}`)
          .join(' | ')}`,
    )
}

const stack = await startStack('demo')
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
})
try {
  for (const name of pages) {
    const route = BENCH_ROUTES.find(candidate => candidate.name === name)
    if (!route) throw new Error(`no page "${name}" in routes.ts`)
    // One load first, so the server's caches are warm as in the page table.
    await setLatency(stack.control, 0)
    await inNewContext(
      browser,
      async context => timeToContent(await context.newPage(), route, stack.app),
      {
        setup: { route, base: stack.app },
      },
    )
    await setLatency(stack.control, 100)
    const times: number[] = []
    for (let run = 0; run < runs; run++) {
      await inNewContext(
        browser,
        async context => {
          const first = await context.newPage()
          await timeToContent(first, route, stack.app)
          await first.waitForFunction(
            () => Object.keys(localStorage).some(key => key.startsWith('gitopia.savedAnswers:')),
            undefined,
            { timeout: 30_000 },
          )
          await first.close()
          const page = await context.newPage()
          await page.addInitScript(() => {
            const long: string[] = []
            ;(window as unknown as { longTasks: string[] }).longTasks = long
            new PerformanceObserver(list => {
              for (const entry of list.getEntries())
                long.push(`${Math.round(entry.startTime)}+${Math.round(entry.duration)}`)
            }).observe({ type: 'longtask', buffered: true })
          })
          const cdp = profiling ? await context.newCDPSession(page) : undefined
          if (cdp) {
            await cdp.send('Profiler.enable')
            await cdp.send('Profiler.setSamplingInterval', { interval: 500 })
            await cdp.send('Profiler.start')
          }
          const contentAt = await contentInPage(page, route, stack.app)
          times.push(contentAt)
          const profile = cdp
            ? ((await cdp.send('Profiler.stop')) as unknown as { profile: Profile }).profile
            : undefined
          await page.waitForLoadState('load')
          // No named functions inside: tsx would wrap them in a helper the page lacks.
          const timeline = await page.evaluate(contentAt => {
            const navigation = performance.getEntriesByType(
              'navigation',
            )[0] as PerformanceNavigationTiming
            const resources = performance.getEntriesByType(
              'resource',
            ) as PerformanceResourceTiming[]
            const entryScripts = resources.filter(
              entry =>
                /\/assets\/.*\.js$/.test(entry.name) && entry.startTime < navigation.domInteractive,
            )
            const restored = performance.getEntriesByName('answers-restored')[0]?.startTime
            return {
              html: Math.round(navigation.responseEnd),
              domInteractive: Math.round(navigation.domInteractive),
              entryScriptsIn: Math.round(Math.max(...entryScripts.map(entry => entry.responseEnd))),
              load: Math.round(navigation.loadEventStart),
              answersRestored: restored === undefined ? null : Math.round(restored),
              firstPaint: Math.round(
                performance.getEntriesByName('first-paint')[0]?.startTime ?? -1,
              ),
              content: Math.round(contentAt),
              // A return visit's last screen (apps/web/early/last-screen.js): when it was fetched.
              lastScreen: resources
                .filter(entry => entry.name.includes('/last-screen'))
                .map(entry => `${Math.round(entry.startTime)}→${Math.round(entry.responseEnd)}`)
                .join(''),
              lastScreenShown: document.getElementById('last-screen') !== null,
              longTasks: (window as unknown as { longTasks: string[] }).longTasks.join(' '),
              readsBeforeContent: resources
                .filter(
                  entry => !entry.name.startsWith(location.origin) && entry.startTime < contentAt,
                )
                .map(
                  entry =>
                    `${Math.round(entry.startTime)}→${Math.round(entry.responseEnd)} ${new URL(entry.name).pathname.slice(0, 80)}`,
                ),
            }
          }, contentAt)
          console.log(`\n## ${name}, run ${run + 1}`, timeline)
          if (profile) console.log(slices(profile, contentAt + 50).join('\n'))
        },
        { setup: { route, base: stack.app } },
      )
    }
    console.log(
      `${name}: content at ${times.map(Math.round).join(', ')} ms; median ${Math.round(median(times))}`,
    )
  }
} finally {
  await browser.close()
  await stack.stop()
}
