import { render, screen, waitFor, within } from '@testing-library/react'
import type { EncodeObject } from '@cosmjs/proto-signing'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { devnetNetwork } from '@gitopia-client/chain'
import { createIssueMsg, createRepositoryMsg } from '@gitopia-client/chain/gitopia'
import { DEMO_ACCOUNTS, DEMO_REPOSITORIES } from '@gitopia-client/devnet/demo-world'
import { useTestDevnet } from '@gitopia-client/devnet/testing'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { AppConfigContext, defaultAppConfig } from '@/config/app-config.ts'
import { startNodePool } from '@/features/network/index.ts'
import { sendAs } from '@/testing/send-as.ts'
import { showSignedIn, showSignedOut } from '@/testing/wallet-state.ts'
import { HomeDashboard } from './home-dashboard.tsx'

// The dashboard's reads against the demo world: a fixed handful of list reads, whatever the number
// of rows (repositories, activity) they fill; only people and DAOs cost one read each.

// eslint-disable-next-line react-hooks/rules-of-hooks -- Vitest's beforeAll/afterAll, not a React hook
const test = useTestDevnet({ seed: 'demo', providerPorts: [0] })
const { alice } = DEMO_ACCOUNTS
/** Rows added in the second test: repositories of alice's, each with an issue in the feed. */
const ADDED = 12

beforeAll(() => {
  const { restUrl, rpcUrl, chainId } = test.devnet
  startNodePool(devnetNetwork(restUrl, rpcUrl, chainId))
})
afterEach(() => {
  showSignedOut()
  vi.restoreAllMocks()
})

const sendAsAlice = (messages: readonly EncodeObject[]) => sendAs(test.devnet, 'alice', messages)

/**
 * The chain paths the dashboard reads (node health probes aside), each once: a read slower than
 * the node pool's hedge delay also goes to a second node, which is one read, not two.
 */
function chainReads(): () => string[] {
  const fetches = vi.spyOn(globalThis, 'fetch')
  const rest = test.devnet.restUrl
  return () => [
    ...new Set(
      fetches.mock.calls
        .map(([input]) => (input instanceof Request ? input.url : String(input)))
        .filter(url => url.startsWith(rest) && !url.includes('/cosmos/base/tendermint/'))
        .map(url => new URL(url).pathname),
    ),
  ]
}

/** alice's dashboard, signed in, once every read it started has answered. */
async function aliceDashboard(): Promise<HTMLElement> {
  showSignedIn('alice', alice.address, 10_000_000n)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppConfigContext value={defaultAppConfig()}>
      <QueryClientProvider client={client}>
        <MemoryRouter>{children}</MemoryRouter>
      </QueryClientProvider>
    </AppConfigContext>
  )
  render(<HomeDashboard account={{ address: alice.address, name: 'alice' }} />, { wrapper })
  const activity = await screen.findByRole('list', { name: 'Recent activity' }, { timeout: 15_000 })
  // Names and repositories of the feed are read once its rows show: wait until nothing is
  // loading twice in a row, 100 ms apart.
  let idleBefore = false
  await waitFor(
    () => {
      const idle = client.isFetching() === 0
      const settled = idle && idleBefore
      idleBefore = idle
      expect(settled).toBe(true)
    },
    { interval: 100, timeout: 15_000 },
  )
  return activity
}

/** Reads of one person (their name) or one DAO (its repositories): one per person, by design. */
const perPersonOrDao = /\/user\/gitopia1[0-9a-z]+(\/repository)?$/
/** A read of one repository, which a list of repositories makes needless. */
const perRepository = /\/repository\/[^/]+/

let demoWorldReads: string[] = []

describe("alice's dashboard, read from the demo world", () => {
  it('shows her repositories, her DAO’s and the recent activity from a fixed handful of list reads', async () => {
    const reads = chainReads()
    const activity = await aliceDashboard()
    const yours = screen.getByRole('list', { name: 'Yours repositories' })
    expect(within(yours).getByRole('link', { name: 'alice/hello-world' })).toBeTruthy()
    expect(
      within(yours).getByRole('link', { name: `alice/${DEMO_REPOSITORIES.empty.name}` }),
    ).toBeTruthy()
    // People by name: bob's comments and reviews show under his username, never his address.
    const rows = within(activity)
      .getAllByRole('listitem')
      .map(row => row.textContent)
    expect(rows.some(row => row.startsWith('bob commented on issue #1'))).toBe(true)
    expect(activity.textContent).not.toContain('gitopia1')

    demoWorldReads = reads()
    expect(demoWorldReads.filter(path => perRepository.test(path))).toEqual([])
    expect(
      demoWorldReads.filter(path => !perPersonOrDao.test(path)).length,
      demoWorldReads.join('\n'),
    ).toBeLessThanOrEqual(9)
  }, 60_000)

  it(`reads no more with ${ADDED} more repositories, each with an issue in the feed`, async () => {
    const names = Array.from({ length: ADDED }, (_, i) => `row-${i + 1}`)
    await sendAsAlice(
      names.map(name =>
        createRepositoryMsg({
          creator: alice.address,
          owner: alice.address,
          name,
          description: '',
        }),
      ),
    )
    await sendAsAlice(
      names.map(name =>
        createIssueMsg({
          creator: alice.address,
          owner: alice.address,
          repository: name,
          title: `First issue of ${name}`,
          description: '',
        }),
      ),
    )

    const reads = chainReads()
    const activity = await aliceDashboard()
    expect(screen.getByRole('tab', { name: /^Yours/ }).textContent).toBe(`Yours${ADDED + 2}`)
    // The feed's rows are the new issues, each linking to its repository.
    for (const name of names.slice(-5))
      expect(
        within(activity).getAllByRole('link', { name: `alice/${name}` }).length,
      ).toBeGreaterThan(0)

    const withRows = reads()
    // The same list reads as before the rows were added, and no read of any one repository.
    expect(withRows.filter(path => perRepository.test(path))).toEqual([])
    const listReads = (paths: string[]) => paths.filter(path => !perPersonOrDao.test(path)).sort()
    expect(listReads(withRows)).toEqual(listReads(demoWorldReads))
  }, 60_000)
})
