import { beforeAll, describe, expect, it } from 'vitest'
import { useDemoProvider } from '../testing/demo-provider.ts'
import type { DiffJson, DiffStatResponse } from './diff.ts'
import { gitOut, postJson } from '../testing/provider-support.ts'

const demo = useDemoProvider()
let repo: string
let fork: string

beforeAll(() => {
  repo = demo.world.repos.get('hello-world')?.path ?? ''
  fork = demo.world.repos.get('hello-world-fork')?.path ?? ''
})

/** Every page of a diff route, following next_key. */
async function allPages(path: string, body: Record<string, unknown>): Promise<DiffJson[]> {
  const files: DiffJson[] = []
  let key: string | undefined
  do {
    const { status, json } = await postJson(`${demo.provider.url}${path}`, {
      ...body,
      pagination: { limit: 4, ...(key ? { key } : {}) },
    })
    expect(status).toBe(200)
    const page = json as { diff: DiffJson[]; pagination: { next_key?: string } }
    files.push(...page.diff)
    key = page.pagination.next_key
  } while (key)
  return files
}

function expectSameAsGit(
  gitDir: string,
  from: string,
  to: string,
  files: readonly DiffJson[],
): void {
  const names = gitOut(gitDir, 'diff', '--name-only', '-z', '-M', from, to)
    .split('\0')
    .filter(Boolean)
  expect(files.map(f => f.file_name.split(' -> ').pop())).toEqual(names)
  for (const file of files) {
    const path = file.file_name
    expect(file.patch, path).toBe(gitOut(gitDir, 'diff', '-M', from, to, '--', path))
    const [add, del] = gitOut(gitDir, 'diff', '--numstat', from, to, '--', path).split('\t')
    expect(file.stat, path).toEqual(
      add === '-' ? { addition: 0, deletion: 0 } : { addition: Number(add), deletion: Number(del) },
    )
  }
}

describe('POST /diff', () => {
  it('gives a commit’s diff against its first parent, file by file, as git does', async () => {
    const sha = gitOut(repo, 'rev-parse', 'master~1^1').trim() // "Tweak the greeting"
    const languages = gitOut(repo, 'rev-parse', 'v1.0.0^{commit}~2').trim()
    for (const commit of [sha, languages]) {
      const files = await allPages('/diff', { repository_id: 1, commit_sha: commit })
      expectSameAsGit(repo, `${commit}^`, commit, files)
    }
  })

  it('marks binary, added and deleted files and sums stats like --numstat', async () => {
    const languages = gitOut(repo, 'rev-parse', 'v1.0.0^{commit}~2').trim()
    const files = await allPages('/diff', { repository_id: 1, commit_sha: languages })
    const png = files.find(f => f.file_name === 'assets/logo.png')
    expect(png?.type).toEqual(['ADD', 'BINARY'])
    expect(png?.file_size).toBe(
      Number(gitOut(repo, 'cat-file', '-s', `${languages}:assets/logo.png`)),
    )
    const develop = gitOut(repo, 'rev-parse', 'develop').trim()
    const deleted = (await allPages('/diff', { repository_id: 1, commit_sha: develop })).find(
      f => f.file_name === 'src/lib/math.ts',
    )
    expect(deleted?.type).toEqual(['DELETE'])

    const { json } = await postJson(`${demo.provider.url}/diff`, {
      repository_id: 1,
      commit_sha: languages,
      only_stat: true,
    })
    const stat = json as DiffStatResponse
    const numstat = gitOut(repo, 'diff', '--numstat', `${languages}^`, languages).trim().split('\n')
    expect(stat.files_changed).toBe(numstat.length)
    const sum = (i: number) =>
      numstat.reduce((s, line) => s + (Number(line.split('\t')[i]) || 0), 0)
    expect(stat.stat).toEqual({ addition: sum(0), deletion: sum(1) })
  })

  it('diffs a root commit as everything added, and against previous_commit_sha', async () => {
    const root = gitOut(repo, 'rev-list', '--max-parents=0', 'master').trim()
    const files = await allPages('/diff', { repository_id: 1, commit_sha: root })
    expect(files.every(f => f.type[0] === 'ADD')).toBe(true)
    const develop = gitOut(repo, 'rev-parse', 'develop').trim()
    const between = await allPages('/diff', {
      repository_id: 1,
      commit_sha: develop,
      previous_commit_sha: root,
    })
    expectSameAsGit(repo, root, develop, between)
  })
})

describe('pull requests across a fork and its parent', () => {
  it('POST /pull/diff is merge-base → head as git says', async () => {
    const base = gitOut(repo, 'rev-parse', 'master').trim()
    const head = gitOut(fork, 'rev-parse', 'feature/greeting-name').trim()
    const files = await allPages('/pull/diff', {
      base_repository_id: 1,
      head_repository_id: 2,
      base_commit_sha: base,
      head_commit_sha: head,
    })
    const mergeBase = gitOut(fork, 'merge-base', base, head).trim()
    expect(files.length).toBeGreaterThan(0)
    expectSameAsGit(fork, mergeBase, head, files)
  })

  it('POST /pull/commits lists head-only commits newest first', async () => {
    const { json } = await postJson(`${demo.provider.url}/pull/commits`, {
      base_repository_id: 1,
      head_repository_id: 2,
      base_branch: 'master',
      head_branch: 'feature/greeting-name',
    })
    expect(json).toEqual(
      gitOut(fork, 'rev-list', 'feature/greeting-name', '^master').trim().split('\n'),
    )
  })

  it('POST /pull/check tells a clean merge from a conflict without writing objects', async () => {
    const before = gitOut(repo, 'count-objects', '-v')
    const body = {
      base_repository_id: 1,
      head_repository_id: 2,
      base_branch: 'master',
      merge_style: 'merge',
    }
    const clean = await postJson(`${demo.provider.url}/pull/check`, {
      ...body,
      head_branch: 'feature/greeting-name',
    })
    expect(clean).toEqual({ status: 200, json: { data: { is_mergeable: true }, error: '' } })
    const conflict = await postJson(`${demo.provider.url}/pull/check`, {
      ...body,
      head_branch: 'conflicting',
    })
    expect(conflict.status).toBe(500)
    expect(conflict.json).toMatchObject({
      data: { is_mergeable: false },
      error: expect.stringContaining('src/main.ts') as unknown,
    })
    expect(gitOut(repo, 'count-objects', '-v')).toBe(before)
  })
})
