// Pull request diffs, commit lists and merge commits checked against verified git objects, read
// from the devnet's storage provider over real git; its `tamper` fault is the lying provider.
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  startStorageProvider,
  type StorageProvider,
} from '../../../devnet/src/storage-provider/index.ts'
import { tamperedMergeTree } from '../../../devnet/src/providers/merge-tamper.ts'
import { gitText } from '../../../devnet/src/storage-provider/git.ts'
import { demoWorld, type DemoWorld } from '../../../devnet/src/testing/provider-support.ts'
import { CONTENT_MISMATCH_MESSAGE as MISMATCH } from './git-object.ts'

/** The checks with empty caches (verified objects are cached by id for the page's life). */
async function fresh() {
  vi.resetModules()
  return {
    ...(await import('./verified-pull.ts')),
    ...(await import('./verified-merge.ts')),
    ...(await import('./verified-history.ts')),
  }
}

let world: DemoWorld
let provider: StorageProvider
const commit = (label: string) => world.repos.get('hello-world')?.commits[label] ?? ''

beforeAll(async () => {
  world = await demoWorld()
  provider = await startStorageProvider({ dataDir: world.dataDir, chain: world.chain, name: 'p' })
})
afterEach(() => provider.setFault({ tamper: false }))
afterAll(async () => {
  await provider.close()
  await rm(world.dataDir, { recursive: true, force: true })
})

// feature/login (one commit on top of `languages`) into master before the merge (`tweak`).
const pull = () => ({
  baseRepositoryId: '1',
  headRepositoryId: '1',
  baseSha: commit('tweak'),
  headSha: commit('login'),
  baseBranch: 'master',
  headBranch: 'feature/login',
})
const source = (sha: string) => ({ apiUrl: provider.url, repositoryId: '1', sha })

/** Runs `reads` with the provider's answers on `route` rewritten (its git objects stay honest). */
async function withLying(
  route: string,
  lie: (body: unknown) => unknown,
  reads: () => Promise<void>,
) {
  const realFetch = globalThis.fetch
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await realFetch(input, init)
    const url = input instanceof Request ? input.url : input.toString()
    if (!url.endsWith(route)) return response
    return new Response(JSON.stringify(lie(await response.json())), { status: 200 })
  })
  try {
    await reads()
  } finally {
    vi.unstubAllGlobals()
  }
}

describe('pull request history from verified objects', () => {
  it('finds the commits in head and not in base, and the merge base', async () => {
    const { verifiedPullHistory } = await fresh()
    const history = await verifiedPullHistory(source(commit('tweak')), source(commit('login')))
    expect(history.mergeBase).toBe(commit('languages'))
    expect(history.commits.map(c => [c.sha, c.title])).toEqual([
      [commit('login'), 'Add a login form'],
    ])
  })

  it('accepts an honest diff, stat and commit list', async () => {
    const { getVerifiedPullDiff, getVerifiedPullDiffStat, getVerifiedPullCommits } = await fresh()
    const page = await getVerifiedPullDiff(provider.url, pull())
    expect(page.items.map((file: { path: string }) => file.path)).toEqual(['src/login.ts'])
    expect((await getVerifiedPullDiffStat(provider.url, pull())).paths).toEqual(['src/login.ts'])
    const commits = await getVerifiedPullCommits(provider.url, pull())
    expect(commits.map(c => c.sha)).toEqual([commit('login')])
  })

  it('refuses a diff with other lines, a file left out, or a commit list missing a commit', async () => {
    type DiffPage = { diff: { patch: string }[] }
    const { getVerifiedPullDiff, getVerifiedPullDiffStat, getVerifiedPullCommits } = await fresh()
    await withLying(
      '/pull/diff',
      body => ({
        ...(body as DiffPage),
        diff: (body as DiffPage).diff.map(file => ({
          ...file,
          patch: file.patch.replace('user.trim()', 'user'),
        })),
      }),
      () => expect(getVerifiedPullDiff(provider.url, pull())).rejects.toThrow(MISMATCH),
    )
    await withLying(
      '/pull/diff',
      body => ({ ...(body as object), files_changed: 0, file_names: [] }),
      () => expect(getVerifiedPullDiffStat(provider.url, pull())).rejects.toThrow(MISMATCH),
    )
    await withLying(
      '/pull/commits',
      () => [],
      () => expect(getVerifiedPullCommits(provider.url, pull())).rejects.toThrow(MISMATCH),
    )
  })

  it("refuses a tampering provider's diff and commit list", async () => {
    provider.setFault({ tamper: true })
    const { getVerifiedPullDiff, getVerifiedPullCommits } = await fresh()
    await expect(getVerifiedPullDiff(provider.url, pull())).rejects.toThrow(MISMATCH)
    await expect(getVerifiedPullCommits(provider.url, pull())).rejects.toThrow(MISMATCH)
  })
})

const IDENTITY = {
  GIT_AUTHOR_NAME: 'x',
  GIT_AUTHOR_EMAIL: 'x@x',
  GIT_COMMITTER_NAME: 'x',
  GIT_COMMITTER_EMAIL: 'x@x',
}

/** A merge commit of tweak and login on `tree` (by default the tree git's merge gives). */
async function mergeCommit(tree?: (dir: string, merged: string) => Promise<string>) {
  const dir = join(world.dataDir, 'repositories', '1.git')
  const merged =
    (await gitText(dir, ['merge-tree', '--write-tree', commit('tweak'), commit('login')])).split(
      '\n',
    )[0] ?? ''
  const final = tree ? await tree(dir, merged) : merged
  const args = ['commit-tree', final, '-p', commit('tweak'), '-p', commit('login'), '-m', 'Merge']
  return (await gitText(dir, args, { env: IDENTITY })).trim()
}

describe('merge commit', () => {
  const request = (mergeCommitSha: string, baseSha = commit('tweak')) => ({
    base: source(baseSha),
    head: source(commit('login')),
    mergeCommitSha,
  })

  it('accepts the real merge: parents base and head, the tree their merge gives', async () => {
    const { checkMergeCommit } = await fresh()
    await expect(checkMergeCommit(request(await mergeCommit()))).resolves.toEqual({
      mergedByProvider: [],
    })
  })

  it('refuses a merge commit with other parents than the base and head', async () => {
    const { checkMergeCommit } = await fresh()
    // `develop` has one parent; a merge of tweak is not one of languages (the base moved).
    await expect(checkMergeCommit(request(commit('develop')))).rejects.toThrow(MISMATCH)
    const merge = await mergeCommit()
    await expect(checkMergeCommit(request(merge, commit('languages')))).rejects.toThrow(MISMATCH)
  })

  it("refuses a hostile provider's merge: right parents, one file more than the merge", async () => {
    const sha = await mergeCommit(tamperedMergeTree)
    const { checkMergeCommit } = await fresh()
    await expect(checkMergeCommit(request(sha))).rejects.toThrow(MISMATCH)
  })

  it('refuses a commit object that does not hash to its id', async () => {
    const sha = await mergeCommit()
    provider.setFault({ tamper: true })
    const { checkMergeCommit } = await fresh()
    await expect(checkMergeCommit(request(sha))).rejects.toThrow(MISMATCH)
  })
})
