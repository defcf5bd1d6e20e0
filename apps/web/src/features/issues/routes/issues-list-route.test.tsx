import { screen, waitFor } from '@testing-library/react'
import type { EncodeObject } from '@cosmjs/proto-signing'
import { createIssueMsg, createRepositoryMsg } from '@gitopia-client/chain/gitopia'
import { DEMO_ACCOUNTS } from '@gitopia-client/devnet/demo-world'
import { useTestDevnet } from '@gitopia-client/devnet/testing'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { renderApp } from '@/testing/render-app.tsx'
import { sendAs } from '@/testing/send-as.ts'

// The issue list's reads: one page of issues and the other state's count, however many rows the
// page shows; the rows show what the list read returned.

// eslint-disable-next-line react-hooks/rules-of-hooks -- Vitest's beforeAll/afterAll, not a React hook
const test = useTestDevnet({ seed: 'demo', providerPorts: [0] })
const REPOSITORY = 'many-issues'

type Sender = 'alice' | 'bob'

const send = (name: Sender, messages: readonly EncodeObject[]) =>
  sendAs(test.devnet, name, messages)

const issue = (name: Sender, title: string) =>
  createIssueMsg({
    creator: DEMO_ACCOUNTS[name].address,
    owner: DEMO_ACCOUNTS.alice.address,
    repository: REPOSITORY,
    title,
    description: '',
  })

beforeAll(async () => {
  const { address } = DEMO_ACCOUNTS.alice
  await send('alice', [
    createRepositoryMsg({ creator: address, owner: address, name: REPOSITORY, description: '' }),
  ])
  await send(
    'alice',
    Array.from({ length: 30 }, (_, i) => issue('alice', `Chore ${i + 1}`)),
  )
  await send('bob', [issue('bob', 'Question from a visitor')])
}, 60_000)

describe('the issue list of a repository with 31 open issues', () => {
  it('shows the first 25 from one page read, and the counts from one more each', async () => {
    const fetches = vi.spyOn(globalThis, 'fetch')
    const { queryClient } = renderApp(`/alice/${REPOSITORY}/issues`, test.devnet)
    await waitFor(() => expect(screen.getAllByTestId('issue-row')).toHaveLength(25), {
      timeout: 15_000,
    })
    expect(screen.getAllByTestId('issue-row')[0]?.textContent).toContain('Question from a visitor')
    expect(await screen.findByRole('link', { name: '31 Open' })).toBeTruthy()
    expect(await screen.findByRole('link', { name: '0 Closed' })).toBeTruthy()
    // Every read the page started has answered.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0))

    const reads = fetches.mock.calls
      .map(([input]) => (input instanceof Request ? input.url : String(input)))
      .filter(url => url.startsWith(test.devnet.restUrl))
    // One page of issues, one count for the other state, and the Issues tab's open count (every
    // repository page shows it): nothing per row. People's names are one read per person.
    const issueReads = reads.filter(url => url.includes(`/${REPOSITORY}/issue?`))
    expect(issueReads, issueReads.join('\n')).toHaveLength(3)
    expect(issueReads.filter(url => url.includes('pagination.limit=25'))).toHaveLength(1)
    const names = reads.filter(url => /\/gitopia\/gitopia\/gitopia\/user\/[^/?]+$/.test(url))
    expect(new Set(names).size).toBe(names.length)
    // Everything else the page reads: the repository, the providers, the pull request count and
    // the network name. Twenty-five rows would double it with one read each.
    const pageReads = reads.filter(url => !url.includes('/cosmos/base/tendermint/v1beta1/blocks/'))
    expect(pageReads.length, pageReads.join('\n')).toBeLessThanOrEqual(12)
    fetches.mockRestore()
  }, 60_000)
})
