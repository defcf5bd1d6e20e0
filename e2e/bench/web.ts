// `npm run bench:web`: how fast each page is, one row a page (page-table.ts), on a fresh demo
// devnet: first-load JS (`jsGzip`, gzip -9), time to content at 1× CPU (`at0ms`) and at 4× CPU on
// a 390 px viewport (`at4xCpu`), the extra time at +100 ms per request (`extraMs`), a return
// visit's time to content (`returnAtPlus100ms`) and click to content of a prefetched link to the
// page (`prefetchedClickMs`); `BENCH_PAGES`, `BENCH_COLUMNS` and `BENCH_RUNS` as in latency.ts.
// Then, on the scale world: the other routes' JS, requests and time to content, the signed-out
// home's discovery, the explore index, code search and blame, node failover and the JS of
// signing. `BENCH_ONLY=<text>` runs only the pages, routes and sections whose name contains it;
// `BENCH_TABLES=pages` (or `scale`) only the page table (or what needs the scale world).
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_ARGS } from '../playwright.config.ts'
import { startStack } from '../stack.ts'
import { setFault } from '../support/faults.ts'
import { collectScripts, jsSize, kb, measureFirstLoad } from './first-load.ts'
import { inNewPage, median, timeToContent } from './measure.ts'
import { measurePageTable, pageTableOptions, PAGES } from './page-table.ts'
import { BENCH_ROUTES as routes } from './routes.ts'

const DEV_MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'

/**
 * The JavaScript of signing, phase by phase: /home, opening the recover dialog (key derivation and
 * encryption), recovering and unlocking (the signing chunk: cosmjs and every Msg type), then the
 * first transaction (review, sign, broadcast).
 */
async function measureSigning(page: Page, base: string) {
  const scripts = collectScripts(page)
  const seen = new Set<string>()
  const rows: Record<string, string | number>[] = []
  const phase = async (name: string) => {
    await page.waitForLoadState('networkidle')
    const fresh = [...scripts].filter(([url]) => !seen.has(url))
    for (const [url] of fresh) seen.add(url)
    rows.push({ phase: name, ...(await jsSize(fresh.map(([, body]) => body))) })
  }
  await page.goto(`${base}/home`)
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor()
  await phase('home (no wallet)')
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await page.getByRole('button', { name: 'Recover wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Recover wallet' })
  await dialog.getByLabel('Recovery phrase').waitFor()
  await phase('recover dialog')
  await dialog.getByLabel('Recovery phrase').fill(DEV_MNEMONIC)
  await dialog.getByLabel('Wallet name').fill('bench')
  await dialog.getByLabel(/^Password/).fill('bench password')
  await dialog.getByLabel('Confirm password', { exact: true }).fill('bench password')
  await dialog.getByRole('button', { name: 'Recover' }).click()
  await page.getByRole('button', { name: 'Lock', exact: true }).waitFor()
  await phase('recover + unlock (signing chunk)')
  await page.getByRole('button', { name: 'Wallet menu' }).click()
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  const send = page.getByRole('dialog', { name: 'Send tokens' })
  await send.getByLabel('Recipient').fill('gitopia1zypdnc2ct9aurl6n9gclp3hnc2mfkpv6c6jh4n')
  await send.getByLabel(/Amount/).fill('1')
  await send.getByRole('button', { name: 'Review' }).click()
  await send.getByRole('button', { name: 'Confirm and send' }).click()
  // A local wallet shows the review sheet before every signature (features/wallet/review).
  await page
    .getByRole('dialog', { name: 'Review transaction' })
    .getByRole('button', { name: 'Confirm' })
    .click()
  await send.waitFor({ state: 'hidden', timeout: 30_000 })
  await phase('send dialog + first signature')
  return rows
}

/**
 * The explore index on the scale world (10,000+ repositories): time from opening /explore to a
 * usable index, the first filter keystroke until its results show (measured in the page), and
 * the size of the index as stored.
 */
async function measureExplore(page: Page, base: string) {
  const started = performance.now()
  await page.goto(`${base}/explore`)
  await page.getByText(/Searching [\d,]+ repositories/).waitFor({ timeout: 120_000 })
  const buildMs = Math.round(performance.now() - started)
  // From the keystroke's input event to its results in the DOM, measured in the page.
  await page.evaluate(() => {
    const input = document.querySelector('input[aria-label="Filter by name"]')
    if (!input) throw new Error('no filter box')
    const answered = new Promise<number>(resolve => {
      input.addEventListener(
        'input',
        () => {
          const begin = performance.now()
          const observer = new MutationObserver(() => {
            if (document.querySelector('main ul a')?.textContent?.endsWith('/repo-09999')) {
              observer.disconnect()
              resolve(performance.now() - begin)
            }
          })
          observer.observe(document.body, { subtree: true, childList: true, characterData: true })
        },
        { once: true },
      )
    })
    Object.assign(window, { __firstQuery: answered })
  })
  await page.getByLabel('Filter by name').fill('repo-09999')
  const firstQueryMs = await page.evaluate(
    () => (window as unknown as { __firstQuery: Promise<number> }).__firstQuery,
  )
  // The index as IndexedDB keeps it (idb-keyval's store), a proxy for what the worker holds.
  const storedBytes = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('keyval-store')
        open.onerror = () => reject(new Error('no keyval-store'))
        open.onsuccess = () => {
          const all = open.result.transaction('keyval').objectStore('keyval').getAll()
          all.onsuccess = () => resolve(JSON.stringify(all.result).length)
          all.onerror = () => reject(new Error('could not read the index'))
        }
      }),
  )
  return [
    {
      case: 'explore index (scale world)',
      buildMs,
      firstQueryMs: Math.round(firstQueryMs * 10) / 10,
      storedIndex: kb(storedBytes),
    },
  ]
}

