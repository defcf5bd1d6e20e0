// The signed-out home against a devnet with the demo world, every chain read answered 400 ms late
// as from a distant node: how many reads deep its content is, and that no read is made twice.
import { screen, within } from '@testing-library/react'
import { DEMO_BOUNTIES, DEMO_ISSUES, DEMO_REPOSITORIES } from '@gitopia-client/devnet/demo-world'
import { useTestDevnet } from '@gitopia-client/devnet/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '@/testing/render-app.tsx'

// eslint-disable-next-line react-hooks/rules-of-hooks -- Vitest's beforeAll/afterAll, not a React hook
const test = useTestDevnet({ seed: 'demo' })

afterEach(() => vi.unstubAllGlobals())

/** Far longer than the app's own work between an answer and the reads it starts. */
const ANSWER_DELAY_MS = 400

interface Read {
  readonly path: string
  readonly search: string
  /** 1 for a read sent before any answer came, else one more than the deepest answer in by then. */
  readonly depth: number
}

/** Holds every answer of the node at `restUrl` back by ANSWER_DELAY_MS and notes each read's depth. */
function delayedReads(restUrl: string): Read[] {
  const realFetch = globalThis.fetch
  const reads: Read[] = []
  let deepestAnswered = 0
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (!url.href.startsWith(restUrl)) return realFetch(input, init)
    const depth = deepestAnswered + 1
    reads.push({ path: url.pathname, search: url.search, depth })
    const response = await realFetch(input, init)
    await new Promise(resolve => setTimeout(resolve, ANSWER_DELAY_MS))
    deepestAnswered = Math.max(deepestAnswered, depth)
    return response
  })
  return reads
}

const GITOPIA = '/gitopia/gitopia/gitopia'
const hello = DEMO_REPOSITORIES.helloWorld
const greeting = DEMO_ISSUES.greeting

describe('the signed-out home', () => {
  it("shows a bounty's issue two reads deep, reading each list and each owner once", async () => {
    const reads = delayedReads(test.devnet.restUrl)
    renderApp('/home', test.devnet)
    const bounties = await screen.findByRole('region', { name: 'Bounties' }, { timeout: 30_000 })
    const issueLink = await within(bounties).findByRole(
      'link',
      { name: new RegExp(greeting.title) },
      { timeout: 30_000 },
    )
    expect(issueLink.getAttribute('href')).toBe(
      `/${hello.owner}/${hello.name}/issues/${DEMO_BOUNTIES.greeting.issueIid}`,
    )
    const trending = screen.getByRole('region', { name: 'Trending' })
    await within(trending).findByRole('link', { name: `${hello.owner}/${hello.name}` })

    // The whole-chain lists go out first, the bounties before the others.
    const lists = reads.filter(read => /^\/gitopia\/gitopia\/gitopia\/\w+$/.test(read.path))
    expect(lists.map(read => read.path.slice(GITOPIA.length + 1))).toEqual(
      expect.arrayContaining(['bounty', 'repository', 'issue', 'pullRequest', 'release']),
    )
    expect(lists[0]?.path).toBe(`${GITOPIA}/bounty`)
    expect(lists.every(read => read.depth === 1)).toBe(true)
    // Latest and Trending share the newest page of each list; every list is read once.
    const asked = lists.map(read => read.path)
    expect(asked).toEqual([...new Set(asked)])

    // The bounty's issue is read by its repository's owner address and name alongside the owner's
    // name: the demo world's repositories are all among the five newest, which Latest lists with
    // their owners, so neither waits for a read of the repository by id.
    const issueRead = reads.find(read =>
      read.path.endsWith(`/${hello.name}/issue/${DEMO_BOUNTIES.greeting.issueIid}`),
    )
    expect(issueRead?.depth).toBe(2)
    expect(reads.filter(read => /\/repository\/\d+$/.test(read.path))).toEqual([])

    // Each owner's name is read once, however many repositories it owns.
    const owners = reads
      .filter(read => /^\/gitopia\/gitopia\/gitopia\/(user|dao)\/[^/]+$/.test(read.path))
      .map(read => read.path)
    expect(owners.length).toBeGreaterThan(0)
    expect(owners).toEqual([...new Set(owners)])
  })

  it('asks for as many of the newest repositories as the explore page lists', async () => {
    const reads = delayedReads(test.devnet.restUrl)
    renderApp('/explore?view=latest', test.devnet)
    await screen.findByRole('link', { name: `${hello.owner}/${hello.name}` }, { timeout: 30_000 })
    const listed = reads.find(read => read.path === `${GITOPIA}/repository`)
    expect(new URLSearchParams(listed?.search).get('pagination.limit')).toBe('20')
  })
})
