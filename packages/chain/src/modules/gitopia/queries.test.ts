import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpError } from '../../rest/fetcher.ts'
import { listComments } from './comments/queries.ts'
import { getDao, listDaoMembers, memberRole } from './daos/queries.ts'
import { getIssue, listIssues } from './issues/queries.ts'
import { listPullRequests } from './pull-requests/queries.ts'
import { getRef } from './repositories/refs.ts'
import { getLatestRelease } from './releases/queries.ts'
import { getRepository, listOwnerRepositories, permits } from './repositories/queries.ts'
import { listenLocally } from '../../testing/listen.ts'

const alice = 'gitopia1rkyl3t2chwshfd5vxygtw68ys800xprcnzfd98'
const ZERO = '-62135596800'

const repository = {
  creator: alice,
  id: '7',
  name: 'Hello-World',
  owner: { id: alice, type: 'USER' },
  description: 'demo',
  forks: ['9'],
  subscribers: '',
  commits: '',
  issuesCount: '3',
  pullsCount: '1',
  labels: [{ id: '1', name: 'bug', color: '#ff0000', description: '' }],
  labelsCount: '1',
  releases: [{ id: '2', tagName: 'v1.0' }],
  createdAt: '1717000000',
  updatedAt: '1717000100',
  pushedAt: '0',
  stargazers: [],
  archived: false,
  license: '',
  defaultBranch: 'master',
  parent: '0',
  fork: false,
  collaborators: [{ id: 'gitopia1x', permission: 'WRITE' }],
  allowForking: true,
  backups: [],
  enableArweaveBackup: false,
}

const issue = {
  creator: alice,
  id: '11',
  iid: '3',
  title: 'Crash on start',
  state: 'OPEN',
  description: 'It crashes',
  commentsCount: '2',
  pullRequests: [],
  repositoryId: '7',
  labels: ['1'],
  weight: '0',
  assignees: [],
  bounties: [],
  createdAt: '1717000000',
  updatedAt: '1717000000',
  closedAt: ZERO,
  closedBy: '',
}

const requests: string[] = []
let server: Server
let api = ''

const routes: Record<string, unknown> = {
  '/gitopia/gitopia/gitopia/user/alice/repository/hello-world': { Repository: repository },
  '/gitopia/gitopia/gitopia/user/alice/repository': {
    Repository: [repository],
    pagination: { next_key: 'AAE=', total: '0' },
  },
  '/gitopia/gitopia/gitopia/alice/hello-world/issue': {
    Issue: [issue],
    pagination: { next_key: null, total: '1' },
  },
  '/gitopia/gitopia/gitopia/alice/hello-world/issue/3': { Issue: issue },
  '/gitopia/gitopia/gitopia/alice/hello-world/pull': {
    PullRequest: [
      {
        ...issue,
        state: 'MERGED',
        locked: false,
        issues: [],
        reviewers: [],
        draft: false,
        mergedAt: '1717000500',
        mergedBy: alice,
        mergeCommitSha: 'abc',
        maintainerCanModify: false,
        head: { repositoryId: '9', branch: 'feature/login', commitSha: '' },
        base: null,
      },
    ],
    pagination: { next_key: null, total: '1' },
  },
  '/gitopia/gitopia/gitopia/alice/repository/hello-world/branch/feature%2Flogin': {
    Branch: {
      id: '4',
      repositoryId: '7',
      name: 'feature/login',
      sha: 'a'.repeat(40),
      allowForcePush: true,
      createdAt: '1717000000',
      updatedAt: '1717000000',
    },
  },
  '/gitopia/gitopia/gitopia/alice/repository/hello-world/releases/latest': {
    Release: {
      creator: alice,
      id: '2',
      repositoryId: '7',
      tagName: 'v1.0',
      target: 'master',
      name: 'First',
      description: '',
      attachments: [{ name: 'app.tgz', size: '42', sha: 'ff', uploader: alice }],
      draft: true,
      preRelease: false,
      isTag: false,
      createdAt: '1717000000',
      updatedAt: '1717000000',
      publishedAt: ZERO,
    },
  },
  '/gitopia/gitopia/gitopia/dao/acme': {
    dao: {
      creator: alice,
      id: '0',
      address: 'gitopia1dao',
      name: 'acme',
      avatarUrl: '',
      followers: [],
      following: [],
      teams: [],
      location: 'Earth',
      website: 'https://acme.example',
      verified: true,
      description: 'A DAO',
      createdAt: '1717000000',
      updatedAt: '1717000000',
      pinned_repos: [],
      group_id: '1',
      config: {
        require_pull_request_proposal: true,
        require_repository_deletion_proposal: false,
        require_collaborator_proposal: false,
        require_release_proposal: false,
      },
    },
  },
  '/gitopia/gitopia/gitopia/dao/acme/member': {
    members: [
      {
        group_id: '1',
        member: {
          address: alice,
          weight: '1',
          metadata: 'OWNER',
          added_at: '2026-01-01T00:00:00Z',
        },
      },
    ],
    pagination: { next_key: null, total: '1' },
  },
  '/gitopia/gitopia/gitopia/repository/7/issue/3/comment': {
    Comment: [
      {
        creator: 'GITOPIA',
        id: '5',
        repositoryId: '7',
        parentIid: '3',
        parent: 'COMMENT_PARENT_ISSUE',
        commentIid: '1',
        body: '@alice added **bug** label',
        attachments: [],
        diffHunk: '',
        path: '',
        position: '0',
        system: true,
        authorAssociation: '',
        createdAt: '1717000000',
        updatedAt: '1717000000',
        commentType: 'COMMENT_TYPE_ADD_LABELS',
        resolved: false,
        replies: [],
        reactions: [{ address: alice, emojis: ['EMOJI_THUMBS_UP'] }],
        hidden: false,
      },
    ],
    pagination: { next_key: null, total: '1' },
  },
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x')
    requests.push(`${url.pathname}${url.search}`)
    const body = routes[url.pathname]
    if (body === undefined) {
      response.writeHead(404, { 'Content-Type': 'application/json' })
      response.end(
        JSON.stringify({ code: 5, message: 'username or address not exists', details: [] }),
      )
      return
    }
    response.writeHead(200, { 'Content-Type': 'application/json' })
    response.end(JSON.stringify(body))
  })
  api = await listenLocally(server)
})