/**
 * The signed-out home on the scale world (10,000 repositories, 100,000 issues): how long after the
 * last chain answer it needed the Latest, Trending and Bounties sections are all shown (the issue's
 * "within 1 s of the data arriving"), and the time to that screen from navigation start. Both are
 * taken in the page: a MutationObserver notes when no section says "Loading…" any more, and the
 * resource timings give the chain reads' ends before that moment. One load is noise on a shared
 * machine: the median and the slowest of five fresh loads (new contexts: nothing saved).
 */
async function discoverOnce(page: Page, base: string, nodeRests: readonly string[]) {
  // No named function inside: tsx wraps those in a `__name` helper the page does not have.
  await page.addInitScript(() => {
    const record = window as unknown as { __discoverShown?: number }
    const sections = ['Latest', 'Trending', 'Bounties']
    new MutationObserver(() => {
      const shown = sections.every(name => {
        const section = document.querySelector(`section[aria-label="${name}"]`)
        return section !== null && !/Loading/.test(section.textContent ?? '')
      })
      if (shown && record.__discoverShown === undefined) record.__discoverShown = performance.now()
    }).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    })
  })
  await page.goto(`${base}/home`)
  await page.waitForFunction(
    () => (window as unknown as { __discoverShown?: number }).__discoverShown !== undefined,
    undefined,
    { timeout: 120_000 },
  )
  const { shownAt, lastAnswer } = await page.evaluate(rests => {
    const shown = (window as unknown as { __discoverShown: number }).__discoverShown
    const answers = performance
      .getEntriesByType('resource')
      .filter(entry => rests.some(rest => entry.name.startsWith(rest)))
      .filter(entry => !entry.name.includes('/cosmos/base/tendermint/'))
      .map(entry => (entry as PerformanceResourceTiming).responseEnd)
      .filter(end => end > 0 && end <= shown)
    return { shownAt: shown, lastAnswer: Math.max(0, ...answers) }
  }, nodeRests)
  const failed = await page.locator('section', { hasText: 'Could not load' }).count()
  if (failed > 0) throw new Error('a section of the signed-out home could not load its data')
  return { fromNavigation: shownAt, afterLastAnswer: shownAt - lastAnswer }
}

async function measureDiscover(base: string, nodeRests: readonly string[]) {
  const runs = []
  for (let i = 0; i < 5; i++) {
    runs.push(await inNewPage(browser, page => discoverOnce(page, base, nodeRests)))
  }
  const fromNavigation = runs.map(run => run.fromNavigation)
  const afterLastAnswer = runs.map(run => run.afterLastAnswer)
  return [
    {
      case: 'signed-out home (scale world): Latest, Trending, Bounties shown (median / slowest of 5)',
      fromNavigationMs: `${Math.round(median(fromNavigation))} / ${Math.round(Math.max(...fromNavigation))}`,
      afterLastChainAnswerMs: `${Math.round(median(afterLastAnswer))} / ${Math.round(Math.max(...afterLastAnswer))}`,
    },
  ]
}

/**
 * Code search and blame on `scale/big` (10,001 files; data/table.txt, 5,000 lines rewritten by the
 * last commit): a first search (listing, reading and checking up to 5,000 files), a second query
 * on the same ref (the worker keeps the text), and the blame of the rewritten file.
 */
