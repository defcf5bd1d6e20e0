import { describe, expect, it } from 'vitest'
import { createBountyMsg } from './bounties/messages.ts'
import { createCommentMsg } from './comments/messages.ts'
import { createIssueMsg } from './issues/messages.ts'
import { diffSets, labelAndAssigneeMsgs } from './tracker.ts'

const ALICE = 'gitopia1rkyl3t2chwshfd5vxygtw68ys800xprcnzfd98'
const BOB = 'gitopia1zypdnc2ct9aurl6n9gclp3hnc2mfkpv6c6jh4n'
const ref = { creator: ALICE, repositoryId: '7', iid: 3 }

describe('issue Msgs', () => {
  it('diffSets lists what to add and remove', () => {
    expect(diffSets(['1', '2'], ['2', '3'])).toEqual({ add: ['3'], remove: ['1'] })
    expect(diffSets([], [])).toEqual({ add: [], remove: [] })
  })

  it('label and assignee changes become the Msgs of one tx, removals first', () => {
    const msgs = labelAndAssigneeMsgs(
      'issue',
      ref,
      { add: ['3'], remove: ['1', '2'] },
      { add: [ALICE], remove: [BOB] },
    )
    expect(msgs.map(m => m.typeUrl)).toEqual([
      '/gitopia.gitopia.gitopia.MsgRemoveIssueLabels',
      '/gitopia.gitopia.gitopia.MsgRemoveIssueAssignees',
      '/gitopia.gitopia.gitopia.MsgAddIssueLabels',
      '/gitopia.gitopia.gitopia.MsgAddIssueAssignees',
    ])
    expect(msgs[0]?.value).toEqual({ creator: ALICE, repositoryId: 7, iid: 3, labelIds: [1, 2] })
    expect(msgs[3]?.value).toEqual({ creator: ALICE, repositoryId: 7, iid: 3, assignees: [ALICE] })
  })

  it('pull requests use their own Msgs; nothing changed means no Msg', () => {
    const msgs = labelAndAssigneeMsgs(
      'pullrequest',
      ref,
      { add: ['5'], remove: [] },
      diffSets([], []),
    )
    expect(msgs.map(m => m.typeUrl)).toEqual(['/gitopia.gitopia.gitopia.MsgAddPullRequestLabels'])
    expect(labelAndAssigneeMsgs('issue', ref, diffSets([], []), diffSets([], []))).toEqual([])
  })

  it('a new issue carries its bounty as coins and a Unix expiry', () => {
    const msg = createIssueMsg({
      creator: ALICE,
      owner: ALICE,
      repository: 'hello',
      title: 'T',
      description: '',
      labelIds: ['2'],
      assignees: [BOB],
      bounty: {
        amount: [{ denom: 'ulore', amount: '1500000' }],
        expiry: new Date(1_800_000_000_500),
      },
    })
    expect(msg.value).toMatchObject({
      repositoryId: { id: ALICE, name: 'hello' },
      labelIds: [2],
      assignees: [BOB],
      bountyAmount: [{ denom: 'ulore', amount: '1500000' }],
      bountyExpiry: 1_800_000_000,
    })
    expect(
      createIssueMsg({
        ...msg.value,
        creator: ALICE,
        owner: ALICE,
        repository: 'x',
        title: 'T',
        description: '',
      }).value,
    ).toMatchObject({
      bountyAmount: [],
      bountyExpiry: 0,
    })
  })

  it('comments name their parent by the CommentParent number; bounties the issue', () => {
    const comment = createCommentMsg(
      { creator: ALICE, repositoryId: '7', parent: 'pullrequest', parentIid: 4 },
      'hi',
    )
    expect(comment.value).toMatchObject({
      parent: 2,
      parentIid: 4,
      repositoryId: 7,
      body: 'hi',
      diffHunk: '',
    })
    expect(
      createBountyMsg(ref, [{ denom: 'ulore', amount: '1' }], new Date(2_000_000_000_000)).value,
    ).toEqual({
      creator: ALICE,
      amount: [{ denom: 'ulore', amount: '1' }],
      expiry: 2_000_000_000,
      repositoryId: 7,
      parentIid: 3,
      parent: 0,
    })
  })
})
