/* eslint-disable @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call -- the REST JSON is checked by the assertions themselves */
import {
  MsgCreateCommentResponse,
  MsgCreateRepositoryLabelResponse,
} from '@gitopia/gitopia-js/src/types/gitopia/tx'
import { describe, expect, it } from 'vitest'
import { TEST_ACCOUNTS } from '../../seed/demo-world.ts'
import { createPullRequest } from '../../seed/demo-msgs.ts'
import { useTestPlatform } from '../../testing/test-platform.ts'

const alice = TEST_ACCOUNTS.alice.address
const bob = TEST_ACCOUNTS.bob.address
const SHA = 'a'.repeat(40)

const { send, rest } = useTestPlatform()

describe('repositories', () => {
  it('creates a repository with every field of the REST JSON in order', async () => {
    const result = await send('alice', [
      { type: 'MsgCreateRepository', value: { name: 'hello', owner: 'alice', description: 'd' } },
    ])
    expect(result.code).toBe(0)
    const { body } = await rest('/user/alice/repository/HELLO')
    expect(Object.keys(body.Repository)).toEqual([
      'creator',
      'id',
      'name',
      'owner',
      'description',
      'forks',
      'subscribers',
      'commits',
      'issuesCount',
      'pullsCount',
      'labels',
      'labelsCount',
      'releases',
      'createdAt',
      'updatedAt',
      'pushedAt',
      'stargazers',
      'archived',
      'license',
      'defaultBranch',
      'parent',
      'fork',
      'collaborators',
      'allowForking',
      'backups',
      'enableArweaveBackup',
    ])
    expect(body.Repository).toMatchObject({
      id: '0',
      owner: { id: alice, type: 'USER' },
      defaultBranch: 'master',
      allowForking: false,
      pushedAt: '-62135596800',
      parent: '0',
      forks: [],
    })
    const again = await send('alice', [
      { type: 'MsgCreateRepository', value: { name: 'Hello', owner: alice, description: '' } },
    ])
    expect(again.code).toBe(18)
    expect(again.rawLog).toContain(`repository (${alice}/Hello) already exists: invalid request`)
  })

  it('refuses a non-collaborator and accepts after a collaborator is added', async () => {
    const repoId = { id: 'alice', name: 'hello' }
    const denied = await send('bob', [
      {
        type: 'MsgCreateRepositoryLabel',
        value: { repositoryId: repoId, name: 'bug', color: '#ff0000', description: '' },
      },
    ])
    expect(denied.code).toBe(4)
    expect(denied.rawLog).toContain(
      `user (${bob}) doesn't have permission to perform this operation: unauthorized`,
    )
    expect(
      (
        await send('alice', [
          {
            type: 'MsgUpdateRepositoryCollaborator',
            value: { repositoryId: repoId, user: 'bob', role: 'WRITE' },
          },
        ])
      ).code,
    ).toBe(0)
    const label = await send('bob', [
      {
        type: 'MsgCreateRepositoryLabel',
        value: { repositoryId: repoId, name: 'bug', color: '#ff0000', description: '' },
      },
    ])
    expect(label.code).toBe(0)
    const [response] = label.msgResponses
    expect(MsgCreateRepositoryLabelResponse.decode(response?.value ?? new Uint8Array())).toEqual({
      id: 1,
    })
    const { body } = await rest(`/repository/0`)
    expect(body.Repository.collaborators).toEqual([{ id: bob, permission: 'WRITE' }])
    expect(body.Repository.labels).toEqual([
      { id: '1', name: 'bug', color: '#ff0000', description: '' },
    ])
  })

  it('sets branches and tags, forks with branches, and serves the ref routes', async () => {
    const repoId = { id: 'alice', name: 'hello' }
    const set = await send('alice', [
      {
        type: 'MsgMultiSetBranch',
        value: {
          repositoryId: repoId,
          branches: [
            { name: 'main', sha: SHA },
            { name: 'dev', sha: 'b'.repeat(40) },
          ],
          packfileCid: '',
        },
      },
      { type: 'MsgSetTag', value: { repositoryId: repoId, tag: { name: 'v1', sha: SHA } } },
      { type: 'MsgToggleRepositoryForking', value: { repositoryId: repoId } },
    ])
    expect(set.code).toBe(0)
    expect((await rest('/alice/repository/hello/branch/dev/sha')).body).toEqual({
      sha: 'b'.repeat(40),
    })
    const repo = (await rest('/repository/0')).body.Repository
    expect(repo.defaultBranch).toBe('main')
    expect(repo.allowForking).toBe(true)
    const fork = await send('bob', [
      {
        type: 'MsgForkRepository',
        value: {
          repositoryId: repoId,
          forkRepositoryName: '',
          forkRepositoryDescription: '',
          branch: '',
          owner: 'bob',
        },
      },
    ])
    expect(fork.code).toBe(0)
    const forks = await rest('/alice/repository/hello/forks')
    expect(forks.body.forks).toEqual([
      {
        creator: bob,
        id: '1',
        name: 'hello',
        owner: { id: bob, type: 'USER' },
        description: 'd',
        parent: '0',
        forksCount: '0',
        issuesCount: '0',
        pullsCount: '0',
      },
    ])
    const branches = await rest('/bob/repository/hello/branch')
    expect(branches.body.Branch.map((b: { name: string }) => b.name)).toEqual(['dev', 'main'])
    expect((await rest('/tag')).body.Tag).toHaveLength(1)
  })
})

