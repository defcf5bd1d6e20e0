/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-return -- REST JSON is checked by the assertions */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { alicePushToken, gitAt } from '../testing/provider-support.ts'
import { useAliceRepository } from '../testing/harness.ts'

const alice = useAliceRepository('pushed')

describe('storage providers wired into the devnet', () => {
  it('registers each provider on chain as active with its own api_url', async () => {
    const { h } = alice
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
    const { h, work } = alice
    const repo = await alice.repository()
    const dir = join(work, 'src')
    await gitAt(work, ['init', '--quiet', '--initial-branch=master', dir])
    await writeFile(join(dir, 'README.md'), '# pushed\n')
    await gitAt(dir, ['add', '.'])
    await gitAt(dir, ['commit', '--quiet', '-m', 'first'])
    const head = (await gitAt(dir, ['rev-parse', 'HEAD'])).stdout.trim()
    const token = await alicePushToken(String(repo.id))
    const [first, second] = h.devnet.providers
    await gitAt(dir, ['push', '--quiet', `${first?.url}/${repo.id}.git`, 'master'], token)

    const branch = await h.get('/gitopia/gitopia/gitopia/alice/repository/pushed/branch/master')
    expect(branch.body.Branch).toMatchObject({ name: 'master', sha: head })
    const packfile = await h.get(`/gitopia/gitopia/storage/repository/${repo.id}/packfile`)
    expect(packfile.body.packfile).toMatchObject({
      repository_id: repo.id,
      creator: first?.address,
    })
    expect((packfile.body.packfile as any).cid).toMatch(/^bafkrei[a-z2-7]+$/)

    await gitAt(work, ['clone', '--quiet', `${second?.url}/${repo.id}.git`, 'copy'])
    expect((await gitAt(join(work, 'copy'), ['rev-parse', 'HEAD'])).stdout.trim()).toBe(head)
  })
  it('with Arweave backup on, a push also records an Arweave backup ref on the repository', async () => {
    const { h, work } = alice
    const repo = await alice.repository()
    expect(repo.backups).toEqual([])
    const toggle = {
      type: 'MsgToggleArweaveBackup',
      value: { creator: repo.owner.id, repositoryId: { id: 'alice', name: 'pushed' } },
    }
    // Only a verified owner's repository is backed up to Arweave; no Msg verifies anyone.
    expect((await h.send('alice', [toggle])).rawLog).toContain(
      `user (${repo.owner.id}) is not verified: unauthorized`,
    )
    const verified = await fetch(`${h.devnet.restUrl}/_devnet/verify`, {
      method: 'POST',
      body: JSON.stringify({ address: repo.owner.id }),
    })
    expect(verified.status).toBe(200)
    const user = (await h.get(`/gitopia/gitopia/gitopia/user/${repo.owner.id}`)).body.User as any
    expect(user.verified).toBe(true)
    const toggled = await h.send('alice', [toggle])
    expect(toggled.code).toBe(0)
    const dir = join(work, 'src')
    await writeFile(join(dir, 'NOTES.md'), 'backed up\n')
    await gitAt(dir, ['add', '.'])
    await gitAt(dir, ['commit', '--quiet', '-m', 'second'])
    const token = await alicePushToken(String(repo.id))
    await gitAt(
      dir,
      ['push', '--quiet', `${h.devnet.providers[0]?.url}/${repo.id}.git`, 'master'],
      token,
    )
    const backups = async () =>
      (
        (await h.get('/gitopia/gitopia/gitopia/user/alice/repository/pushed')).body
          .Repository as any
      ).backups
    await expect
      .poll(backups, { timeout: 10_000 })
      .toEqual([{ store: 'ARWEAVE', refs: [expect.stringMatching(/^[A-Za-z0-9_-]{43}$/)] }])
  })
})
