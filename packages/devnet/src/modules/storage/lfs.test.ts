/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access -- REST JSON is checked by the assertions */
import { createHash, randomBytes } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { TEST_ACCOUNTS } from '../../seed/demo-world.ts'
import { alicePushToken, gitAt, LFS_FILTERS } from '../../testing/provider-support.ts'
import { useAliceRepository } from '../../testing/harness.ts'
import { cidFromSha256 } from './types.ts'

const S = '/gitopia/gitopia/storage'
const alice = useAliceRepository('media')

const git = (cwd: string, args: string[], password?: string) =>
  gitAt(cwd, args, password, LFS_FILTERS)

describe('LFS objects on the devnet chain', () => {
  it('a git-lfs push through one provider records the object on chain; a clone through the other smudges it', async () => {
    const { h, work } = alice
    const repo = await alice.repository()
    const dir = join(work, 'src')
    await git(work, ['init', '--quiet', '--initial-branch=master', dir])
    await git(dir, ['lfs', 'install', '--local'])
    await git(dir, ['lfs', 'track', '*.bin'])
    const bytes = randomBytes(70_000)
    const oid = createHash('sha256').update(bytes).digest('hex')
    await writeFile(join(dir, 'data.bin'), bytes)
    await git(dir, ['add', '.'])
    await git(dir, ['commit', '--quiet', '-m', 'binary'])
    const token = await alicePushToken(String(repo.id))
    const [first, second] = h.devnet.providers
    await git(dir, ['remote', 'add', 'origin', `${first?.url}/${repo.id}.git`])
    await git(dir, ['push', '--quiet', 'origin', 'master'], token)

    const { status, body } = await h.get(`${S}/repository/${repo.id}/lfs-object/${oid}`)
    expect(status).toBe(200)
    expect(body.lfs_object).toMatchObject({
      creator: first?.address,
      repository_id: repo.id,
      oid,
      size: String(bytes.length),
      cid: cidFromSha256(oid),
    })
    const object = body.lfs_object as { id: string }
    expect((await h.get(`${S}/lfs-object/${object.id}`)).body.lfs_object).toEqual(object)
    expect((await h.get(`${S}/lfs-objects`)).body.lfs_objects).toEqual([object])
    const list = await h.get(`${S}/repository/${repo.id}/lfs-objects`)
    expect(list.body.lfs_objects).toHaveLength(1)
    expect(((await h.get(`${S}/stats`)).body.storage_stats as any).total_lfs_object_size).toBe(
      String(bytes.length),
    )

    await git(work, ['clone', '--quiet', `${second?.url}/${repo.id}.git`, 'copy'])
    expect(Buffer.compare(await readFile(join(work, 'copy', 'data.bin')), bytes)).toBe(0)
  }, 90_000)

  it('MsgUpdateLFSObject from an account that is not an active provider is refused', async () => {
    const { h } = alice
    const repo = await alice.repository()
    const result = await h.send('alice', [
      {
        type: '/gitopia.gitopia.storage.MsgUpdateLFSObject',
        value: {
          creator: TEST_ACCOUNTS.alice.address,
          id: 0,
          repositoryId: Number(repo.id),
          oid: 'a'.repeat(64),
          size: 1,
          cid: 'bafkreiexample',
          rootHash: new Uint8Array(32),
        },
      },
    ])
    expect(result.code).not.toBe(0)
    expect(result.rawLog).toContain('provider is not active')
  })
})
