// The repository home and a Markdown file against a devnet with the demo world, with one kind of
// storage-provider answer held back at a time: the listing must not wait for the entries' last
// commits (a walk of the history, about a second on the devnet), and a README or Markdown file
// not for anything after its bytes.
import { screen, waitFor, within } from '@testing-library/react'
import { useTestDevnet } from '@gitopia-client/devnet/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '@/testing/render-app.tsx'

/** Whether the Markdown renderer's module has been asked for (by anything, in this file). */
const renderer = vi.hoisted(() => ({ asked: false }))
vi.mock('../markdown/markdown-view.tsx', async (original: () => Promise<unknown>) => {
  renderer.asked = true
  return original()
})

// eslint-disable-next-line react-hooks/rules-of-hooks -- Vitest's beforeAll/afterAll, not a React hook
const test = useTestDevnet({ seed: 'demo', providerPorts: [0] })

afterEach(() => vi.unstubAllGlobals())

/** Holds every POST whose JSON body contains `marker` until `release` is called; the rest pass. */
function holdRequests(marker: string) {
  const realFetch = globalThis.fetch
  let release = () => {}
  const released = new Promise<void>(resolve => (release = resolve))
  let held = 0
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (typeof init?.body === 'string' && init.body.includes(marker)) {
      held++
      await released
    }
    return realFetch(input, init)
  })
  return { release, held: () => held }
}

// First, while nothing has loaded the renderer yet.
describe('a Markdown file', () => {
  it('starts loading the renderer while its bytes are on their way, not after', async () => {
    const fileBytes = holdRequests('"path":"README.md"')
    renderApp('/alice/hello-world/blob/master/README.md', test.devnet)
    await waitFor(() => expect(fileBytes.held()).toBeGreaterThan(0), { timeout: 15_000 })
    await waitFor(() => expect(renderer.asked).toBe(true))
    fileBytes.release()
    const file = await screen.findByRole('region', { name: 'File README.md' })
    await within(file).findByRole('heading', { name: 'Hello World' })
  })
})

describe('the repository home', () => {
  // First: the renderer behind `lazy` suspends on its first use only.
  it('renders the README as soon as its bytes are in, without showing its raw text first', async () => {
    const readmeBytes = holdRequests('"path":"README.md"')
    renderApp('/alice/hello-world', test.devnet)
    const readme = await screen.findByRole('region', { name: 'README' }, { timeout: 15_000 })
    expect(readmeBytes.held()).toBeGreaterThan(0)
    // The renderer's code is in before the bytes, as the page arranges on a real network.
    await import('../markdown/markdown-view.tsx')
    const rawTextShown: string[] = []
    const observer = new MutationObserver(() => {
      if (readme.textContent.includes('![Logo]')) rawTextShown.push(readme.textContent)
    })
    observer.observe(readme, { subtree: true, childList: true, characterData: true })
    readmeBytes.release()
    await within(readme).findByRole('heading', { name: 'Hello World' })
    observer.disconnect()
    expect(rawTextShown).toEqual([])
    // The page's slowest read, the last commits, ends before the next test (or the devnet) starts.
    const files = screen.getByRole('grid', { name: 'Files' })
    await within(files).findAllByRole('link', { name: 'Tweak the greeting' })
  })

  it('shows the listing while the last commits are on their way, then fills them in', async () => {
    const lastCommits = holdRequests('"include_last_commit":true')
    renderApp('/alice/hello-world', test.devnet)
    const files = await screen.findByRole('grid', { name: 'Files' }, { timeout: 15_000 })
    const readmeRow = within(files)
      .getAllByRole('row')
      .find(row => within(row).queryByRole('link', { name: 'README.md' }))
    if (!readmeRow) throw new Error('no README.md row')
    expect(within(files).getByRole('link', { name: 'src' })).toBeTruthy()
    // The last commits were asked for, beside the listing, and have not been answered.
    expect(lastCommits.held()).toBeGreaterThan(0)
    expect(within(readmeRow).queryAllByRole('link')).toHaveLength(1)

    lastCommits.release()
    // README.md was last changed on master by the demo's "Tweak the greeting".
    await waitFor(() =>
      expect(within(readmeRow).getByRole('link', { name: 'Tweak the greeting' })).toBeTruthy(),
    )
  })
})