afterAll(() => {
  server.close()
})

describe('repositories', () => {
  it('maps a repository, with dates, labels, collaborators and no parent', async () => {
    const repo = await getRepository(api, 'alice', 'hello-world')
    expect(repo).toMatchObject({
      id: '7',
      name: 'Hello-World',
      ownerAddress: alice,
      ownerType: 'USER',
      issuesCount: 3,
      defaultBranch: 'master',
      parentId: null,
      allowForking: true,
      collaborators: [{ address: 'gitopia1x', permission: 'WRITE' }],
    })
    expect(repo.createdAt?.toISOString()).toBe('2024-05-29T16:26:40.000Z')
  })

  it('sends paging parameters and returns the next key', async () => {
    const page = await listOwnerRepositories(api, 'alice', { page: { key: 'AAE=', limit: 10 } })
    expect(requests.at(-1)).toBe(
      '/gitopia/gitopia/gitopia/user/alice/repository?pagination.key=AAE%3D&pagination.limit=10',
    )
    expect(page).toMatchObject({ nextKey: 'AAE=', total: null })
    expect(page.items).toHaveLength(1)
  })

  it('refuses a key and an offset together', async () => {
    await expect(
      listOwnerRepositories(api, 'alice', { page: { key: 'AAE=', offset: 3 } }),
    ).rejects.toThrow('either a page key or an offset')
  })

  it('reports an unknown owner as an HTTP error with the node message', async () => {
    const error = await getRepository(api, 'nobody', 'x').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ status: 404, serverMessage: 'username or address not exists' })
  })

  it('orders permissions', () => {
    expect(permits('ADMIN', 'WRITE')).toBe(true)
    expect(permits('TRIAGE', 'WRITE')).toBe(false)
  })
})

describe('refs', () => {
  it('encodes a branch name with a slash as one path segment', async () => {
    const branch = await getRef(api, 'branch', 'alice', 'hello-world', 'feature/login')
    expect(branch.name).toBe('feature/login')
    expect(requests.at(-1)).toContain('/branch/feature%2Flogin')
  })
})

describe('issues and pull requests', () => {
  it('treats the Go zero time as not set', async () => {
    const found = await getIssue(api, 'alice', 'hello-world', 3)
    expect(found.closedAt).toBeNull()
    expect(found).toMatchObject({ iid: 3, state: 'OPEN', labels: ['1'] })
  })

  it('encodes the list filters as option.* parameters', async () => {
    await listIssues(api, 'alice', 'hello-world', {
      filters: { state: 'CLOSED', labelIds: ['1', '2'], search: ' crash ', ascending: true },
      page: { offset: 20, limit: 10, countTotal: true },
    })
    const query = new URLSearchParams(requests.at(-1)?.split('?')[1])
    expect(query.get('option.state')).toBe('CLOSED')
    expect(query.getAll('option.labelIds')).toEqual(['1', '2'])
    expect(query.get('option.search')).toBe('crash')
    expect(query.get('option.sort')).toBe('ASC')
    expect(query.get('pagination.offset')).toBe('20')
    expect(query.get('pagination.count_total')).toBe('true')
  })

  it('maps merged pull requests with their head and a missing base', async () => {
    const page = await listPullRequests(api, 'alice', 'hello-world', { filters: { state: 'ALL' } })
    expect(requests.at(-1)).toBe('/gitopia/gitopia/gitopia/alice/hello-world/pull')
    expect(page.items[0]).toMatchObject({
      state: 'MERGED',
      head: { branch: 'feature/login' },
      base: null,
    })
    expect(page.items[0]?.mergedAt?.getTime()).toBe(1_717_000_500_000)
  })
})

describe('comments, releases, DAOs', () => {
  it('maps system comments with their type and reactions', async () => {
    const page = await listComments(api, 'issue', '7', 3)
    expect(page.items[0]).toMatchObject({
      system: true,
      commentType: 'COMMENT_TYPE_ADD_LABELS',
      reactions: [{ emojis: ['EMOJI_THUMBS_UP'] }],
    })
  })

  it('maps a draft release as unpublished', async () => {
    const release = await getLatestRelease(api, 'alice', 'hello-world')
    expect(release).toMatchObject({ tagName: 'v1.0', draft: true, publishedAt: null })
  })

  it('maps a DAO with its proposal requirements and member roles', async () => {
    expect(await getDao(api, 'acme')).toMatchObject({
      name: 'acme',
      verified: true,
      groupId: '1',
      requiresProposal: { pullRequestMerge: true, releases: false },
    })
    const members = await listDaoMembers(api, 'acme')
    expect(members.items).toEqual([
      { address: alice, weight: '1', role: 'OWNER', addedAt: new Date('2026-01-01T00:00:00Z') },
    ])
  })

  it('reads the member role from metadata', () => {
    expect(memberRole('{"role":"owner"}')).toBe('OWNER')
    expect(memberRole('')).toBe('MEMBER')
    expect(memberRole('not json')).toBe('MEMBER')
  })
})