describe('issues, pull requests and comments', () => {
  it('numbers issues per repository and pages every issue exactly once, newest first', async () => {
    const msgs = Array.from({ length: 7 }, (_, index) => ({
      type: 'MsgCreateIssue',
      value: {
        repositoryId: { id: 'alice', name: 'hello' },
        title: `issue number ${index + 1}`,
        description: '',
        labelIds: index % 2 === 0 ? [1] : [],
        weight: 0,
        assignees: [],
        bountyAmount: [],
        bountyExpiry: 0,
      },
    }))
    expect((await send('alice', msgs)).code).toBe(0)
    const seen: string[] = []
    let key: string | null = null
    do {
      const query: string = key
        ? `pagination.key=${encodeURIComponent(key)}&pagination.limit=3`
        : 'pagination.limit=3'
      const page = await rest(`/alice/hello/issue?${query}`)
      seen.push(...page.body.Issue.map((issue: { iid: string }) => issue.iid))
      key = page.body.pagination.next_key as string | null
    } while (key)
    expect(seen).toEqual(['7', '6', '5', '4', '3', '2', '1'])
    const labelled = await rest('/alice/hello/issue?option.labelIds=1&option.sort=ASC')
    expect(labelled.body.Issue.map((issue: { iid: string }) => issue.iid)).toEqual([
      '1',
      '3',
      '5',
      '7',
    ])
    const search = await rest('/alice/hello/issue?option.search=NUMBER%206')
    expect(search.body.Issue).toHaveLength(1)
  })

  it('writes system comments for changes and closes with a comment', async () => {
    const repositoryId = 0
    expect(
      (
        await send('alice', [
          { type: 'MsgUpdateIssueTitle', value: { repositoryId, iid: 1, title: 'renamed' } },
          { type: 'MsgAddIssueAssignees', value: { repositoryId, iid: 1, assignees: [bob] } },
          {
            type: 'MsgToggleIssueState',
            value: { repositoryId, iid: 1, commentBody: 'closing it' },
          },
        ])
      ).code,
    ).toBe(0)
    const comments = (await rest('/repository/0/issue/1/comment')).body.Comment
    expect(
      comments.map((c: { commentType: string; creator: string }) => [c.commentType, c.creator]),
    ).toEqual([
      ['COMMENT_TYPE_MODIFIED_TITLE', 'GITOPIA'],
      ['COMMENT_TYPE_ADD_ASSIGNEES', 'GITOPIA'],
      ['COMMENT_TYPE_REPLY', alice],
      ['COMMENT_TYPE_ISSUE_CLOSED', 'GITOPIA'],
    ])
    expect(comments[0].body).toBe(
      `@${alice} changed title from **~~issue number 1~~** to **renamed**`,
    )
    const issue = (await rest('/alice/hello/issue/1')).body.Issue
    expect(issue).toMatchObject({ state: 'CLOSED', commentsCount: '4', closedBy: alice })
    const closed = await rest('/alice/hello/issue?option.state=CLOSED')
    expect(closed.body.Issue).toHaveLength(1)
  })

  it("lets only a comment's author edit or delete it", async () => {
    // alice's closing reply on issue 1 is its third comment.
    const reply = { repositoryId: 0, parentIid: 1, parent: 1, commentIid: 3 }
    const body = async () =>
      (await rest('/repository/0/issue/1/comment/3')).body.Comment.body as string
    const edit = { type: 'MsgUpdateComment', value: { ...reply, body: 'edited', attachments: [] } }
    const remove = { type: 'MsgDeleteComment', value: reply }
    for (const msg of [edit, remove]) {
      const denied = await send('bob', [msg])
      expect(denied.code).toBe(4)
      expect(denied.rawLog).toContain('incorrect owner: unauthorized')
    }
    expect(await body()).toBe('closing it')
    expect((await send('alice', [edit])).code).toBe(0)
    expect(await body()).toBe('edited')
    expect((await send('alice', [remove])).code).toBe(0)
    const left = (await rest('/repository/0/issue/1/comment')).body.Comment
    expect(left.map((c: { commentIid: string }) => c.commentIid)).toEqual(['1', '2', '4'])
  })

  it('answers MsgCreateComment with the new comment id', async () => {
    const created = await send('alice', [
      {
        type: 'MsgCreateComment',
        value: { repositoryId: 0, parentIid: 1, parent: 1, body: 'late', attachments: [] },
      },
    ])
    expect(created.code).toBe(0)
    const comment = (await rest('/repository/0/issue/1/comment/5')).body.Comment
    const [response] = created.msgResponses
    expect(MsgCreateCommentResponse.decode(response?.value ?? new Uint8Array())).toEqual({
      id: Number(comment.id),
    })
  })

  it('opens a pull request from a fork and checks merge permission', async () => {
    const result = await send('bob', [
      createPullRequest(
        'from fork',
        { repository: { id: 'bob', name: 'hello' }, branch: 'dev' },
        { repository: { id: 'alice', name: 'hello' }, branch: 'main' },
        { issueIids: [2] },
      ),
    ])
    expect(result.code).toBe(0)
    const pull = (await rest('/alice/hello/pull/1')).body.PullRequest
    expect(pull).toMatchObject({
      state: 'OPEN',
      head: { repositoryId: '1', branch: 'dev', commitSha: '' },
      base: { repositoryId: '0', branch: 'main', commitSha: '' },
      issues: [{ iid: '2', id: '1' }],
      mergedAt: '-62135596800',
    })
    expect((await rest(`/permissions/${bob}/repository/0/pull/1/merge`)).body).toEqual({
      havePermission: true,
    })
    const blocked = await send('alice', [
      { type: 'MsgToggleIssueState', value: { repositoryId: 0, iid: 2, commentBody: '' } },
    ])
    expect(blocked.rawLog).toContain("can't close issue with OPEN linked pull request")
  })
})

