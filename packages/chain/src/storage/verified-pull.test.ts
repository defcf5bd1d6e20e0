// Pull request diffs, commit lists and merge commits checked against verified git objects, read
// from the devnet's storage provider over real git; its `tamper` fault is the lying provider.
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'
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

/**
 * Runs `reads` with every provider request held `delayMs`, and counts the round trips in a row:
 * a request is one step after the latest of the requests answered before it was sent.
 */
async function countSteps(reads: () => Promise<void>, delayMs = 100) {
  const realFetch = globalThis.fetch
  const answered: { readonly step: number; readonly at: number }[] = []
  let steps = 0
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const sentAt = performance.now()
    const step = 1 + Math.max(0, ...answered.filter(done => done.at <= sentAt).map(d => d.step))
    const [response] = await Promise.all([
      realFetch(input, init),
      new Promise(resolve => setTimeout(resolve, delayMs)),
    ])
    steps = Math.max(steps, step)
    answered.push({ step, at: performance.now() })
    return response
  })
  try {
    await reads()
  } finally {
    vi.unstubAllGlobals()
  }
  return steps
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

  it('agrees with git on every pair of branches, whichever side reaches the other first', async () => {
    const dir = join(world.dataDir, 'repositories', '1.git')
    const git = async (args: string[]) => (await gitText(dir, args)).split('\n').filter(Boolean)
    const labels = ['initial', 'languages', 'login', 'tweak', 'merge-login', 'develop']
    const realFetch = globalThis.fetch
    // With the histories described, and with every commit read as an object (no descriptions).
    onTestFinished(() => {
      vi.unstubAllGlobals()
    })
    for (const described of [true, false]) {
      if (!described)
        vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
          String(input instanceof Request ? input.url : input).endsWith('/commits')
            ? Promise.resolve(new Response('down', { status: 503 }))
            : realFetch(input, init),
        )
      for (const baseLabel of labels)
        for (const headLabel of labels) {
          const { verifiedPullHistory } = await fresh()
          const own = await git(['rev-list', commit(headLabel), `^${commit(baseLabel)}`])
          const bases = await git(['merge-base', '--all', commit(baseLabel), commit(headLabel)])
          const history = await verifiedPullHistory(
            source(commit(baseLabel)),
            source(commit(headLabel)),
          )
          const pair = `${headLabel} onto ${baseLabel}, described: ${described}`
          expect(history.commits.map(c => c.sha).sort(), pair).toEqual(own.sort())
          expect(bases, pair).toContain(history.mergeBase)
        }
    }
  })

  it('reads the history of both sides and the trees of the diff at once', async () => {
    const { getVerifiedPullDiff } = await fresh()
    // One after the other: the base's 3 commits, the head's, the two root trees, then `src`'s.
    // Together: tweak and login with both histories described; the root trees; `src`'s trees.
    const steps = await countSteps(async () => {
      const page = await getVerifiedPullDiff(provider.url, pull())
      expect(page.items.map(file => file.path)).toEqual(['src/login.ts'])
    })
    expect(steps).toBe(3)
  })

  it('reads the root trees with the commits when the pull request is up to date', async () => {
    const { getVerifiedPullDiff } = await fresh()
    // develop onto merge-login, its parent: one after the other, the base's 4 steps of history,
    // the head, the root trees, `src`'s, `src/lib`'s and the deleted file. Together: the commits,
    // both histories described and both root folders listed; `src`'s trees; `src/lib`'s; the
    // deleted file's blob.
    const upToDate = {
      ...pull(),
      baseSha: commit('merge-login'),
      headSha: commit('develop'),
      headBranch: 'develop',
    }
    const steps = await countSteps(async () => {
      const page = await getVerifiedPullDiff(provider.url, upToDate)
      expect(page.items.map(file => file.path).sort()).toEqual(['CHANGELOG.md', 'src/lib/math.ts'])
    })
    expect(steps).toBe(4)
  })

  it('asks for the next page of a long history when the walk reaches its end', async () => {
    // 150 commits on top of tweak: the base's history is 153 commits deep.
    const dir = join(world.dataDir, 'repositories', '1.git')
    const tree = (await gitText(dir, ['rev-parse', `${commit('tweak')}^{tree}`])).trim()
    let tip = commit('tweak')
    for (let index = 1; index <= 150; index++) {
      const args = ['commit-tree', tree, '-p', tip, '-m', `Step ${index}`]
      tip = (await gitText(dir, args, { env: IDENTITY })).trim()
    }
    const { getVerifiedPullDiff, verifiedPullHistory } = await fresh()
    // One step per commit of the base's history without the pages (54). With them, 4: the tips
    // and the first pages; the 101st commit and the second page; the merge base's root tree;
    // `src`'s trees (one step of slack for a page that comes late on a loaded machine).
    const steps = await countSteps(async () => {
      const page = await getVerifiedPullDiff(provider.url, { ...pull(), baseSha: tip })
      expect(page.items.map(file => file.path)).toEqual(['src/login.ts'])
    })
    expect(steps).toBeLessThanOrEqual(5)
    const history = await verifiedPullHistory(source(tip), source(commit('login')))
    expect(history.mergeBase).toBe(commit('languages'))
    expect(history.commits.map(c => c.sha)).toEqual([commit('login')])
  })

  it('takes commits from the described history only where they hash to their ids', async () => {
    type Described = { commits: { id: string; parent_ids: string[] | null; title: string }[] }
    const objectsRead = async (lie: (body: Described) => Described) => {
      const { verifiedPullHistory } = await fresh()
      const read: string[] = []
      const realFetch = globalThis.fetch
      vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = input instanceof Request ? input.url : input.toString()
        read.push(url.slice(url.lastIndexOf('/') + 1))
        const response = await realFetch(input, init)
        // Objects a round trip away; the descriptions come back within it.
        if (url.includes('/objects/')) await new Promise(resolve => setTimeout(resolve, 150))
        if (!url.endsWith('/commits')) return response
        return new Response(JSON.stringify(lie((await response.json()) as Described)))
      })
      try {
        const history = await verifiedPullHistory(source(commit('tweak')), source(commit('login')))
        expect(history.mergeBase).toBe(commit('languages'))
        expect(history.commits.map(c => c.sha)).toEqual([commit('login')])
      } finally {
        vi.unstubAllGlobals()
      }
      return read
    }
    // Honest: the two tips' objects, read before the descriptions are in; nothing else.
    const honest = await objectsRead(body => body)
    expect(honest.filter(name => name !== 'commits').sort()).toEqual(
      [commit('tweak'), commit('login')].sort(),
    )
    // The base described as if it forked from `initial`, and a title changed: those commits
    // are read as objects, and the history is the real one.
    const lied = await objectsRead(body => ({
      commits: body.commits.map(described =>
        described.id === commit('tweak')
          ? { ...described, parent_ids: [commit('initial')] }
          : described.id === commit('languages')
            ? { ...described, title: 'Something else' }
            : described,
      ),
    }))
    expect(lied).toContain(commit('languages'))
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
