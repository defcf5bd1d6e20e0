// `npm run bench:profile`: a CPU profile of one fresh load per page at 4× CPU on a 390 px
// viewport, from navigation to the page's content (`BENCH_PAGES` as in latency.ts). Prints, per
// page, the time to content and the JS self time by script and by function, and writes each
// profile (`.cpuprofile`, which Chrome's DevTools opens) to `BENCH_PROFILE_DIR` (default: the
// system's temporary directory). `BENCH_RUNS=5` profiles that many loads per page (`<page>-<n>`):
// on a shared machine one load's figures can be off by a long stall of the sampler.
import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS } from '../playwright.config.ts'
import { startStack } from '../stack.ts'
import { BENCH_ROUTES } from './routes.ts'

interface ProfileNode {
  readonly id: number
  readonly callFrame: { functionName: string; url: string; lineNumber: number }
}
interface Profile {
  readonly nodes: readonly ProfileNode[]
  readonly samples: readonly number[]
  readonly timeDeltas: readonly number[]
  readonly startTime: number
}

const CPU_SLOWDOWN = 4
const outDir = process.env.BENCH_PROFILE_DIR ?? tmpdir()
const only = process.env.BENCH_PAGES?.split(',').map(name => name.trim())
const top = Number(process.env.BENCH_TOP ?? 25)
const runs = Number(process.env.BENCH_RUNS ?? 1)

/** Self time (ms) per key of each sample's node, from the profile's start to `untilUs`. */
function selfTime(profile: Profile, key: (node: ProfileNode) => string, untilUs: number) {
  const byId = new Map(profile.nodes.map(node => [node.id, node]))
  const totals = new Map<string, number>()
  let at = profile.startTime
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i + 1] ?? 0
    at += profile.timeDeltas[i] ?? 0
    if (at > untilUs) return
    const node = byId.get(id)
    if (!node) return
    const name = key(node)
    totals.set(name, (totals.get(name) ?? 0) + delta / 1000)
  })
  return [...totals].sort((a, b) => b[1] - a[1])
}

const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, '') || '(native)'

const stack = await startStack('demo')
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
})
try {
  for (const route of BENCH_ROUTES.filter(r => !only || only.includes(r.name))) {
    // One load first, so the server's caches are warm as in the bench.
    for (let run = 0; run <= runs; run++) {
      const measured = run > 0
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
      if (route.setup) {
        const setupPage = await context.newPage()
        await route.setup(setupPage, stack.app)
        await setupPage.close()
      }
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
      await cdp.send('Profiler.start')
      const started = performance.now()
      await page.goto(`${stack.app}${route.path}`)
      await route.ready(page)
      const toContent = performance.now() - started
      // Content's moment in the page's clock (µs, as the profile's), read before more runs.
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile }
      await context.close()
      if (!measured) continue
      const name = route.name.replace(/\W+/g, '-')
      const file = join(outDir, `${runs > 1 ? `${name}-${run}` : name}.cpuprofile`)
      await writeFile(file, JSON.stringify(profile))
      const end = profile.startTime + toContent * 1000
      const scripts = selfTime(profile, node => shortUrl(node.callFrame.url), end)
      const functions = selfTime(
        profile,
        node =>
          `${node.callFrame.functionName || '(anonymous)'} ${shortUrl(node.callFrame.url)}:${node.callFrame.lineNumber}`,
        end,
      )
      console.log(`\n## ${route.name}: content at ${Math.round(toContent)} ms (${file})`)
      console.log('self ms by script:')
      for (const [name, ms] of scripts.slice(0, 12))
        console.log(`${ms.toFixed(0).padStart(6)}  ${name}`)
      console.log('self ms by function:')
      for (const [name, ms] of functions.slice(0, top))
        console.log(`${ms.toFixed(0).padStart(6)}  ${name}`)
    }
  }
} finally {
  await browser.close()
  await stack.stop()
}
