/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-argument -- REST JSON is checked by the assertions */
import { createHash } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevnet, type Devnet } from '../node.ts'
import {
  DEMO_ACCOUNTS,
  DEMO_DAOS,
  DEMO_ISSUES,
  DEMO_PULLS,
  DEMO_RELEASES,
  DEMO_REPOSITORIES,
  DEMO_USERS,
  HOSTILE,
} from './demo-world.ts'

const G = '/gitopia/gitopia/gitopia'
let home: string
let devnet: Devnet

const options = () => ({
  home,
  restPort: 0,
  rpcPort: 0,
  chainId: 'gitopia-devnet-1',
  blockTimeMs: 100,
  seed: 'demo' as const,
})

async function get(path: string): Promise<any> {
  const response = await fetch(`${devnet.restUrl}${path}`)
  expect(response.status, path).toBe(200)
  return response.json()
}

beforeAll(async () => {
  home = await mkdtemp(join(tmpdir(), 'devnet-demo-'))
  devnet = await startDevnet(options())
}, 60_000)

afterAll(async () => {
  await devnet.close()
  await rm(home, { recursive: true, force: true })
})

describe('--seed demo', () => {
  it('creates users with names, bios and avatars, hostile ones verbatim', async () => {
    const alice = (await get(`${G}/user/alice`)).User
    expect(alice).toMatchObject({
      creator: DEMO_ACCOUNTS.alice.address,
      username: 'alice',
      name: DEMO_USERS.alice.name,
      bio: DEMO_USERS.alice.bio,
      avatarUrl: DEMO_USERS.alice.avatarUrl,
    })
    const mallory = (await get(`${G}/user/mallory`)).User
    expect(mallory).toMatchObject({
      name: HOSTILE.name,
      bio: HOSTILE.bio,
      avatarUrl: HOSTILE.avatarUrl,
    })
  })

  it('creates the repositories with branches (one with a slash), tags and packfiles', async () => {
    const hello = DEMO_REPOSITORIES.helloWorld
    const branches = (await get(`${G}/alice/repository/hello-world/branch`)).Branch
    expect(branches.map((b: any) => b.name)).toEqual(hello.branches)
    const login = await get(
      `${G}/alice/repository/hello-world/branch/${encodeURIComponent('feature/login')}`,
    )
    expect(login.Branch.sha).toMatch(/^[0-9a-f]{40}$/)
    const tags = (await get(`${G}/alice/repository/hello-world/tag`)).Tag
    expect(tags.map((t: any) => t.name)).toEqual(hello.tags)
    const repo = (await get(`${G}/repository/${hello.id}`)).Repository
    expect(repo).toMatchObject({ name: 'hello-world', defaultBranch: 'master', allowForking: true })
    expect(repo.collaborators).toEqual([{ id: DEMO_ACCOUNTS.bob.address, permission: 'WRITE' }])
    expect(repo.forks).toEqual([DEMO_REPOSITORIES.fork.id])
    const fork = (await get(`${G}/repository/${DEMO_REPOSITORIES.fork.id}`)).Repository
    expect(fork).toMatchObject({
      fork: true,
      parent: hello.id,
      owner: { id: DEMO_ACCOUNTS.bob.address },
    })
    const empty = await get(`${G}/alice/repository/empty-repo/branch`)
    expect(empty.Branch).toEqual([])
    const dao = (await get(`${G}/repository/${DEMO_REPOSITORIES.daoTools.id}`)).Repository
    expect(dao.owner.type).toBe('DAO')
    const packfile = await get(`/gitopia/gitopia/storage/repository/${hello.id}/packfile`)
    expect(packfile.packfile.cid).toMatch(/^bafkrei/)
  })

  it('serves the README and tree of the seeded repository from every provider', async () => {
    const sha = (await get(`${G}/alice/repository/hello-world/branch/master`)).Branch.sha
    for (const provider of devnet.providers) {
      const response = await fetch(`${provider.url}/content`, {
        method: 'POST',
        body: JSON.stringify({ repository_id: 0, ref_id: sha, path: 'README.md' }),
      })
      const body: any = await response.json()
      expect(Buffer.from(body.content[0].content, 'base64').toString()).toContain('# Hello World')
    }
  })

  it('creates issues, pull requests, comment threads with system comments, bounties', async () => {
    const issues = (await get(`${G}/alice/hello-world/issue?option.sort=ASC`)).Issue
    expect(issues.map((i: any) => [Number(i.iid), i.title, i.state])).toEqual(
      Object.values(DEMO_ISSUES).map(i => [i.iid, i.title, i.state]),
    )
    const pulls = (await get(`${G}/alice/hello-world/pull?option.sort=ASC`)).PullRequest
    expect(pulls.map((p: any) => [Number(p.iid), p.title, p.state])).toEqual(
      Object.values(DEMO_PULLS).map(p => [p.iid, p.title, p.state]),
    )
    expect(pulls[0].head).toMatchObject({
      repositoryId: DEMO_REPOSITORIES.fork.id,
      branch: 'feature/greeting-name',
    })
    expect(pulls[0].issues.map((i: any) => i.iid)).toEqual(['1'])
    const comments = (await get(`${G}/repository/0/issue/1/comment`)).Comment
    expect(comments.map((c: any) => c.body)).toContain(HOSTILE.comment)
    expect(comments.length).toBeGreaterThanOrEqual(3)
    const closed = (await get(`${G}/repository/0/issue/2/comment`)).Comment
    expect(closed.map((c: any) => c.commentType)).toContain('COMMENT_TYPE_ISSUE_CLOSED')
    const bounties = (await get(`${G}/bounty`)).Bounty
    expect(bounties[0]).toMatchObject({ amount: [{ denom: 'ulore', amount: '5000000' }] })
  })

  it('creates releases whose assets every provider serves, with the chain recording them', async () => {
    const release = (await get(`${G}/alice/repository/hello-world/releases/tag/v1.0.0`)).Release
    const attachments = release.attachments
    expect(attachments.map((a: any) => a.name)).toEqual(DEMO_RELEASES.v1.assets.map(a => a.name))
    const assets = (await get(`/gitopia/gitopia/storage/repository/0/release-assets/v1.0.0`))
      .release_assets
    expect(assets).toHaveLength(2)
    for (const provider of devnet.providers) {
      const response = await fetch(
        `${provider.url}/releases/alice/hello-world/v1.0.0/${attachments[0].name}`,
      )
      const bytes = Buffer.from(await response.arrayBuffer())
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(attachments[0].sha)
    }
  })

  it('creates the DAOs with members and group proposals', async () => {
    const daos = (await get(`${G}/user/alice/dao`)).dao
    expect(daos.map((d: any) => d.name)).toEqual([DEMO_DAOS.devnet.name])
    const dao = daos[0]
    const members = (await get(`${G}/dao/${dao.address}/member`)).members
    expect(members).toHaveLength(3)
    const policies = (await get(`/cosmos/group/v1/group_policies_by_group/${dao.group_id}`))
      .group_policies
    const policy = policies[0].address
    const proposals = (await get(`/cosmos/group/v1/proposals_by_group_policy/${policy}`)).proposals
    expect(proposals.map((p: any) => p.title)).toEqual([
      'Fund the docs sprint',
      'Adopt the new logo',
    ])
    const hostile = (await get(`${G}/dao/hostile-dao`)).dao
    expect(hostile.description).toBe(HOSTILE.daoDescription)
  })

  it('does not seed again on restart: the world is replayed from the block log', async () => {
    const before = await get(`${G}/repository?pagination.count_total=true`)
    await devnet.close()
    devnet = await startDevnet(options())
    expect(devnet.seedDurationMs).toBe(0)
    const after = await get(`${G}/repository?pagination.count_total=true`)
    expect(after.pagination.total).toBe(before.pagination.total)
    expect(JSON.parse(await readFile(join(home, 'seed.json'), 'utf8')).seeds).toEqual(['demo'])
  }, 30_000)
})
