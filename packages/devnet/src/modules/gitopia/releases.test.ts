import { MsgCreateReleaseResponse } from '@gitopia/gitopia-js/src/types/gitopia/tx'
import { describe, expect, it } from 'vitest'
import { useTestPlatform } from '../../testing/test-platform.ts'

const { send, rest } = useTestPlatform()

describe('releases', () => {
  it('answers MsgCreateRelease with the new release id, and refuses a second release of a tag', async () => {
    const repositoryId = { id: 'alice', name: 'shipped' }
    // The other fields keep their proto defaults (no target, not a draft, no attachments).
    const release = { repositoryId, tagName: 'v1', name: 'First', isTag: true }
    const created = await send('alice', [
      { type: 'MsgCreateRepository', value: { name: 'shipped', owner: 'alice', description: '' } },
      { type: 'MsgSetTag', value: { repositoryId, tag: { name: 'v1', sha: 'a'.repeat(40) } } },
      { type: 'MsgCreateRelease', value: release },
    ])
    expect(created.code, created.rawLog).toBe(0)
    const response = created.msgResponses[2]?.value ?? new Uint8Array()
    const { id } = MsgCreateReleaseResponse.decode(response)
    expect((await rest(`/release/${id}`)).body.Release).toMatchObject({
      tagName: 'v1',
      name: 'First',
    })
    const again = await send('alice', [{ type: 'MsgCreateRelease', value: release }])
    expect(again.rawLog).toContain('release with tag (v1) already exists')
  })
})
