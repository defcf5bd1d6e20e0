import { describe, expect, it } from 'vitest'
import { allGitopiaMsgTypes, createGitopiaRegistry } from '../../../codec/index.ts'
import { toggleCommentResolvedMsg } from '../comments/messages.ts'
import {
  approveAndMergeMsgs,
  createPullRequestMsg,
  invokeMergePullRequestMsg,
  rejectPackfileUpdateMsg,
  setPullRequestStateMsg,
} from './messages.ts'
import {
  pullRequestIssueLinkMsg,
  updatePullRequestDescriptionMsg,
  updatePullRequestTitleMsg,
} from './upkeep.ts'

const registry = createGitopiaRegistry(allGitopiaMsgTypes)
const ref = { creator: 'gitopia1alice', repositoryId: '7', iid: 3 }

/** Encodes and decodes through the real protobuf types: a wrong field name or type fails here. */
function roundTrip(msg: { typeUrl: string; value: Record<string, unknown> }) {
  const bytes = registry.encode({ typeUrl: msg.typeUrl, value: msg.value })
  return registry.decode({ typeUrl: msg.typeUrl, value: bytes }) as Record<string, unknown>
}

describe('pull request Msgs', () => {
  it('creates a pull request from a fork branch into the parent', () => {
    const msg = createPullRequestMsg({
      creator: ref.creator,
      title: 'Greet by name',
      description: 'Uses the full name',
      head: { owner: 'bob', repository: 'hello-world', branch: 'feature/greeting-name' },
      base: { owner: 'alice', repository: 'hello-world', branch: 'master' },
      labelIds: ['2'],
      issueIids: [1],
    })
    expect(roundTrip(msg)).toMatchObject({
      headBranch: 'feature/greeting-name',
      headRepositoryId: { id: 'bob', name: 'hello-world' },
      baseBranch: 'master',
      baseRepositoryId: { id: 'alice', name: 'hello-world' },
      issueIids: [1],
    })
  })

  it('closes with a comment; invokes a merge pinned to the base sha', () => {
    expect(roundTrip(setPullRequestStateMsg(ref, 'CLOSED', 'not now'))).toMatchObject({
      state: 'CLOSED',
      commentBody: 'not now',
      iid: 3,
    })
    expect(
      roundTrip(invokeMergePullRequestMsg(ref, 'gitopia1provider', 'a'.repeat(40))),
    ).toMatchObject({
      provider: 'gitopia1provider',
      baseCommitSha: 'a'.repeat(40),
    })
  })

  it('approves the packfile and merges in one tx, in that order; a proposal can be rejected', () => {
    const msgs = approveAndMergeMsgs(ref, { id: '5', cid: 'bafy', mergeCommitSha: 'b'.repeat(40) })
    expect(msgs.map(msg => msg.typeUrl)).toEqual([
      '/gitopia.gitopia.storage.MsgApproveRepositoryPackfileUpdate',
      '/gitopia.gitopia.gitopia.MsgMergePullRequest',
    ])
    expect(msgs.map(roundTrip)[1]).toMatchObject({ pullRequestIid: 3, packfileCid: 'bafy' })
    expect(roundTrip(rejectPackfileUpdateMsg(ref.creator, '5', 'abandoned'))).toMatchObject({
      reason: 'abandoned',
    })
  })

  it('resolves a review thread by its first comment', () => {
    const msg = toggleCommentResolvedMsg(
      { creator: ref.creator, repositoryId: '7', parent: 'pullrequest', parentIid: 3 },
      12,
    )
    expect(roundTrip(msg)).toMatchObject({
      repositoryId: 7,
      parentIid: 3,
      parent: 2,
      commentIid: 12,
    })
  })

  it('edits the title and description, and links or unlinks an issue by its iid', () => {
    expect(roundTrip(updatePullRequestTitleMsg(ref, 'Sharper'))).toMatchObject({
      repositoryId: 7,
      iid: 3,
      title: 'Sharper',
    })
    expect(roundTrip(updatePullRequestDescriptionMsg(ref, 'Why'))).toMatchObject({
      description: 'Why',
    })
    const link = pullRequestIssueLinkMsg(ref, 4, true)
    expect(link.typeUrl).toBe('/gitopia.gitopia.gitopia.MsgLinkPullRequestIssueByIid')
    expect(roundTrip(link)).toMatchObject({ repositoryId: 7, pullRequestIid: 3, issueIid: 4 })
    const unlink = pullRequestIssueLinkMsg(ref, 4, false)
    expect(unlink.typeUrl).toBe('/gitopia.gitopia.gitopia.MsgUnlinkPullRequestIssueByIid')
    expect(roundTrip(unlink)).toMatchObject({ pullRequestIid: 3, issueIid: 4 })
  })
})
