/* eslint-disable @typescript-eslint/no-unsafe-member-access -- the REST JSON is checked by the assertions themselves */
import { describe, expect, it } from 'vitest'
import { useTestPlatform } from '../../testing/test-platform.ts'

const SHA = 'a'.repeat(40)

const { send, rest } = useTestPlatform()

describe('refs', () => {
  it('deletes the branches and tags it is given, never the default branch, and keeps backup refs per store', async () => {
    const repositoryId = { id: 'alice', name: 'pruned' }
    const names = async (kind: 'branch' | 'tag') => {
      const refs = (await rest(`/alice/repository/pruned/${kind}`)).body[
        kind === 'branch' ? 'Branch' : 'Tag'
      ] as { name: string }[]
      return refs.map(ref => ref.name)
    }
    const created = await send('alice', [
      { type: 'MsgCreateRepository', value: { name: 'pruned', owner: 'alice', description: '' } },
      {
        type: 'MsgMultiSetBranch',
        value: { repositoryId, branches: ['main', 'dev', 'old'].map(name => ({ name, sha: SHA })) },
      },
      {
        type: 'MsgMultiSetTag',
        value: { repositoryId, tags: ['v1', 'v2', 'v3'].map(name => ({ name, sha: SHA })) },
      },
    ])
    expect(created.code).toBe(0)
    const deleted = await send('alice', [
      { type: 'MsgDeleteBranch', value: { repositoryId, branch: 'dev' } },
      { type: 'MsgMultiDeleteTag', value: { repositoryId, tags: ['v1', 'v3'] } },
    ])
    expect(deleted.code).toBe(0)
    expect(deleted.rawLog).toContain('v1,v3')
    expect(await names('branch')).toEqual(['main', 'old'])
    expect(await names('tag')).toEqual(['v2'])

    const defaultBranch = await send('alice', [
      { type: 'MsgMultiDeleteBranch', value: { repositoryId, branches: ['old', 'main'] } },
    ])
    expect(defaultBranch.rawLog).toContain('cannot delete default branch (main)')
    const unknown = await send('alice', [
      { type: 'MsgDeleteTag', value: { repositoryId, tag: 'v1' } },
    ])
    expect(unknown.rawLog).toContain("tag (v1) doesn't exist")
    await expect(
      send('alice', [{ type: 'MsgMultiDeleteBranch', value: { repositoryId, branches: [] } }]),
    ).rejects.toThrow('empty list')
    expect(await names('branch')).toEqual(['main', 'old'])

    const backups = await send('alice', [
      { type: 'MsgAddRepositoryBackupRef', value: { repositoryId, store: 0, ref: 'a' } },
      { type: 'MsgAddRepositoryBackupRef', value: { repositoryId, store: 0, ref: 'b' } },
      { type: 'MsgUpdateRepositoryBackupRef', value: { repositoryId, store: 1, ref: 'x' } },
      { type: 'MsgAddRepositoryBackupRef', value: { repositoryId, store: 1, ref: 'y' } },
      { type: 'MsgUpdateRepositoryBackupRef', value: { repositoryId, store: 0, ref: 'c' } },
    ])
    expect(backups.code).toBe(0)
    expect((await rest('/user/alice/repository/pruned')).body.Repository.backups).toEqual([
      { store: 'IPFS', refs: ['c'] },
      { store: 'ARWEAVE', refs: ['x', 'y'] },
    ])
  })
})
