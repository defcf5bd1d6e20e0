import { describe, expect, it } from 'vitest'
import { describeSignedData } from './describe-data.ts'

describe('describeSignedData', () => {
  it('says in plain words what an upload authorization lets the provider do', () => {
    expect(
      describeSignedData({
        action: 'new-release',
        repositoryId: '7',
        tagName: 'v1.0',
        name: 'notes.txt',
        size: 12_345,
        sha256: 'ab'.repeat(32),
      }),
    ).toBe(
      'Let the storage provider store “notes.txt” (12,345 bytes) as an asset of the new release “v1.0” in repository #7',
    )
    expect(
      describeSignedData({
        action: 'edit-release',
        repositoryId: '7',
        tagName: 'v1',
        name: 'a',
        size: 1,
      }),
    ).toBe(
      'Let the storage provider store “a” (1 byte) as an asset of release “v1” in repository #7',
    )
    expect(describeSignedData({ action: 'git-push', repositoryId: '3' })).toBe(
      'Let the storage provider accept a git push to repository #3',
    )
  })

  it('names an unknown payload as such, never as something it knows', () => {
    for (const payload of [null, 'x', { action: 'toString' }, { action: 'constructor' }, {}]) {
      expect(describeSignedData(payload)).toBe(
        'Sign data of a kind this app does not know (see Show raw)',
      )
    }
  })
})