describe('records by id', () => {
  it.each(['repository', 'task', 'bounty', 'release'])(
    '/%s/{id}: a malformed id is 400, an unknown one "key not found"',
    async path => {
      expect(await rest(`/${path}/x1`)).toEqual({
        status: 400,
        body: {
          code: 3,
          message: 'type mismatch, parameter: id, error: invalid syntax',
          details: [],
        },
      })
      expect(await rest(`/${path}/12345`)).toEqual({
        status: 500,
        body: { code: 2, message: 'key not found', details: [] },
      })
    },
  )
})

describe('collaborators and stateless checks', () => {
  it('removes a collaborator, and refuses to remove a user who is not one', async () => {
    const repositoryId = { id: 'alice', name: 'team' }
    const collaborator = {
      type: 'MsgUpdateRepositoryCollaborator',
      value: { repositoryId, user: 'bob', role: 'READ' },
    }
    const removal = {
      type: 'MsgRemoveRepositoryCollaborator',
      value: { repositoryId, user: 'bob' },
    }
    const created = await send('alice', [
      { type: 'MsgCreateRepository', value: { name: 'team', owner: 'alice', description: '' } },
      collaborator,
      removal,
    ])
    expect(created.code).toBe(0)
    expect((await rest('/user/alice/repository/team')).body.Repository.collaborators).toEqual([])
    const again = await send('alice', [removal])
    expect(again.rawLog).toContain('user (bob) is not collaborator')
  })

  const repositoryId = { id: 'alice', name: 'hello' }
  it.each([
    ['MsgSetBranch', { repositoryId, branch: { name: 'x', sha: 'HEAD' } }, 'invalid sha (HEAD)'],
    [
      'MsgInvokeMergePullRequest',
      { repositoryId: 0, iid: 1, provider: alice, baseCommitSha: 'main' },
      'invalid base commit sha',
    ],
    [
      'MsgMergePullRequest',
      { repositoryId: 0, pullRequestIid: 1, mergeCommitSha: SHA.toUpperCase() },
      'invalid merge commit sha',
    ],
  ])('refuses %s with a malformed commit sha', async (type, value, message) => {
    await expect(send('alice', [{ type, value }])).rejects.toThrow(message)
  })
})
