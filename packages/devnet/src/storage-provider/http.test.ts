import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { useDemoProvider } from '../testing/demo-provider.ts'
import { gitAt, gitOut, postJson, signOffchain } from '../testing/provider-support.ts'

const run = promisify(execFile)
const demo = useDemoProvider()

describe('git smart HTTP', () => {
  it('clones a repository by id with the same HEAD as on disk', async () => {
    const clone = await demo.clone('clone1')
    const { stdout } = await gitAt(clone, ['rev-parse', 'HEAD'])
    expect(stdout.trim()).toBe(
      gitOut(demo.world.repos.get('hello-world')?.path ?? '', 'rev-parse', 'HEAD').trim(),
    )
  })

  it('clones a fork whose directory the provider creates from its parent', async () => {
    await rm(join(demo.world.dataDir, 'repositories', '2.git'), { recursive: true, force: true })
    const fork = await demo.clone('fork', { repositoryId: '2' })
    const { stdout } = await gitAt(fork, ['rev-parse', 'HEAD'])
    expect(stdout.trim()).toBe(
      gitOut(demo.world.repos.get('hello-world')?.path ?? '', 'rev-parse', 'master').trim(),
    )
  })

  it('refuses a push without a signed authorization, and one from a signer without permission', async () => {
    const dir = join(demo.work, 'clone1')
    await writeFile(join(dir, 'new.txt'), 'pushed\n')
    await gitAt(dir, ['add', 'new.txt'])
    await gitAt(dir, ['commit', '--quiet', '-m', 'Push me'])
    await expect(gitAt(dir, ['push', 'origin', 'HEAD:refs/heads/pushed'])).rejects.toThrow()
    const stranger = await signOffchain(demo.world.stranger, {
      action: 'git-push',
      repositoryId: '1',
    })
    await expect(
      gitAt(dir, ['push', 'origin', 'HEAD:refs/heads/pushed'], stranger),
    ).rejects.toThrow(/403/)
    const otherRepo = await signOffchain(demo.world.owner, {
      action: 'git-push',
      repositoryId: '3',
    })
    await expect(
      gitAt(dir, ['push', 'origin', 'HEAD:refs/heads/pushed'], otherRepo),
    ).rejects.toThrow()
    expect(demo.world.chain.pushes).toEqual([])
  })

  it('accepts a signed push, updates the ref and reports refs and packfile to the chain', async () => {
    const dir = join(demo.work, 'clone1')
    const head = (await gitAt(dir, ['rev-parse', 'HEAD'])).stdout.trim()
    const token = await signOffchain(demo.world.owner, { action: 'git-push', repositoryId: '1' })
    await gitAt(dir, ['push', '--quiet', 'origin', 'HEAD:refs/heads/pushed'], token)
    const bare = join(demo.world.dataDir, 'repositories', '1.git')
    expect(gitOut(bare, 'rev-parse', 'refs/heads/pushed').trim()).toBe(head)
    const [push] = demo.world.chain.pushes
    expect(push?.signer).toBe(demo.world.ownerAddress)
    expect(push?.refs).toEqual([{ name: 'refs/heads/pushed', oldSha: null, newSha: head }])
    const packPath = join(bare, 'objects', 'pack', push?.packfile.name ?? 'missing')
    const { stdout } = await run('sha256sum', [packPath])
    expect(push?.packfile.sha256).toBe(stdout.split(' ')[0])
  })

  it('puts refs back when the chain refuses to record a push', async () => {
    const dir = join(demo.work, 'clone1')
    demo.world.chain.rejectPushes = 'storage charge not paid'
    const token = await signOffchain(demo.world.owner, { action: 'git-push', repositoryId: '1' })
    await expect(gitAt(dir, ['push', 'origin', 'HEAD:refs/heads/refused'], token)).rejects.toThrow()
    demo.world.chain.rejectPushes = undefined
    const bare = join(demo.world.dataDir, 'repositories', '1.git')
    expect(gitOut(bare, 'for-each-ref', 'refs/heads/refused')).toBe('')
  })
})

