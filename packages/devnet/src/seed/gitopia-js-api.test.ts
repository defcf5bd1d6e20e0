/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return -- gitopia-js's REST client is untyped; the assertions check its answers */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHarness, type Harness } from '../testing/harness.ts'
import {
  DEMO_ACCOUNTS,
  DEMO_BOUNTIES,
  DEMO_DAOS,
  DEMO_ISSUES,
  DEMO_PULLS,
  DEMO_RELEASES,
  DEMO_REPOSITORIES,
} from './demo-world.ts'

type Call = (...args: unknown[]) => Promise<{ data: any }>
type Method =
  | 'queryAnyRepository'
  | 'queryAnyRepositoryAll'
  | 'queryBounty'
  | 'queryBountyAll'
  | 'queryBranchAll'
  | 'queryCommentAll'
  | 'queryDao'
  | 'queryDaoAll'
  | 'queryDaoMemberAll'
  | 'queryForkAll'
  | 'queryIssueAll'
  | 'queryIssueComment'
  | 'queryIssueCommentAll'
  | 'queryPullRequestAll'
  | 'queryPullRequestComment'
  | 'queryPullRequestCommentAll'
  | 'queryPullRequestMergePermission'
  | 'queryRelease'
  | 'queryReleaseAll'
  | 'queryRepository'
  | 'queryRepositoryAll'
  | 'queryRepositoryBranch'
  | 'queryRepositoryBranchAll'
  | 'queryRepositoryBranchSha'
  | 'queryRepositoryIssue'
  | 'queryRepositoryIssueAll'
  | 'queryRepositoryPullRequest'
  | 'queryRepositoryPullRequestAll'
  | 'queryRepositoryRelease'
  | 'queryRepositoryReleaseAll'
  | 'queryRepositoryReleaseLatest'
  | 'queryRepositoryTag'
  | 'queryRepositoryTagAll'
  | 'queryRepositoryTagSha'
  | 'queryTagAll'
  | 'queryTaskAll'
  | 'queryUser'
  | 'queryUserAll'
  | 'queryUserDaoAll'
  | 'queryWhois'
  | 'queryWhoisAll'
let h: Harness
let api: Record<Method, Call>

beforeAll(async () => {
  h = await startHarness({ seed: 'demo' })
  const { Api } = (await import('@gitopia/gitopia-js/dist/rest')) as unknown as {
    Api: new (config: { baseURL: string }) => Record<Method, Call>
  }
  api = new Api({ baseURL: h.devnet.restUrl })
}, 60_000)
afterAll(() => h.close())

const hello = DEMO_REPOSITORIES.helloWorld
const alice = DEMO_ACCOUNTS.alice.address

