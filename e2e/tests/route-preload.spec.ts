import type { Locator, Page } from '@playwright/test'
import { expect, isChainRead, test, type StackUrls } from '../fixtures.ts'
import { withSaveData } from '../support/save-data.ts'

/** Extra time every chain read of the page takes, as from a distant node. */
const DELAY_MS = 600

/** Holds back each request of the page whose URL `match` accepts by `ms`, as from far away. */
async function delay(page: Page, match: Parameters<Page['route']>[0], ms: number) {
  await page.route(match, async route => {
    await new Promise(resolve => setTimeout(resolve, ms))
    await route.continue()
  })
}

const delayChainReads = (page: Page, stack: StackUrls) =>
  delay(page, url => isChainRead(stack, url.toString()), DELAY_MS)

/**
 * When (`performance.now()`) the page first sent a request, or got a response, whose URL `match`
 * accepts: Infinity until it does.
 */
function firstAt(page: Page, event: 'request' | 'response', match: (url: string) => boolean) {
  let at = Infinity
  const listener = (message: { url(): string }) => {
    if (at === Infinity && match(message.url())) at = performance.now()
  }
  if (event === 'request') page.on('request', listener)
  else page.on('response', listener)
  return () => at
}

/** A chain read's path without the gitopia module's prefix, e.g. `/whois/alice`. */
const chainPath = (url: string) => new URL(url).pathname.replace('/gitopia/gitopia/gitopia', '')

/** When the page first requested each chain read, by {@link chainPath}. */
function chainReadsRequested(page: Page, stack: StackUrls): Map<string, number> {
  const requested = new Map<string, number>()
  page.on('request', request => {
    if (!isChainRead(stack, request.url())) return
    const path = chainPath(request.url())
    if (!requested.has(path)) requested.set(path, performance.now())
  })
  return requested
}

test("an issue page's Markdown renderer loads alongside its reads, not after them", async ({
  page,
  stack,
}) => {
  await delayChainReads(page, stack)
  const rendererRequested = firstAt(page, 'request', url =>
    /\/assets\/markdown-view-[\w-]+\.js$/.test(url),
  )
  const issueArrived = firstAt(
    page,
    'response',
    url => isChainRead(stack, url) && /\/issue\/1$/.test(new URL(url).pathname),
  )
  await page.goto('/alice/hello-world/issues/1')
  await expect(page.getByRole('article', { name: 'Description' })).toBeVisible({ timeout: 30_000 })
  expect(issueArrived()).toBeLessThan(Infinity)
  expect(rendererRequested()).toBeLessThan(issueArrived())
})

