/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-return -- REST JSON is checked by the assertions */
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ACCOUNTS } from '../genesis.ts'
import { gitEnvironment } from '../storage-provider/git.ts'
import { signOffchain } from '../storage-provider/test-support.ts'
import { startHarness, type Harness } from '../testing/harness.ts'

const run = promisify(execFile)
let h: Harness
let work: string

function git(cwd: string, args: string[], password?: string) {
  const auth =
    password === undefined
      ? []
      : [
          '-c',
          `http.extraHeader=Authorization: Basic ${Buffer.from(`git:${password}`).toString('base64')}`,
        ]
  const env = gitEnvironment({
    GIT_AUTHOR_NAME: 'Alice',
    GIT_AUTHOR_EMAIL: 'alice@devnet.test',
    GIT_COMMITTER_NAME: 'Alice',
    GIT_COMMITTER_EMAIL: 'alice@devnet.test',
  })
  return run('git', [...auth, ...args], { cwd, env })
}

beforeAll(async () => {
  h = await startHarness()
  work = await mkdtemp(join(tmpdir(), 'devnet-push-'))
  const created = await h.send('alice', [
    { type: 'MsgCreateUser', value: { username: 'alice', name: '', bio: '', avatarUrl: '' } },
    { type: 'MsgCreateRepository', value: { name: 'pushed', owner: 'alice', description: '' } },
  ])
  expect(created.code).toBe(0)
}, 30_000)

afterAll(async () => {
  await h.close()
  await rm(work, { recursive: true, force: true })
})

describe('storage providers wired into the devnet', () => {
  it('registers each provider on chain as active with its own api_url', async () => {
    const { providers } = h.devnet
    expect(providers).toHaveLength(2)
    expect(new Set(providers.map(p => p.url)).size).toBe(2)
    const { body } = await h.get('/gitopia/gitopia/storage/active-providers')
    expect((body.providers as any[]).map(p => [p.api_url, p.moniker, p.creator])).toEqual(
      providers.map(p => [p.url, p.name, p.address]),
    )
    for (const provider of providers) {
      const health = await fetch(`${provider.url}/healthz`)
      expect(await health.text()).toBe('OK')
    }
  })

  it('a signed push through one provider sets branch and packfile on chain; the other serves it', async () => {
    const repo = (await h.get('/gitopia/gitopia/gitopia/user/alice/repository/pushed')).body
      .Repository as any
    const dir = join(work, 'src')
    await git(work, ['init', '--quiet', '--initial-branch=master', dir])
    await writeFile(join(dir, 'README.md'), '# pushed\n')
    await git(dir, ['add', '.'])
    await git(dir, ['commit', '--quiet', '-m', 'first'])
    const head = (await git(dir, ['rev-parse', 'HEAD'])).stdout.trim()
    const wallet = await DirectSecp256k1HdWallet.fromMnemonic(TEST_ACCOUNTS.alice.mnemonic, {
      prefix: 'gitopia',
    })
    const token = await signOffchain(wallet, { action: 'git-push', repositoryId: repo.id })
    const [first, second] = h.devnet.providers
    await git(dir, ['push', '--quiet', `${first?.url}/${repo.id}.git`, 'master'], token)

    const branch = await h.get('/gitopia/gitopia/gitopia/alice/repository/pushed/branch/master')
    expect(branch.body.Branch).toMatchObject({ name: 'master', sha: head })
    const packfile = await h.get(`/gitopia/gitopia/storage/repository/${repo.id}/packfile`)
    expect(packfile.body.packfile).toMatchObject({
      repository_id: repo.id,
      creator: first?.address,
    })
    expect((packfile.body.packfile as any).cid).toMatch(/^bafkrei[a-z2-7]+$/)

    await git(work, ['clone', '--quiet', `${second?.url}/${repo.id}.git`, 'copy'])
    expect((await git(join(work, 'copy'), ['rev-parse', 'HEAD'])).stdout.trim()).toBe(head)
  })
})
