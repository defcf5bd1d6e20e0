import { beforeAll, describe, expect, it } from 'vitest'
import { useDemoProvider } from '../testing/demo-provider.ts'
import type { CommitJson } from './commit.ts'
import type { ContentResponse } from './content.ts'
import { gitOut, postJson } from '../testing/provider-support.ts'

const demo = useDemoProvider()
let repo: string
let master: string

beforeAll(() => {
  repo = demo.world.repos.get('hello-world')?.path ?? ''
  master = gitOut(repo, 'rev-parse', 'master').trim()
})

async function content(body: Record<string, unknown>): Promise<ContentResponse> {
  const { status, json } = await postJson(`${demo.provider.url}/content`, {
    repository_id: 1,
    ...body,
  })
  expect(status).toBe(200)
  return json as ContentResponse
}

describe('POST /content', () => {
  it.each(['', 'src', 'docs'])(
    'lists %s with trees first and each entry’s last commit as git log -1 says',
    async dir => {
      const response = await content({ ref_id: master, path: dir, include_last_commit: true })
      const entries = response.content ?? []
      const lsTree = gitOut(repo, 'ls-tree', '-z', dir === '' ? master : `${master}:${dir}`)
        .split('\0')
        .filter(Boolean)
        .map(line => ({ type: line.split(' ')[1], name: line.slice(line.indexOf('\t') + 1) }))
      expect(entries.map(e => e.name).sort()).toEqual(lsTree.map(e => e.name).sort())
      const firstBlob = entries.findIndex(e => e.type === 'BLOB')
      expect(entries.slice(firstBlob).every(e => e.type === 'BLOB')).toBe(true)
      for (const entry of entries) {
        const expected = gitOut(repo, 'log', '-1', '--format=%H', master, '--', entry.path).trim()
        expect(entry.last_commit?.id, entry.path).toBe(expected)
      }
    },
  )

  it('pages a directory by key, every entry exactly once', async () => {
    const all = (await content({ ref_id: master })).content ?? []
    const seen: string[] = []
    let key: string | undefined
    do {
      const page = await content({
        ref_id: master,
        pagination: { limit: 3, ...(key ? { key } : {}) },
      })
      seen.push(...(page.content ?? []).map(e => e.path))
      key = page.pagination?.next_key
    } while (key)
    expect(seen).toEqual(all.map(e => e.path))
  })

  it('returns a file’s bytes as git stores them, odd names included', async () => {
    for (const path of [
      'README.md',
      'assets/logo.png',
      "docs/odd names/ü ñ (copy) #1 & 'quote'.txt",
    ]) {
      const [file] = (await content({ ref_id: master, path })).content ?? []
      const expected = Buffer.from(gitOut(repo, 'cat-file', 'blob', `${master}:${path}`), 'utf8')
      expect(file?.type).toBe('BLOB')
      if (path.endsWith('.png'))
        expect(file?.size).toBe(Number(gitOut(repo, 'cat-file', '-s', `${master}:${path}`)))
      else expect(Buffer.from(file?.content ?? '', 'base64')).toEqual(expected)
    }
  })

  it('leaves out content of a file over 1 MB unless no_restriction', async () => {
    const path = 'data/measurements.csv'
    const [limited] = (await content({ ref_id: master, path })).content ?? []
    expect(limited?.size).toBeGreaterThan(1_000_000)
    expect(limited?.content).toBeUndefined()
    const [full] = (await content({ ref_id: master, path, no_restriction: true })).content ?? []
    expect(Buffer.from(full?.content ?? '', 'base64').length).toBe(limited?.size)
  })
})

describe('POST /commits', () => {
  it('walks history as git rev-list does, page by page, with a total', async () => {
    const expected = gitOut(repo, 'rev-list', master).trim().split('\n')
    const seen: string[] = []
    let key: string | undefined
    let total: number | undefined
    do {
      const { json } = await postJson(`${demo.provider.url}/commits`, {
        repository_id: 1,
        init_commit_id: master,
        pagination: { limit: 2, count_total: true, ...(key ? { key } : {}) },
      })
      const page = json as {
        commits: CommitJson[]
        pagination: { next_key?: string; total?: number }
      }
      seen.push(...page.commits.map(c => c.id))
      total ??= page.pagination.total
      key = page.pagination.next_key
    } while (key)
    expect(seen).toEqual(expected)
    expect(total).toBe(expected.length)
  })

  it('limits history to a path', async () => {
    const { json } = await postJson(`${demo.provider.url}/commits`, {
      repository_id: 1,
      init_commit_id: master,
      path: 'src/main.ts',
    })
    const expected = gitOut(repo, 'rev-list', master, '--', 'src/main.ts').trim().split('\n')
    expect((json as { commits: CommitJson[] }).commits.map(c => c.id)).toEqual(expected)
  })

  it('reads one commit with Go-formatted dates and parents', async () => {
    const { json } = await postJson(`${demo.provider.url}/commits/${master}`, { repository_id: 1 })
    const commit = json as CommitJson
    expect(commit.id).toBe(master)
    expect(commit.title).toBe("Merge branch 'feature/login'")
    expect(commit.parent_ids).toEqual(
      gitOut(repo, 'rev-parse', `${master}^1`, `${master}^2`).trim().split('\n'),
    )
    expect(commit.author.date).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d \+0530 \+0530$/)
    expect(commit.created_at).toBe(Number(gitOut(repo, 'log', '-1', '--format=%ct', master)))
    const root = gitOut(repo, 'rev-list', '--max-parents=0', master).trim()
    const { json: rootJson } = await postJson(`${demo.provider.url}/commits/${root}`, {
      repository_id: 1,
    })
    expect((rootJson as CommitJson).parent_ids).toBeNull()
    expect((rootJson as CommitJson).message.trim()).toBe('Adds the README and the main program.')
  })
})