test("a profile's record, repositories and DAOs are read with its whois, not after it", async ({
  page,
  stack,
}) => {
  await delayChainReads(page, stack)
  const requested = chainReadsRequested(page, stack)
  const whoisArrived = firstAt(
    page,
    'response',
    url => isChainRead(stack, url) && chainPath(url) === '/whois/alice',
  )
  await page.goto('/alice')
  await expect(page.getByRole('list', { name: 'Repositories' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('region', { name: 'DAOs' }).getByRole('link').first()).toBeVisible()
  expect(whoisArrived()).toBeLessThan(Infinity)
  // Each of the page's reads went out before the whois answered (by the URL's name).
  for (const read of ['/user/alice', '/user/alice/repository', '/user/alice/dao'])
    expect(requested.get(read), read).toBeLessThan(whoisArrived())
})

/** The entry script, which runs the router: route chunks it imports come after it. */
const ENTRY = /\/assets\/index-[\w-]+\.js$/
const ROUTE_CHUNK = /\/assets\/([\w-]+-route)-[\w-]+\.js$/

/**
 * Loads `path` with the entry script arriving 800 ms late, as from a distant CDN (only the page's
 * own preloads can start sooner), and returns when each route chunk was requested and when the
 * entry arrived (ms from the start).
 */
async function loadWithSlowEntry(page: Page, path: string, ready: Locator) {
  await delay(page, ENTRY, 800)
  const entryArrived = firstAt(page, 'response', url => ENTRY.test(url))
  const routeChunks: { name: string; at: number }[] = []
  page.on('request', request => {
    const name = ROUTE_CHUNK.exec(request.url())?.[1]
    if (name) routeChunks.push({ name, at: performance.now() })
  })
  await page.goto(path)
  await expect(ready).toBeVisible({ timeout: 30_000 })
  expect(entryArrived()).toBeLessThan(Infinity)
  const before = routeChunks.filter(chunk => chunk.at < entryArrived()).map(chunk => chunk.name)
  return { before, all: routeChunks.map(chunk => chunk.name) }
}

test("an issue page's route chunks download with the entry script, not after it has run", async ({
  page,
}) => {
  const { before, all } = await loadWithSlowEntry(
    page,
    '/alice/hello-world/issues/1',
    page.getByRole('article', { name: 'Description' }),
  )
  expect(before).toContain('issue-route')
  // Requested once: the router's import uses the preloaded module.
  expect(all.filter(name => name === 'issue-route')).toHaveLength(1)
})

test("a page preloads its own route's chunks, not another route's; the 404 page none", async ({
  page,
}) => {
  // Links in view would prefetch the next pages' code once the page settles (the signed-out
  // home's latest issues and pull requests): not this page's own preloads.
  await withSaveData(page)
  const home = await loadWithSlowEntry(
    page,
    '/home',
    page.getByRole('heading', { name: 'Dashboard' }),
  )
  expect(home.before).toEqual(['home-route'])
  expect(home.all).toEqual(['home-route'])
  const notFound = await loadWithSlowEntry(
    page,
    '/no/such/page',
    page.getByRole('heading', { name: 'Oops!' }),
  )
  expect(notFound.all).toEqual([])
})

test("the signed-out home's sections load their code alongside the route's, not once it has rendered", async ({
  page,
}) => {
  const homeRoute = /\/assets\/home-route-[\w-]+\.js$/
  await delay(page, homeRoute, 800)
  const routeArrived = firstAt(page, 'response', url => homeRoute.test(url))
  const sectionsRequested = firstAt(page, 'request', url =>
    /\/assets\/discover-[\w-]+\.js$/.test(url),
  )
  await page.goto('/home')
  await expect(page.getByRole('region', { name: 'Bounties' })).toBeVisible({ timeout: 30_000 })
  expect(routeArrived()).toBeLessThan(Infinity)
  expect(sectionsRequested()).toBeLessThan(routeArrived())
})

test('a DAO dashboard reads its proposals alongside its policy, not after it', async ({
  page,
  stack,
}) => {
  await delayChainReads(page, stack)
  const proposalsRequested = firstAt(
    page,
    'request',
    url => isChainRead(stack, url) && url.includes('/proposals_by_group_policy/'),
  )
  const policyArrived = firstAt(
    page,
    'response',
    url => isChainRead(stack, url) && url.includes('/group_policies_by_group/'),
  )
  await page.goto('/daos/devnet-dao/dashboard')
  await expect(page.getByTestId('proposal').first()).toBeVisible({ timeout: 30_000 })
  expect(policyArrived()).toBeLessThan(Infinity)
  expect(proposalsRequested()).toBeLessThan(policyArrived())
})

/** Chunks the entry does not import statically: what a page's own code arrives in. */
const LAZY_CHUNK = /\/assets\/(?!index-|framework-|rolldown-runtime-)[\w-]+\.js$/

test('the page the app opens on sends its first reads while its code is still downloading', async ({
  page,
  stack,
}) => {
  // Route code 1.5 s away, as from a distant CDN; the entry (which runs the router) is not.
  await delay(page, LAZY_CHUNK, 1_500)
  const requested = chainReadsRequested(page, stack)
  const firstLazyChunk = firstAt(page, 'response', url => LAZY_CHUNK.test(url))
  await page.goto('/alice/hello-world/pulls/1/files')
  await expect(page.getByTestId('diff-view')).toBeVisible({ timeout: 30_000 })
  expect(firstLazyChunk()).toBeLessThan(Infinity)
  for (const read of [
    '/user/alice/repository/hello-world',
    '/alice/hello-world/pull/1',
    '/alice/repository/hello-world/forks',
    // The storage providers, which the page's content reads wait for (its provider session's
    // code is in a lazy chunk).
    '/gitopia/gitopia/storage/active-providers',
  ])
    expect(requested.get(read), read).toBeLessThan(firstLazyChunk())
})
