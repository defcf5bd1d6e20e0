// Reads through the client against the devnet's storage provider over real git (the seed's
// demo repositories), so the client is checked against the same JSON the app gets.
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  startStorageProvider,
  type StorageProvider,
} from '../../../devnet/src/storage-provider/index.ts'
import { demoWorld, gitOut, type DemoWorld } from '../../../devnet/src/testing/provider-support.ts'
import { HttpError } from '../rest/fetcher.ts'
import {
  checkPullMergeable,
  getCommit,
  getContent,
  getDiff,
  getDiffStat,
  getPullDiff,
  getPullDiffStat,
  listCommits,
  listPullCommitShas,
  rawFileUrl,
} from './content.ts'
import { parseGoDate } from './content-convert.ts'

let world: DemoWorld
let provider: StorageProvider
let url = ''
const repo = '1'
const sha = (label: string) => world.repos.get('hello-world')?.commits[label] ?? ''

/** `path` at hello-world's `merge-login` commit. */
const read = (
  path: string,
  options: Pick<Parameters<typeof getContent>[1], 'page' | 'includeLastCommit'> = {},
) => getContent(url, { repositoryId: repo, commitSha: sha('merge-login'), path, ...options })

beforeAll(async () => {
  world = await demoWorld()
  provider = await startStorageProvider({ dataDir: world.dataDir, chain: world.chain, name: 'sp' })
  url = provider.url
})

afterAll(async () => {
  await provider.close()
  await rm(world.dataDir, { recursive: true, force: true })
})

describe('storage provider content client', () => {
  it('lists the root tree, folders first, with last commits', async () => {
    const content = await read('', { includeLastCommit: true })
    if (content.kind !== 'tree') throw new Error('expected a tree')
    const names = content.entries.map(e => e.name)
    expect(names).toContain('README.md')
    expect(names).toContain('src')
    const firstBlob = content.entries.findIndex(e => e.type === 'blob')
    expect(content.entries.slice(0, firstBlob).every(e => e.type === 'tree')).toBe(true)
    const readme = content.entries.find(e => e.name === 'README.md')
    expect(readme?.lastCommit?.title).toBe('Tweak the greeting')
    expect(readme?.lastCommit?.committedAt).toBeInstanceOf(Date)
    expect(content.nextKey).toBeNull()
  })

  it('pages a directory with keys', async () => {
    const first = await read('', { page: { limit: 2 } })
    if (first.kind !== 'tree') throw new Error('expected a tree')
    expect(first.entries).toHaveLength(2)
    expect(first.nextKey).not.toBeNull()
    const second = await read('', { page: { key: first.nextKey ?? '', limit: 2 } })
    if (second.kind !== 'tree') throw new Error('expected a tree')
    expect(second.entries[0]?.name).not.toBe(first.entries[1]?.name)
  })

  it('reads a file as bytes, and tells a file from a directory', async () => {
    const content = await read('src/main.ts')
    if (content.kind !== 'file') throw new Error('expected a file')
    expect(new TextDecoder().decode(content.file.bytes ?? new Uint8Array())).toContain('Hi, ')
    expect(content.file.sizeBytes).toBeGreaterThan(10)
    const folder = await read('src')
    expect(folder.kind).toBe('tree')
  })

  it('reports a missing path as a 404 HttpError', async () => {
    await expect(read('nope')).rejects.toMatchObject({ status: 404 })
    await expect(read('nope')).rejects.toBeInstanceOf(HttpError)
  })

  it('lists commits for a ref and for a path, paged', async () => {
    const all = await listCommits(url, {
      repositoryId: repo,
      fromSha: sha('merge-login'),
      page: { limit: 2, countTotal: true },
    })
    expect(all.items.map(c => c.title)).toEqual([
      "Merge branch 'feature/login'",
      'Tweak the greeting',
    ])
    expect(all.total).toBe(5)
    const next = await listCommits(url, {
      repositoryId: repo,
      fromSha: sha('merge-login'),
      page: { key: all.nextKey ?? '', limit: 10 },
    })
    expect(next.items).toHaveLength(3)
    expect(next.nextKey).toBeNull()
    const forPath = await listCommits(url, {
      repositoryId: repo,
      fromSha: sha('merge-login'),
      path: 'src/main.ts',
    })
    const titles = forPath.items.map(c => c.title)
    expect(titles).toContain('Tweak the greeting')
    expect(titles).toContain('Initial commit')
    expect(titles).not.toContain('Add a login form')
  })

  it('reads one commit with its parents', async () => {
    const commit = await getCommit(url, { repositoryId: repo, sha: sha('merge-login') })
    expect(commit.parentShas).toEqual([sha('tweak'), sha('login')])
    const root = await getCommit(url, { repositoryId: repo, sha: sha('initial') })
    expect(root.parentShas).toEqual([])
    expect(root.body).toContain('Adds the README')
  })

  it('reads a diff with stats and patches', async () => {
    const stat = await getDiffStat(url, { repositoryId: repo, commitSha: sha('tweak') })
    expect(stat.filesChanged).toBe(2)
    expect(stat.paths).toEqual(['README.md', 'src/main.ts'])
    const page = await getDiff(url, { repositoryId: repo, commitSha: sha('tweak') })
    expect(page.items.map(d => d.path)).toEqual(['README.md', 'src/main.ts'])
    const main = page.items[1]
    expect(main?.patch).toContain('+  return `Hi, ${name}!`')
    expect(main?.changes).toEqual(['MODIFY'])
    expect(main?.additions).toBeGreaterThan(0)
  })

  it('builds raw URLs that the provider serves, also for branches with a slash', async () => {
    const raw = rawFileUrl(url, 'alice', 'hello-world', 'feature/login', 'src/login.ts')
    const response = await fetch(raw)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('export const login')
  })
})

