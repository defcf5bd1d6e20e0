import { describe, expect, it } from 'vitest'
import {
  deriveGitopiaEntries,
  recordsNeeded,
  threadKey,
  type EventTx,
  type GitopiaRecords,
  type ThreadRecord,
} from './gitopia-entries.ts'

const ALICE = 'gitopia1alice'
const BOB = 'gitopia1bob'
const CAROL = 'gitopia1carol'
const alice = { address: ALICE, username: 'alice' }

let hashes = 0
/** A tx with the events x/gitopia emits: the SDK's message event, then the module's. */
function tx(height: number, action: string, attributes: Record<string, string>): EventTx {
  hashes += 1
  return {
    hash: `HASH${hashes}`,
    height: BigInt(height),
    time: new Date(Date.UTC(2026, 10, 29, 12, 0, height)),
    messages: [],
    events: [
      {
        type: 'message',
        attributes: [
          { key: 'action', value: `/gitopia.gitopia.gitopia.Msg${action}` },
          { key: 'sender', value: attributes.Creator ?? '' },
          { key: 'module', value: 'gitopia' },
        ],
      },
      {
        type: 'message',
        attributes: Object.entries({ module: 'gitopia', action, ...attributes }).map(
          ([key, value]) => ({ key, value }),
        ),
      },
    ],
  }
}

const comment = (height: number, creator: string, iid: string, body: string, parent = 'ISSUE') =>
  tx(height, 'CreateComment', {
    Creator: creator,
    CommentId: String(height),
    CommentIid: String(height * 10),
    CommentBody: body,
    RepositoryId: '1',
    CommentParentIid: iid,
    CommentParent: `COMMENT_PARENT_${parent}`,
  })

const thread = (fields: Partial<ThreadRecord>): ThreadRecord => ({
  creator: CAROL,
  assignees: [],
  reviewers: [],
  title: 'A thread',
  ...fields,
})

/** Nothing seen before, or the threads the account commented on. */
const seen = (participated: string[] = [], mentioned: string[] = []) => ({
  participated: new Set(participated),
  mentioned: new Set(mentioned),
})

const records = (threads: Record<string, ThreadRecord> = {}): GitopiaRecords => ({
  repositories: new Map([['1', { owner: 'alice', name: 'hello-world' }]]),
  threads: new Map(Object.entries(threads)),
})

