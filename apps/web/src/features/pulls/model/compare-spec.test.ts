import { describe, expect, it } from 'vitest'
import { formatCompareSpec, parseCompareSpec } from './compare-spec.ts'

describe('parseCompareSpec', () => {
  it('reads the three head forms, branches with slashes included', () => {
    expect(parseCompareSpec('master...feature/login')).toEqual({
      base: 'master',
      head: { owner: null, repo: null, branch: 'feature/login' },
    })
    expect(parseCompareSpec('master...bob:feature/greeting-name')).toEqual({
      base: 'master',
      head: { owner: 'bob', repo: null, branch: 'feature/greeting-name' },
    })
    expect(parseCompareSpec('release/1.x...bob/hello-fork:fix')).toEqual({
      base: 'release/1.x',
      head: { owner: 'bob', repo: 'hello-fork', branch: 'fix' },
    })
  })

  it('refuses what names no two branches', () => {
    for (const bad of ['', 'master', '...x', 'master...', 'a...bob:', 'a...a/b/c:x', 'a...:x'])
      expect(parseCompareSpec(bad)).toBeNull()
  })

  it('formats back to the same text', () => {
    for (const text of ['master...dev', 'master...bob:x/y', 'm...bob/fork:z'])
      expect(formatCompareSpec(parseCompareSpec(text)!)).toBe(text)
  })
})