describe('parseGoDate', () => {
  it('reads Go default time text with its doubled zone', () => {
    expect(parseGoDate('2024-05-01 10:20:30 +0530 +0530')?.toISOString()).toBe(
      '2024-05-01T04:50:30.000Z',
    )
    expect(parseGoDate('garbage')).toBeNull()
  })
})

describe('random access by offset', () => {
  it('reads any page of a directory by position, with the total on request', async () => {
    const page = await read('', { page: { offset: 3, limit: 2, countTotal: true } })
    const all = await read('')
    if (page.kind !== 'tree' || all.kind !== 'tree') throw new Error('expected trees')
    expect(page.entries.map(e => e.name)).toEqual(all.entries.slice(3, 5).map(e => e.name))
    expect(page.total).toBe(all.entries.length)
  })
})

describe('pull request reads across a fork and its parent', () => {
  const branches = { baseRepositoryId: '1', headRepositoryId: '2', baseBranch: 'master' }

  it('lists head-only commits, then diffs merge-base → head with matching stats', async () => {
    const shas = await listPullCommitShas(url, { ...branches, headBranch: 'feature/greeting-name' })
    expect(shas.length).toBeGreaterThan(0)
    expect(shas.every(sha => /^[0-9a-f]{40}$/.test(sha))).toBe(true)
    const refs = {
      baseRepositoryId: '1',
      headRepositoryId: '2',
      baseSha: gitOut(join(world.dataDir, 'repositories', '1.git'), 'rev-parse', 'master').trim(),
      headSha: shas[0] ?? '',
    }
    const stat = await getPullDiffStat(url, refs)
    const page = await getPullDiff(url, { ...refs, page: { limit: 100 } })
    expect(page.items.map(diff => diff.path)).toEqual(stat.paths)
    expect(page.items.reduce((sum, diff) => sum + diff.additions, 0)).toBe(stat.additions)
  })

  it('tells a clean merge from a conflict, with the reason', async () => {
    const who = { sender: world.ownerAddress, iid: 1 }
    expect(
      await checkPullMergeable(url, { ...branches, ...who, headBranch: 'feature/greeting-name' }),
    ).toEqual({ mergeable: true })
    const conflict = await checkPullMergeable(url, {
      ...branches,
      ...who,
      headBranch: 'conflicting',
    })
    expect(conflict.mergeable).toBe(false)
    expect(conflict.mergeable === false && conflict.reason).toContain('src/main.ts')
  })
})