describe('release uploads', () => {
  async function upload(
    bytes: Buffer,
    payload: Record<string, unknown>,
    wallet = demo.world.owner,
  ) {
    const form = new FormData()
    form.append('signature', await signOffchain(wallet, payload))
    form.append('file', new Blob([bytes]), 'app.tar.gz')
    const response = await fetch(`${demo.provider.url}/upload`, { method: 'POST', body: form })
    return { status: response.status, json: await response.json() }
  }

  const bytes = Buffer.alloc(300_000, 7)
  const sha256 = createHash('sha256').update(bytes).digest('hex')
  const payload = {
    action: 'new-release',
    repositoryId: '1',
    tagName: 'v1.0.0',
    name: 'app.tar.gz',
    size: bytes.length,
    sha256,
  }

  it('streams a signed upload, answers its sha256 and serves it from /releases', async () => {
    expect(await upload(bytes, payload)).toEqual({
      status: 200,
      json: { sha: sha256, size: bytes.length },
    })
    const download = await fetch(
      `${demo.provider.url}/releases/alice/hello-world/v1.0.0/app.tar.gz`,
    )
    expect(download.status).toBe(200)
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true)
  })

  it('refuses a wrong sha256, a wrong size and a signer without push permission', async () => {
    expect((await upload(bytes, { ...payload, sha256: '0'.repeat(64) })).json).toEqual({
      error: 'Invalid sha256',
    })
    expect((await upload(bytes, { ...payload, size: 1 })).json).toEqual({ error: 'Invalid size' })
    expect((await upload(bytes, payload, demo.world.stranger)).status).toBe(401)
    const form = new FormData()
    form.append('signature', 'bm90IGEgdHg=')
    form.append('file', new Blob([bytes]), 'x')
    const forged = await fetch(`${demo.provider.url}/upload`, { method: 'POST', body: form })
    expect(forged.status).toBe(400)
  })
})

describe('raw files', () => {
  it('resolves a branch with a slash and serves the file at its head', async () => {
    const response = await fetch(
      `${demo.provider.url}/raw/alice/hello-world/feature/login/src/login.ts`,
    )
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('export const login')
    expect(response.headers.get('content-security-policy')).toContain('sandbox')
    expect((await fetch(`${demo.provider.url}/raw/alice/hello-world/master/src`)).status).toBe(400)
  })
})

describe('malformed requests', () => {
  const sha = 'a'.repeat(40)
  it.each([
    ['non-JSON', '/content', 'not json', 400],
    ['a bad repository id', '/content', { repository_id: -1, ref_id: sha }, 400],
    ['a bad sha', '/content', { repository_id: 1, ref_id: 'HEAD' }, 400],
    ['an option-like sha', '/commits', { repository_id: 1, init_commit_id: '--all' }, 400],
    ['a path escaping the tree', '/content', { repository_id: 1, ref_id: sha, path: '../x' }, 400],
    [
      'a bad pagination key',
      '/commits',
      { repository_id: 1, init_commit_id: sha, pagination: { key: '!!' } },
      400,
    ],
    [
      'offset and key together',
      '/diff',
      { repository_id: 1, commit_sha: sha, pagination: { key: 'AAAAAAAAAAE=', offset: 2 } },
      400,
    ],
    [
      'a negative limit',
      '/diff',
      { repository_id: 1, commit_sha: sha, pagination: { limit: -5 } },
      400,
    ],
    [
      'an option-like branch',
      '/pull/commits',
      {
        base_repository_id: 1,
        head_repository_id: 1,
        base_branch: '--output=/tmp/x',
        head_branch: 'master',
      },
      400,
    ],
    ['an unknown repository', '/content', { repository_id: 99, ref_id: sha }, 404],
    ['an unknown commit', '/commits/' + sha, { repository_id: 1 }, 404],
  ])('%s → %s with a JSON error', async (_name, path, body, status) => {
    const response = await postJson(`${demo.provider.url}${path}`, body)
    expect(response.status).toBe(status)
    expect(response.json).toEqual({ error: expect.any(String) as unknown })
  })
})

describe('faults', () => {
  it('adds latency, fails requests and goes down on demand', async () => {
    const health = () => fetch(`${demo.provider.url}/healthz`)
    demo.provider.setFault({ latencyMs: 250 })
    const started = Date.now()
    expect((await health()).status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(240)
    demo.provider.setFault({ latencyMs: 0, errorRate: 1 })
    expect((await health()).status).toBe(500)
    demo.provider.setFault({ errorRate: 0, down: true })
    await expect(health()).rejects.toThrow()
    demo.provider.setFault({ down: false })
    expect(await (await health()).text()).toBe('OK')
  })
})
