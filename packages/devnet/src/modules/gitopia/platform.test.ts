/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return -- the REST JSON is checked by the assertions themselves */
import { DirectSecp256k1HdWallet, type EncodeObject } from '@cosmjs/proto-signing'
import type { DeliverTxResponse, SigningStargateClient } from '@cosmjs/stargate'
import {
  MsgDaoCreateRelease,
  type MsgCreateDao,
  MsgRemoveDaoRepositoryCollaborator,
  MsgRenameDao,
  MsgUpdateDaoRepositoryCollaborator,
} from '@gitopia/gitopia-js/src/types/gitopia/tx'
import { Exec } from 'cosmjs-types/cosmos/group/v1/tx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ACCOUNTS } from '../../genesis.ts'
import { createPullRequest } from '../../seed/demo-msgs.ts'
import { type Devnet } from '../../node.ts'
import { signingClient, startTestDevnet, type TestDevnet } from '../../testing/harness.ts'

const G = '/gitopia.gitopia.gitopia.'
const alice = TEST_ACCOUNTS.alice.address
const bob = TEST_ACCOUNTS.bob.address
const SHA = 'a'.repeat(40)

let devnet: Devnet
let testnet: TestDevnet
const clients: Record<string, SigningStargateClient> = {}

async function client(name: 'alice' | 'bob') {
  const wallet = await DirectSecp256k1HdWallet.fromMnemonic(TEST_ACCOUNTS[name].mnemonic, {
    prefix: 'gitopia',
  })
  clients[name] = await signingClient(devnet, wallet)
}

/** Signs with a fixed fee, so keeper failures come back as committed txs with their log. */
async function send(
  name: 'alice' | 'bob',
  msgs: { type: string; value: Record<string, unknown> }[],
): Promise<DeliverTxResponse> {
  const signer = TEST_ACCOUNTS[name].address
  const encoded: EncodeObject[] = msgs.map(({ type, value }) => ({
    typeUrl: type.startsWith('/') ? type : `${G}${type}`,
    value: { creator: signer, ...value },
  }))
  return (clients[name] as SigningStargateClient).signAndBroadcast(signer, encoded, {
    amount: [{ denom: 'ulore', amount: '2000' }],
    gas: '2000000',
  })
}

async function rest(path: string) {
  const response = await fetch(`${devnet.restUrl}/gitopia/gitopia/gitopia${path}`)
  return { status: response.status, body: (await response.json()) as Record<string, any> }
}

beforeAll(async () => {
  testnet = await startTestDevnet()
  devnet = testnet.devnet
  await client('alice')
  await client('bob')
  for (const [name, username] of [
    ['alice', 'alice'],
    ['bob', 'bob'],
  ] as const) {
    const result = await send(name, [
      { type: 'MsgCreateUser', value: { username, name: username, bio: '', avatarUrl: '' } },
    ])
    expect(result.code).toBe(0)
  }
}, 30_000)

afterAll(async () => {
  for (const c of Object.values(clients)) c.disconnect()
  await testnet.close()
})

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

/** Alice creates a DAO with herself as its one member; `admin` is its group policy. */
async function createDao(name: string, description: string, config?: MsgCreateDao['config']) {
  const created = await send('alice', [
    {
      type: 'MsgCreateDao',
      value: {
        name,
        description,
        avatarUrl: '',
        location: '',
        website: '',
        members: [{ address: alice, weight: '1', metadata: 'OWNER' }],
        votingPeriod: '24',
        percentage: '0.5',
        config,
      },
    },
  ])
  expect(created.code).toBe(0)
  const dao = (await rest(`/dao/${name}`)).body.dao
  const info = await fetch(`${devnet.restUrl}/cosmos/group/v1/group_info/${dao.group_id}`)
  const admin = ((await info.json()) as { info: { admin: string } }).info.admin
  return { dao, admin }
}

/** Alice proposes one Msg to the DAO's policy; EXEC_TRY runs it at once (her vote decides). */
function proposeToDao(admin: string, typeUrl: string, value: Uint8Array, title = 'change') {
  return send('alice', [
    {
      type: '/cosmos.group.v1.MsgSubmitProposal',
      value: {
        creator: undefined,
        groupPolicyAddress: admin,
        proposers: [alice],
        metadata: '',
        messages: [{ typeUrl, value }],
        exec: Exec.EXEC_TRY,
        title,
        summary: '',
      },
    },
  ])
}

