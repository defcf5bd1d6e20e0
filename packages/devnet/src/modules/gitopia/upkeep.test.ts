/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-assignment -- the REST JSON is checked by the assertions themselves */
// Pull-request and repository upkeep under the chain's rules (x/gitopia keeper, release-v6):
// title and description edits, issue links, deleting bounties, issues and pull requests.
import { describe, expect, it } from 'vitest'
import { TEST_ACCOUNTS } from '../../seed/demo-world.ts'
import { createIssue, createPullRequest } from '../../seed/demo-msgs.ts'
import { bountyAddress } from './bounties/keeper.ts'
import { useTestPlatform } from '../../testing/test-platform.ts'

const alice = TEST_ACCOUNTS.alice.address
const bob = TEST_ACCOUNTS.bob.address
const repo = { id: 'alice', name: 'upkeep' }

const { send, rest, get } = useTestPlatform()

const issue = (title: string, fields: Record<string, unknown> = {}) =>
  createIssue(repo, title, fields)

/** alice's repository 0 with issues 1–3 (3 with a bounty) and her pull request 1, dev → main. */
async function setUp() {
  const expiry = Math.floor(Date.now() / 1000) + 86_400
  const result = await send('alice', [
    { type: 'MsgCreateRepository', value: { name: repo.name, owner: 'alice', description: '' } },
    {
      type: 'MsgMultiSetBranch',
      value: {
        repositoryId: repo,
        branches: [
          { name: 'main', sha: 'a'.repeat(40) },
          { name: 'dev', sha: 'b'.repeat(40) },
        ],
        packfileCid: '',
      },
    },
    issue('First issue'),
    issue('Second issue'),
    issue('Paid issue', {
      bountyAmount: [{ denom: 'ulore', amount: '700' }],
      bountyExpiry: expiry,
    }),
    createPullRequest(
      'Ship it',
      { repository: repo, branch: 'dev' },
      { repository: repo, branch: 'main' },
      { description: 'First words' },
    ),
  ])
  expect(result.code, result.rawLog).toBe(0)
}

const pull = async () => (await rest('/alice/upkeep/pull/1')).body.PullRequest
const comments = async (path: string) =>
  ((await rest(`/repository/0/${path}/comment`)).body.Comment as { body: string }[]).map(
    comment => comment.body,
  )

describe('pull request upkeep', () => {
  it('lets only the author change the title or description; the same text is a no-op for anyone', async () => {
    await setUp()
    const title = (title: string) => ({
      type: 'MsgUpdatePullRequestTitle',
      value: { repositoryId: 0, iid: 1, title },
    })
    // bob is not the author: refused.
    const denied = await send('bob', [title('Hijacked')])
    expect(denied.code).toBe(4)
    expect(denied.rawLog).toContain('incorrect owner: unauthorized')
    // The keeper compares first: the unchanged title passes for bob and writes nothing.
    expect((await send('bob', [title('Ship it')])).code).toBe(0)
    expect(await comments('pullrequest/1')).toEqual([])
    const renamed = await send('alice', [
      title('Ship it today'),
      {
        type: 'MsgUpdatePullRequestDescription',
        value: { repositoryId: 0, iid: 1, description: 'Better words' },
      },
    ])
    expect(renamed.code, renamed.rawLog).toBe(0)
    expect(await pull()).toMatchObject({ title: 'Ship it today', description: 'Better words' })
    // Each edit's event carries the new text, as release-v6's keeper emits it.
    const edits = renamed.events
      .filter(e => e.type === 'message')
      .map(e => Object.fromEntries(e.attributes.map(a => [a.key, a.value])))
      .filter(a => a.module === 'gitopia' && !a.action?.startsWith('/'))
    expect(edits).toMatchObject([
      { action: 'UpdatePullRequestTitle', Creator: alice, PullRequestTitle: 'Ship it today' },
      {
        action: 'UpdatePullRequestDescription',
        PullRequestIid: '1',
        RepositoryId: '0',
        PullRequestDescription: 'Better words',
      },
    ])
    expect(await comments('pullrequest/1')).toEqual([
      `@${alice} changed title from **~~Ship it~~** to **Ship it today**`,
      `@${alice} updated the description`,
    ])
    const description = await send('bob', [
      {
        type: 'MsgUpdatePullRequestDescription',
        value: { repositoryId: 0, iid: 1, description: 'Mine now' },
      },
    ])
    expect(description.rawLog).toContain('incorrect owner: unauthorized')
  })

  it('links and unlinks issues: the author or TRIAGE, each with a note on both sides', async () => {
    const link = (issueIid: number, linked = true) => ({
      type: linked ? 'MsgLinkPullRequestIssueByIid' : 'MsgUnlinkPullRequestIssueByIid',
      value: { repositoryId: 0, pullRequestIid: 1, issueIid },
    })
    const outsider = await send('bob', [link(1)])
    expect(outsider.code).toBe(4)
    expect(outsider.rawLog).toContain(`user (${bob}) doesn't have permission`)
    expect((await send('alice', [link(1)])).code).toBe(0)
    expect((await send('alice', [link(1)])).rawLog).toContain('issue (1) already linked')
    expect((await send('alice', [link(9)])).rawLog).toContain("issue (9) doesn't exist")
    expect((await send('alice', [link(2, false)])).rawLog).toContain(
      "issue with iid (2) isn't linked",
    )
    const triage = await send('alice', [
      {
        type: 'MsgUpdateRepositoryCollaborator',
        value: { repositoryId: repo, user: bob, role: 'TRIAGE' },
      },
    ])
    expect(triage.code, triage.rawLog).toBe(0)
    expect((await send('bob', [link(2)])).code).toBe(0)
    expect((await pull()).issues).toEqual([
      { iid: '1', id: expect.any(String) },
      { iid: '2', id: expect.any(String) },
    ])
    expect((await rest('/alice/upkeep/issue/2')).body.Issue.pullRequests).toHaveLength(1)
    expect((await send('bob', [link(1, false)])).code).toBe(0)
    expect((await pull()).issues.map((entry: { iid: string }) => entry.iid)).toEqual(['2'])
    expect((await rest('/alice/upkeep/issue/1')).body.Issue.pullRequests).toEqual([])
    expect(await comments('issue/1')).toEqual([
      `@${alice} linked pull request #1`,
      `@${bob} unlinked pull request #1`,
    ])
    expect((await comments('pullrequest/1')).slice(-3)).toEqual([
      `@${alice} linked issue #1`,
      `@${bob} linked issue #2`,
      `@${bob} unlinked issue #1`,
    ])
  })
})

