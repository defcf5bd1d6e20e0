import { describe, expect, it } from 'vitest'
import { latestRelease, type Release } from './queries.ts'

const release = (tagName: string, flags: Partial<Pick<Release, 'draft' | 'preRelease'>> = {}) =>
  ({ tagName, draft: false, preRelease: false, ...flags }) as Release

describe('latestRelease', () => {
  it('is the newest release that is neither a draft nor a pre-release', () => {
    const newestFirst = [
      release('v2.0.0-rc.1', { preRelease: true }),
      release('v2.0.0', { draft: true }),
      release('v1.0.0'),
      release('v0.9.0'),
    ]
    expect(latestRelease(newestFirst)?.tagName).toBe('v1.0.0')
  })

  it('is undefined when every release is a draft or a pre-release', () => {
    expect(latestRelease([release('v0.1.0', { preRelease: true })])).toBeUndefined()
    expect(latestRelease([])).toBeUndefined()
  })
})
