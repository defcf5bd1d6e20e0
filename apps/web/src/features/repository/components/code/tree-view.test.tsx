// The repository home's listing against a devnet with the demo world: the provider's answer with
// the entries' last commits (a walk of the history, about a second on the devnet) is held back,
// and the listing must not wait for it.
import { screen, waitFor, within } from '@testing-library/react'
import { useTestDevnet } from '@gitopia-client/devnet/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '@/testing/render-app.tsx'

// eslint-disable-next-line react-hooks/rules-of-hooks -- Vitest's beforeAll/afterAll, not a React hook
const test = useTestDevnet({ seed: 'demo', providerPorts: [0] })

afterEach(() => vi.unstubAllGlobals())

/** Holds every provider request for last commits until `release` is called; the rest pass. */
function holdLastCommits() {
  const realFetch = globalThis.fetch
  let release = () => {}
  const released = new Promise<void>(resolve => (release = resolve))
  let held = 0
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (typeof init?.body === 'string' && init.body.includes('"include_last_commit":true')) {
      held++
      await released
    }
    return realFetch(input, init)
  })
  return { release, held: () => held }
}

describe('the repository listing', () => {
  it('shows its rows while the last commits are on their way, then fills them in', async () => {
    const lastCommits = holdLastCommits()
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