async function measureCodeSearchAndBlame(page: Page, base: string) {
  const timed = async (path: string, ready: () => Promise<unknown>) => {
    const started = performance.now()
    await page.goto(`${base}${path}`)
    await ready()
    return Math.round(performance.now() - started)
  }
  const results = page.getByRole('region', { name: 'Search results' })
  const firstSearchMs = await timed('/scale/big/search?q=file+0', () =>
    results.getByRole('heading').first().waitFor({ timeout: 300_000 }),
  )
  const covered = await results.getByText(/^Searched /).textContent()
  await page.getByRole('searchbox', { name: 'Search for' }).fill('row 4999')
  const again = performance.now()
  await page.getByRole('searchbox', { name: 'Search for' }).press('Enter')
  await results
    .getByRole('heading', { name: '1 matching line in 1 file' })
    .waitFor({ timeout: 60_000 })
  const secondSearchMs = Math.round(performance.now() - again)
  const blameMs = await timed('/scale/big/blame/master/data/table.txt', () =>
    page.getByRole('table', { name: 'Blame' }).waitFor({ timeout: 300_000 }),
  )
  return [
    { case: 'code search scale/big, first query', ms: firstSearchMs, covered },
    { case: 'code search scale/big, next query (text kept)', ms: secondSearchMs },
    { case: 'blame scale/big data/table.txt (5,000 lines)', ms: blameMs },
  ]
}

/**
 * Failover cost (docs/performance.md): time to content of the repository page in a fresh browser (no saved
 * node, so every node is probed) with all four nodes up and with node-1 down; medians of 7.
 */
async function measureNodeFailover(base: string, control: string) {
  const repositoryPage = routes.find(route => route.name === 'repository page')
  if (!repositoryPage) throw new Error('no repository page case')
  const once = () => inNewPage(browser, page => timeToContent(page, repositoryPage, base))
  const setNodeOneDown = (down: boolean) => setFault({ control }, 'node-1', { down })
  // Interleaved, so drift in machine load hits both conditions alike; one warm-up run first.
  await once()
  const up: number[] = []
  const down: number[] = []
  for (let i = 0; i < 7; i++) {
    await setNodeOneDown(false)
    up.push(await once())
    await setNodeOneDown(true)
    down.push(await once())
  }
  await fetch(`${control}/reset`, { method: 'POST' })
  const allUp = median(up)
  const nodeOneDown = median(down)
  return [
    {
      case: 'repository page, time to content (median of 7, interleaved, fresh browser)',
      allUpMs: Math.round(allUp),
      nodeOneDownMs: Math.round(nodeOneDown),
      ratio: Math.round((nodeOneDown / allUp) * 100) / 100,
    },
  ]
}

const only = process.env.BENCH_ONLY
const matches = (name: string) => !only || name.includes(only)
const options = pageTableOptions([
  'jsGzip',
  'at0ms',
  'at4xCpu',
  'extraMs',
  'returnAtPlus100ms',
  'prefetchedClickMs',
])
const tables = process.env.BENCH_TABLES ?? 'pages,scale'
const pages = tables.includes('pages') ? options.pages.filter(matches) : []
const scale = tables.includes('scale')
const otherRoutes = scale
  ? routes.filter(route => !PAGES.includes(route.name) && matches(route.name))
  : []
const sections = scale ? ['discover', 'explore', 'code search', 'nodes'].filter(matches) : []
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
})
try {
  if (pages.length > 0) {
    const demo = await startStack('demo')
    try {
      console.table(await measurePageTable(browser, demo, { ...options, pages }))
    } finally {
      await demo.stop()
    }
  }
  if (otherRoutes.length > 0 || sections.length > 0) await scaleWorld()
} finally {
  await browser.close()
}

/** What needs the scale world (10,000 repositories, a tree of 10,000 files, big diffs). */
async function scaleWorld() {
  const stack = await startStack('scale')
  try {
    // The last commit of the big repository rewrites 10,000 lines: its page is `{bigHead}`.
    const bigBranch = (await (
      await fetch(`${stack.rest}/gitopia/gitopia/gitopia/scale/repository/big/branch/master`)
    ).json()) as { Branch?: { sha: string } }
    const bigHead = bigBranch.Branch?.sha ?? 'unknown'
    const rows = []
    for (const route of otherRoutes) {
      try {
        const path = route.path.replace('{bigHead}', bigHead)
        const measured = await inNewPage(
          browser,
          page => measureFirstLoad(page, route, stack.app, path),
          { setup: { route, base: stack.app } },
        )
        rows.push({ route: route.name, ...measured })
      } catch (error) {
        // One broken route (e.g. data the devnet lacks) must not hide the others' numbers.
        rows.push({
          route: route.name,
          failed: error instanceof Error ? error.message.split('\n')[0] : String(error),
        })
      }
    }
    if (rows.length > 0) console.table(rows)
    if (sections.includes('discover')) {
      const rests = stack.nodes.map(node => node.rest)
      console.table(await measureDiscover(stack.app, rests))
    }
    if (sections.includes('explore')) {
      console.table(await inNewPage(browser, page => measureExplore(page, stack.app)))
    }
    if (sections.includes('code search')) {
      console.table(await inNewPage(browser, page => measureCodeSearchAndBlame(page, stack.app)))
    }
    if (sections.includes('nodes'))
      console.table(await measureNodeFailover(stack.app, stack.control))
    if (!only && scale) {
      console.table(await inNewPage(browser, page => measureSigning(page, stack.app)))
    }
  } finally {
    await stack.stop()
  }
}
