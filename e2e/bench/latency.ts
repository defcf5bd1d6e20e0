// `npm run bench:latency`: what users far from the nodes feel. Prints the page table
// (page-table.ts) with its latency, phone and return-visit columns on a fresh devnet: time to
// content with no added latency (`at0ms`) and with 100 ms added to every chain and provider
// request (`atPlus100ms`, `extraMs`), the round trips before content (`roundTrips`), a phone at 4×
// CPU (`at4xCpu`) and a return visit (`returnAtPlus100ms`). A second table times clicks at +100 ms,
// with and without the link pointed at first (clicks.ts). `BENCH_TABLES=clicks` (or `pages`) runs
// one; `BENCH_COLUMNS=at4xCpu` runs only that column of the pages table (names as printed; any
// column of page-table.ts); `BENCH_PAGES='pull request files,issue page'` only those pages;
// `BENCH_RUNS=9` for a closer look at one page.
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS } from '../playwright.config.ts'
import { startStack } from '../stack.ts'
import { measureClicks } from './clicks.ts'
import { measurePageTable, pageTableOptions, setLatency } from './page-table.ts'

const options = pageTableOptions([
  'at0ms',
  'atPlus100ms',
  'extraMs',
  'roundTrips',
  'at4xCpu',
  'at4xCpuRuns',
  'returnAtPlus100ms',
])
const tables = process.env.BENCH_TABLES ?? 'pages,clicks'
const stack = await startStack('demo')
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
})
try {
  if (tables.includes('pages')) console.table(await measurePageTable(browser, stack, options))
  if (tables.includes('clicks')) {
    await setLatency(stack.control, 100)
    const clicks = await measureClicks(browser, stack.app, options.runs)
    console.log('Click to content at +100 ms, without and with the link pointed at first:')
    console.table(clicks)
  }
} finally {
  await browser.close()
  await stack.stop()
}
