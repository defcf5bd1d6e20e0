// Click to content of the links a reader most often follows next, at the latency the caller set:
// once on a page where nothing was pointed at and Data Saver is on, so that nothing was prefetched
// for being in view either (the click is the first the app hears of the link),
// once after the pointer rested on the link and what it prefetched has arrived
// (apps/web/src/app/intent-prefetch.ts). Timed in the page, from the click to the next page's
// content in the document: Playwright's own polling is not part of it.
import type { Browser, Page } from '@playwright/test'
import { withSaveData } from '../support/save-data.ts'
import { inNewPage, median } from './measure.ts'

export interface ClickCase {
  readonly name: string
  /** The page the link opens, by its name in routes.ts (or its own name where routes.ts has none). */
  readonly page: string
  /** The page the link is on. */
  readonly from: string
  /** A CSS selector of the link (the first match is followed). */
  readonly link: string
  /** A CSS selector that matches once the next page's content shows (and not before). */
  readonly content: string
}

export const CLICK_CASES: readonly ClickCase[] = [
  {
    name: 'issue list → issue',
    page: 'issue page',
    from: '/alice/hello-world/issues',
    // Issue 1: the newest issues of the demo world have no comments yet.
    link: '[data-testid="issue-row"] a[href$="/issues/1"]',
    content: '[data-testid="timeline-comment"]',
  },
  {
    name: 'repository → file',
    page: 'file view',
    from: '/alice/hello-world',
    // A file the code view shows (a Markdown file renders as a document).
    link: 'a[href*="/blob/"]:not([href$=".md"])',
    content: 'div[data-language][data-highlighted="true"]',
  },
  {
    name: 'pull request → files',
    page: 'pull request files',
    from: '/alice/hello-world/pulls/1',
    link: 'a[href$="/pulls/1/files"]',
    content: '[data-testid="diff-view"] [data-kind]',
  },
  {
    name: 'dao dashboard → proposal',
    page: 'dao proposal',
    from: '/daos/devnet-dao/dashboard',
    link: '[data-testid="proposal"] a[href*="/proposals/"]',
    content: 'ul[aria-label="Votes"], ul[aria-label="What it does"]',
  },
]

/**
 * Waits, when called, until none of the page's requests has been in flight for `quietMs`. Counted
 * from Playwright's request events: the page's resource timing lists a request only once it has
 * ended, so a prefetch still on its way would look quiet.
 */
function quietness(page: Page): (quietMs?: number) => Promise<void> {
  let inFlight = 0
  let changedAt = performance.now()
  const change = (by: number) => {
    inFlight += by
    changedAt = performance.now()
  }
  page.on('request', () => change(1))
  page.on('requestfinished', () => change(-1))
  page.on('requestfailed', () => change(-1))
  return async (quietMs = 400) => {
    const givenUpAt = performance.now() + 30_000
    while (inFlight > 0 || performance.now() - changedAt < quietMs) {
      if (performance.now() > givenUpAt) throw new Error(`${inFlight} requests still in flight`)
      await new Promise(done => setTimeout(done, 50))
    }
  }
}

/** Clicks the link without moving the pointer (no intent seen) and times the next content. */
function clickToContent(page: Page, { link, content }: ClickCase): Promise<number> {
  return page.evaluate(
    ({ link, content }) =>
      new Promise<number>((resolve, reject) => {
        const anchor = document.querySelector<HTMLElement>(link)
        if (!anchor) return reject(new Error(`no link ${link}`))
        const clickedAt = performance.now()
        const observer = new MutationObserver(() => {
          if (!document.querySelector(content)) return
          observer.disconnect()
          resolve(performance.now() - clickedAt)
        })
        observer.observe(document.body, { childList: true, subtree: true, attributes: true })
        setTimeout(() => {
          observer.disconnect()
          reject(new Error(`no ${content} 20 s after the click, at ${location.pathname}`))
        }, 20_000)
        anchor.click()
      }),
    { link, content },
  )
}

async function once(
  browser: Browser,
  base: string,
  click: ClickCase,
  prefetched: boolean,
): Promise<number> {
  return inNewPage(browser, async page => {
    // Not prefetched: with Data Saver on, the link is not prefetched for being in view either.
    if (!prefetched) await withSaveData(page)
    const quiet = quietness(page)
    await page.goto(`${base}${click.from}`)
    const link = page.locator(click.link).first()
    await link.waitFor()
    await quiet()
    if (prefetched) {
      await link.hover()
      await quiet()
    }
    return clickToContent(page, click)
  })
}

/**
 * Click to content of one link: the median of `runs` clicks each way asked for (`cold`: nothing
 * pointed at first; `prefetched`: after the pointer rested on it), alternating, after one
 * unmeasured prefetched click.
 */
export async function clickTimes(
  browser: Browser,
  base: string,
  click: ClickCase,
  runs: number,
  ways: { readonly cold: boolean; readonly prefetched: boolean },
): Promise<{ clickMs?: number; prefetchedClickMs?: number }> {
  await once(browser, base, click, true)
  const cold: number[] = []
  const warm: number[] = []
  for (let run = 0; run < runs; run++) {
    if (ways.cold) cold.push(await once(browser, base, click, false))
    if (ways.prefetched) warm.push(await once(browser, base, click, true))
  }
  return {
    ...(ways.cold ? { clickMs: Math.round(median(cold)) } : {}),
    ...(ways.prefetched ? { prefetchedClickMs: Math.round(median(warm)) } : {}),
  }
}

/** One row per case: the median of `runs` clicks each way, alternating. */
export async function measureClicks(browser: Browser, base: string, runs: number) {
  const rows = []
  for (const click of CLICK_CASES) {
    try {
      const times = await clickTimes(browser, base, click, runs, { cold: true, prefetched: true })
      rows.push({ link: click.name, ...times })
    } catch (error) {
      rows.push({
        link: click.name,
        failed: error instanceof Error ? error.message : String(error),
      })
    }
  }
  return rows
}