describe("gitopia-js's REST Api reads every seeded entity kind", () => {
  it('users and whois', async () => {
    expect((await api.queryUser('alice')).data.User.creator).toBe(alice)
    expect((await api.queryUserAll({ 'pagination.limit': 10 })).data.User).toHaveLength(4)
    expect((await api.queryWhois('bob')).data.Whois.address).toBe(DEMO_ACCOUNTS.bob.address)
    const whois = (await api.queryWhoisAll({})).data.Whois.map((w: any) => w.name)
    expect(whois).toEqual(expect.arrayContaining(['alice', 'bob', 'devnet-dao', 'hostile-dao']))
  })

  it('repositories, forks, branches and tags', async () => {
    expect((await api.queryRepository(hello.id)).data.Repository.name).toBe(hello.name)
    expect((await api.queryRepositoryAll({})).data.Repository).toHaveLength(5)
    expect(
      (await api.queryAnyRepositoryAll('alice', {})).data.Repository.map((r: any) => r.name),
    ).toEqual(['empty-repo', 'hello-world'])
    expect((await api.queryAnyRepository('bob', 'hello-world')).data.Repository.fork).toBe(true)
    expect((await api.queryForkAll('alice', 'hello-world', {})).data.forks[0].id).toBe(
      DEMO_REPOSITORIES.fork.id,
    )
    const branches = (await api.queryRepositoryBranchAll('alice', 'hello-world', {})).data.Branch
    expect(branches.map((b: any) => b.name)).toEqual(hello.branches)
    const master = (await api.queryRepositoryBranch('alice', 'hello-world', 'master')).data.Branch
    expect((await api.queryRepositoryBranchSha('alice', 'hello-world', 'master')).data.sha).toBe(
      master.sha,
    )
    expect((await api.queryBranchAll({})).data.Branch.length).toBeGreaterThanOrEqual(10)
    expect((await api.queryRepositoryTagAll('alice', 'hello-world', {})).data.Tag).toHaveLength(2)
    expect((await api.queryRepositoryTag('alice', 'hello-world', 'v1.0.0')).data.Tag.name).toBe(
      'v1.0.0',
    )
    expect((await api.queryRepositoryTagSha('alice', 'hello-world', 'v0.1.0')).data.sha).toMatch(
      /^[0-9a-f]{40}$/,
    )
    expect((await api.queryTagAll({})).data.Tag).toHaveLength(2)
  })

  it('issues, pull requests and their comments', async () => {
    const issues = (await api.queryRepositoryIssueAll('alice', 'hello-world', {})).data.Issue
    expect(issues.map((i: any) => Number(i.iid))).toEqual([4, 3, 2, 1])
    expect((await api.queryRepositoryIssue('alice', 'hello-world', 2)).data.Issue.state).toBe(
      DEMO_ISSUES.crash.state,
    )
    expect((await api.queryIssueAll({})).data.Issue).toHaveLength(4)
    const pulls = (await api.queryRepositoryPullRequestAll('alice', 'hello-world', {})).data
      .PullRequest
    expect(pulls).toHaveLength(3)
    expect(
      (await api.queryRepositoryPullRequest('alice', 'hello-world', 1)).data.PullRequest.title,
    ).toBe(DEMO_PULLS.greeting.title)
    expect((await api.queryPullRequestAll({})).data.PullRequest).toHaveLength(3)
    const comments = (await api.queryIssueCommentAll(hello.id, 1, {})).data.Comment
    expect(comments.length).toBeGreaterThanOrEqual(3)
    const first = comments[0]
    expect((await api.queryIssueComment(hello.id, 1, first.commentIid)).data.Comment.body).toBe(
      first.body,
    )
    const pullComments = (await api.queryPullRequestCommentAll(hello.id, 1, {})).data.Comment
    expect(pullComments.length).toBeGreaterThanOrEqual(2)
    expect(
      (await api.queryPullRequestComment(hello.id, 1, pullComments[0].commentIid)).data.Comment
        .parent,
    ).toBe('COMMENT_PARENT_PULL_REQUEST')
    expect((await api.queryCommentAll({})).data.Comment.length).toBeGreaterThan(5)
    expect(
      (await api.queryPullRequestMergePermission('bob', hello.id, 1)).data.havePermission,
    ).toBe(true)
  })

  it('releases, bounties and tasks', async () => {
    const releases = (await api.queryRepositoryReleaseAll('alice', 'hello-world', {})).data.Release
    expect(releases.map((r: any) => r.tagName)).toEqual([
      DEMO_RELEASES.v1.tag,
      DEMO_RELEASES.v01.tag,
    ])
    expect(
      (await api.queryRepositoryReleaseLatest('alice', 'hello-world')).data.Release.tagName,
    ).toBe(DEMO_RELEASES.v01.tag)
    const v1 = (await api.queryRepositoryRelease('alice', 'hello-world', 'v1.0.0')).data.Release
    expect((await api.queryRelease(v1.id)).data.Release.attachments).toHaveLength(2)
    expect((await api.queryReleaseAll({})).data.Release).toHaveLength(2)
    expect((await api.queryBounty(DEMO_BOUNTIES.greeting.id)).data.Bounty.amount).toEqual([
      DEMO_BOUNTIES.greeting.amount,
    ])
    expect((await api.queryBountyAll({})).data.Bounty).toHaveLength(1)
    expect((await api.queryTaskAll({})).data.Task).toEqual([])
  })

  it('DAOs and their members', async () => {
    const dao = (await api.queryDao(DEMO_DAOS.devnet.name)).data.dao
    expect(dao.name).toBe(DEMO_DAOS.devnet.name)
    expect((await api.queryDaoAll({})).data.dao).toHaveLength(2)
    expect((await api.queryDaoMemberAll(dao.address, {})).data.members).toHaveLength(3)
    expect((await api.queryUserDaoAll('bob', {})).data.dao[0].name).toBe(DEMO_DAOS.devnet.name)
  })
})