describe('inbox entries from x/gitopia events', () => {
  it('a mention in a comment by someone else links to the comment', () => {
    const txs = [comment(5, BOB, '1', '@alice see #1')]
    expect(recordsNeeded(txs, alice, seen())).toEqual({
      repositories: new Set(['1']),
      threads: new Set([threadKey('1', 'issue', '1')]),
    })
    const { entries } = deriveGitopiaEntries(txs, records(), alice, seen())
    expect(entries).toEqual([
      {
        id: `${txs[0]?.hash}:1`,
        kind: 'mention',
        height: 5,
        time: '2026-11-29T12:00:05.000Z',
        actor: BOB,
        actorName: '',
        text: 'mentioned you in alice/hello-world#1',
        title: '',
        href: '/alice/hello-world/issues/1#comment-50',
      },
    ])
  })

  it('never lists the account’s own actions, and a mention in code is none', () => {
    const txs = [
      comment(5, ALICE, '2', '@alice note to self'),
      comment(6, BOB, '1', 'Try `@alice` in the shell'),
    ]
    expect(deriveGitopiaEntries(txs, records(), alice, seen()).entries).toEqual([])
  })

  it('comments on threads the account opened, is assigned to, reviews or commented on', () => {
    const opened = threadKey('1', 'issue', '1')
    const assigned = threadKey('1', 'issue', '2')
    const reviewing = threadKey('1', 'pull', '3')
    const txs = [
      comment(5, BOB, '1', 'Thoughts?'),
      comment(6, BOB, '2', 'Any news?'),
      comment(7, BOB, '3', 'Updated', 'PULL_REQUEST'),
      comment(8, ALICE, '4', 'I will look'),
      comment(9, BOB, '4', 'Thanks'),
      comment(10, BOB, '5', 'Not for alice'),
    ]
    const { entries, participated } = deriveGitopiaEntries(
      txs,
      records({
        [opened]: thread({ creator: ALICE }),
        [assigned]: thread({ assignees: [ALICE] }),
        [reviewing]: thread({ reviewers: [ALICE] }),
        [threadKey('1', 'issue', '4')]: thread({}),
        [threadKey('1', 'issue', '5')]: thread({}),
      }),
      alice,
      seen(),
    )
    expect(entries.map(e => [e.kind, e.href])).toEqual([
      ['comment', '/alice/hello-world/issues/1#comment-50'],
      ['comment', '/alice/hello-world/issues/2#comment-60'],
      ['comment', '/alice/hello-world/pulls/3#comment-70'],
      ['comment', '/alice/hello-world/issues/4#comment-90'],
    ])
    expect([...participated]).toEqual([threadKey('1', 'issue', '4')])
    // A thread commented on in an earlier batch counts too.
    const later = deriveGitopiaEntries(
      [comment(11, BOB, '5', 'Again')],
      records({ [threadKey('1', 'issue', '5')]: thread({}) }),
      alice,
      seen([threadKey('1', 'issue', '5')]),
    )
    expect(later.entries.map(e => e.kind)).toEqual(['comment'])
  })

  it('assignments, review requests and bounties on the account’s issues', () => {
    const txs = [
      tx(5, 'CreateIssue', {
        Creator: BOB,
        IssueIid: '7',
        IssueTitle: 'Fix it',
        IssueDescription: 'Please',
        Assignees: JSON.stringify([ALICE]),
        RepositoryId: '1',
      }),
      tx(6, 'AddIssueAssignees', {
        Creator: BOB,
        IssueIid: '8',
        Assignees: JSON.stringify([CAROL, ALICE]),
        RepositoryId: '1',
      }),
      tx(7, 'AddPullRequestReviewers', {
        Creator: BOB,
        PullRequestIid: '2',
        PullRequestReviewers: JSON.stringify([ALICE]),
        RepositoryId: '1',
      }),
      tx(8, 'AddPullRequestAssignees', {
        Creator: BOB,
        PullRequestIid: '2',
        Assignees: JSON.stringify([CAROL]),
        RepositoryId: '1',
      }),
      tx(9, 'CreatePullRequest', {
        Creator: BOB,
        PullRequestIid: '3',
        PullRequestTitle: 'Greet',
        PullRequestDescription: 'cc @Alice',
        RepositoryId: '1',
      }),
      tx(10, 'CreatePullRequest', {
        Creator: BOB,
        PullRequestIid: '4',
        PullRequestDescription: '',
        RepositoryId: '1',
      }),
      tx(11, 'CreateBounty', {
        Creator: BOB,
        BountyId: '3',
        BountyParentIid: '1',
        RepositoryId: '1',
      }),
      tx(12, 'CreateBounty', {
        Creator: BOB,
        BountyId: '4',
        BountyParentIid: '9',
        RepositoryId: '1',
      }),
    ]
    const needed = recordsNeeded(txs, alice, seen())
    expect([...needed.threads].sort()).toEqual(
      [
        threadKey('1', 'pull', '3'),
        threadKey('1', 'pull', '4'),
        threadKey('1', 'issue', '1'),
        threadKey('1', 'issue', '9'),
      ].sort(),
    )
    const { entries } = deriveGitopiaEntries(
      txs,
      records({
        [threadKey('1', 'pull', '3')]: thread({ title: 'Greet' }),
        [threadKey('1', 'pull', '4')]: thread({ reviewers: [ALICE], title: 'Other' }),
        [threadKey('1', 'issue', '1')]: thread({ creator: ALICE, title: 'Mine' }),
        [threadKey('1', 'issue', '9')]: thread({ creator: CAROL }),
      }),
      alice,
      seen(),
    )
    expect(entries.map(e => [e.kind, e.text, e.title, e.href])).toEqual([
      ['assigned', 'assigned you to alice/hello-world#7', 'Fix it', '/alice/hello-world/issues/7'],
      ['assigned', 'assigned you to alice/hello-world#8', '', '/alice/hello-world/issues/8'],
      [
        'review-requested',
        'requested your review on alice/hello-world#2',
        '',
        '/alice/hello-world/pulls/2',
      ],
      ['mention', 'mentioned you in alice/hello-world#3', 'Greet', '/alice/hello-world/pulls/3'],
      [
        'review-requested',
        'requested your review on alice/hello-world#4',
        'Other',
        '/alice/hello-world/pulls/4',
      ],
      ['bounty', 'put a bounty on alice/hello-world#1', 'Mine', '/alice/hello-world/issues/1'],
    ])
  })

  it('a mention an edit adds is told once; an edit that keeps a told mention is no news', () => {
    const editComment = (height: number, iid: string, body: string) =>
      tx(height, 'UpdateComment', {
        Creator: BOB,
        CommentIid: iid,
        CommentBody: body,
        RepositoryId: '1',
        CommentParentIid: '1',
        CommentParent: 'COMMENT_PARENT_ISSUE',
      })
    const editIssue = (height: number, description: string) =>
      tx(height, 'UpdateIssueDescription', {
        Creator: BOB,
        IssueIid: '4',
        IssueDescription: description,
        RepositoryId: '1',
      })
    const editPull = (height: number, description: string) =>
      tx(height, 'UpdatePullRequestDescription', {
        Creator: BOB,
        PullRequestIid: '2',
        PullRequestDescription: description,
        RepositoryId: '1',
      })
    const first = [
      comment(5, BOB, '1', '@alice see #1'),
      editComment(6, '50', '@alice see #1, again'),
      editComment(7, '70', 'Adding @alice'),
      editIssue(8, 'Now for @alice'),
      editPull(9, 'cc @alice'),
      editPull(10, 'cc @alice and @carol'),
      editComment(11, '80', 'Nobody here'),
    ]
    expect(recordsNeeded(first.slice(1), alice, seen()).repositories).toEqual(new Set(['1']))
    const batch = deriveGitopiaEntries(first, records(), alice, seen())
    expect(batch.entries.map(e => [e.kind, e.href])).toEqual([
      ['mention', '/alice/hello-world/issues/1#comment-50'],
      ['mention', '/alice/hello-world/issues/1#comment-70'],
      ['mention', '/alice/hello-world/issues/4'],
      ['mention', '/alice/hello-world/pulls/2'],
    ])
    // A later batch: edits that keep the mentions told are no news, and need no reads.
    const later = [editComment(12, '70', 'Adding @alice, fixed a typo'), editIssue(13, '@alice')]
    const next = seen([], [...batch.mentioned])
    expect(recordsNeeded(later, alice, next).repositories).toEqual(new Set())
    expect(deriveGitopiaEntries(later, records(), alice, next).entries).toEqual([])
  })

  it('an account without a username has no mentions; events of other modules are ignored', () => {
    const txs = [
      comment(5, BOB, '1', '@alice hi'),
      { ...tx(6, 'CreateComment', {}), events: [{ type: 'transfer', attributes: [] }] },
    ]
    const noName = { address: ALICE }
    expect(deriveGitopiaEntries(txs, records(), noName, seen()).entries).toEqual([])
  })
})