describe('deleting', () => {
  it('deletes a bounty: its creator only, refunded and removed from its issue', async () => {
    const paid = (await rest('/alice/upkeep/issue/3')).body.Issue
    const [id] = paid.bounties as string[]
    if (id === undefined) throw new Error('issue 3 has no bounty')
    const escrow = `/cosmos/bank/v1beta1/balances/${bountyAddress(id)}`
    expect((await get(escrow)).body.balances).toEqual([{ denom: 'ulore', amount: '700' }])
    const remove = { type: 'MsgDeleteBounty', value: { id: Number(id) } }
    expect((await send('bob', [remove])).rawLog).toContain('incorrect owner')
    expect((await send('alice', [remove])).code).toBe(0)
    expect((await get(escrow)).body.balances).toEqual([])
    expect((await rest(`/bounty/${id}`)).body).toMatchObject({ message: 'key not found' })
    expect((await rest('/alice/upkeep/issue/3')).body.Issue.bounties).toEqual([])
    expect(await comments('issue/3')).toContain(`@${alice} deleted bounty`)
  })

  it('refuses to delete a bounty whose issue has a linked pull request', async () => {
    const expiry = Math.floor(Date.now() / 1000) + 86_400
    const created = await send('alice', [
      {
        type: 'MsgCreateBounty',
        value: {
          amount: [{ denom: 'ulore', amount: '5' }],
          expiry,
          repositoryId: 0,
          parentIid: 2,
          parent: 0,
        },
      },
    ])
    expect(created.code, created.rawLog).toBe(0)
    const [id] = (await rest('/alice/upkeep/issue/2')).body.Issue.bounties as string[]
    const refused = await send('alice', [{ type: 'MsgDeleteBounty', value: { id: Number(id) } }])
    expect(refused.rawLog).toContain("can't delete bounty; contains open PR")
  })

  it('refuses to close a bounty while any pull request is linked, even a closed one', async () => {
    const [id] = (await rest('/alice/upkeep/issue/2')).body.Issue.bounties as string[]
    const close = { type: 'MsgCloseBounty', value: { id: Number(id) } }
    const closed = await send('alice', [
      { type: 'MsgSetPullRequestState', value: { repositoryId: 0, iid: 1, state: 'CLOSED' } },
    ])
    expect(closed.code, closed.rawLog).toBe(0)
    expect((await send('alice', [close])).rawLog).toContain("can't close bounty; contains open PR")
    const unlink = {
      type: 'MsgUnlinkPullRequestIssueByIid',
      value: { repositoryId: 0, pullRequestIid: 1, issueIid: 2 },
    }
    expect((await send('alice', [unlink])).code).toBe(0)
    const refunded = await send('alice', [close])
    expect(refunded.code, refunded.rawLog).toBe(0)
  })

  it('an issue edit’s event carries the new title or description', async () => {
    const edited = await send('alice', [
      { type: 'MsgUpdateIssueTitle', value: { repositoryId: 0, iid: 3, title: 'Paid, renamed' } },
      {
        type: 'MsgUpdateIssueDescription',
        value: { repositoryId: 0, iid: 3, description: 'Now for @bob' },
      },
    ])
    expect(edited.code, edited.rawLog).toBe(0)
    const edits = edited.events
      .filter(e => e.type === 'message')
      .map(e => Object.fromEntries(e.attributes.map(a => [a.key, a.value])))
      .filter(a => a.module === 'gitopia' && !a.action?.startsWith('/'))
    expect(edits).toMatchObject([
      { action: 'UpdateIssueTitle', IssueIid: '3', IssueTitle: 'Paid, renamed' },
      {
        action: 'UpdateIssueDescription',
        Creator: alice,
        RepositoryId: '0',
        IssueIid: '3',
        IssueDescription: 'Now for @bob',
      },
    ])
  })

  it.each(['MsgDeleteIssue', 'MsgDeletePullRequest'])(
    '%s is refused before it runs (ValidateBasic: tx WIP)',
    async type => {
      // Refused at CheckTx: the tx never reaches a block.
      await expect(send('alice', [{ type, value: { repositoryId: 0, iid: 1 } }])).rejects.toThrow(
        /code 37 .*tx WIP: feature not supported/,
      )
      expect(await pull()).toMatchObject({ iid: '1' })
    },
  )
})