describe('DAOs', () => {
  it('creates a DAO and renames it through a group proposal executed with EXEC_TRY', async () => {
    const { dao, admin } = await createDao('acme', 'we build')
    expect(dao).toMatchObject({ name: 'acme', group_id: '1', id: '0' })
    const members = (await rest('/dao/acme/member')).body.members
    expect(members[0]).toMatchObject({ group_id: '1', member: { address: alice, weight: '1' } })
    expect((await rest(`/user/${alice}/dao`)).body.dao).toHaveLength(1)
    const inner = MsgRenameDao.fromPartial({ admin, id: dao.address, name: 'acme-labs' })
    const proposal = await proposeToDao(
      admin,
      `${G}MsgRenameDao`,
      MsgRenameDao.encode(inner).finish(),
      'rename',
    )
    expect(proposal.code).toBe(0)
    expect(proposal.rawLog).toContain('cosmos.group.v1.EventSubmitProposal')
    expect((await rest(`/dao/${dao.address}`)).body.dao.name).toBe('acme-labs')
    expect((await rest('/whois/acme-labs')).body.Whois.ownerType).toBe('DAO')
  })

  it('/dao/{id} for a user is 500 "key not found" and for an unknown id 404, as the chain', async () => {
    for (const id of ['alice', TEST_ACCOUNTS.alice.address]) {
      expect(await rest(`/dao/${id}`)).toEqual({
        status: 500,
        body: { code: 2, message: 'key not found', details: [] },
      })
    }
    expect(await rest('/dao/nobody-here')).toEqual({
      status: 404,
      body: { code: 5, message: 'username or address not exists', details: [] },
    })
  })

  it('a DAO that requires proposals changes collaborators and releases only through them', async () => {
    const { dao, admin } = await createDao('guild', '', {
      requirePullRequestProposal: false,
      requireRepositoryDeletionProposal: false,
      requireCollaboratorProposal: true,
      requireReleaseProposal: true,
    })
    const repo = await send('alice', [
      {
        type: 'MsgCreateRepository',
        value: { name: 'vault', owner: dao.address, description: '' },
      },
    ])
    expect(repo.code).toBe(0)
    const repository = (await rest(`/user/${dao.address}/repository/vault`)).body.Repository
    const repositoryId = { id: dao.address as string, name: 'vault' }
    expect(
      (
        await send('alice', [
          { type: 'MsgSetTag', value: { repositoryId, tag: { name: 'v1', sha: SHA } } },
        ])
      ).code,
    ).toBe(0)

    const propose = (typeUrl: string, value: Uint8Array) => proposeToDao(admin, typeUrl, value)
    const collaborators = async () =>
      (await rest(`/repository/${repository.id}`)).body.Repository.collaborators

    const direct = await send('alice', [
      {
        type: 'MsgUpdateRepositoryCollaborator',
        value: { repositoryId, user: bob, role: 'WRITE' },
      },
    ])
    expect(direct.rawLog).toContain('dao (guild) requires a proposal to update collaborators')
    const update = MsgUpdateDaoRepositoryCollaborator.fromPartial({
      admin,
      repositoryId,
      user: bob,
      role: 'WRITE',
    })
    expect(
      (
        await propose(
          `${G}MsgUpdateDaoRepositoryCollaborator`,
          MsgUpdateDaoRepositoryCollaborator.encode(update).finish(),
        )
      ).code,
    ).toBe(0)
    expect(await collaborators()).toEqual([{ id: bob, permission: 'WRITE' }])

    const release = {
      repositoryId,
      tagName: 'v1',
      target: '',
      name: 'One',
      description: '',
      attachments: '',
      draft: false,
      preRelease: false,
      isTag: true,
      provider: '',
    }
    const refused = await send('alice', [{ type: 'MsgCreateRelease', value: release }])
    expect(refused.rawLog).toContain('dao (guild) requires a proposal to create a new release')
    // Only the DAO's policy may send the DAO form.
    const impostor = await send('alice', [
      { type: 'MsgDaoCreateRelease', value: { ...release, creator: undefined, admin: alice } },
    ])
    expect(impostor.rawLog).toContain("doesn't have permission")
    const daoRelease = MsgDaoCreateRelease.fromPartial({ ...release, admin })
    expect(
      (await propose(`${G}MsgDaoCreateRelease`, MsgDaoCreateRelease.encode(daoRelease).finish()))
        .code,
    ).toBe(0)
    const latest = (await rest(`/${dao.address}/repository/vault/releases/latest`)).body.Release
    expect(latest).toMatchObject({ tagName: 'v1', name: 'One', creator: admin })

    const remove = MsgRemoveDaoRepositoryCollaborator.fromPartial({
      admin,
      repositoryId,
      user: bob,
    })
    expect(
      (
        await propose(
          `${G}MsgRemoveDaoRepositoryCollaborator`,
          MsgRemoveDaoRepositoryCollaborator.encode(remove).finish(),
        )
      ).code,
    ).toBe(0)
    expect(await collaborators()).toEqual([])
  })
})
