import { describe, expect, it } from 'vitest'
import { fuzzyMatch, rankPaths } from './fuzzy.ts'

const files = [
  'README.md',
  'src/main.ts',
  'src/login.ts',
  'src/lib/math.ts',
  'tools/report.py',
  'cmd/server/main.go',
  'docs/guide.md',
]

describe('go to file matching', () => {
  it('matches characters in order, case-insensitively', () => {
    expect(fuzzyMatch('smt', 'src/main.ts')).not.toBeNull()
    expect(fuzzyMatch('MAIN', 'src/main.ts')?.positions).toEqual([4, 5, 6, 7])
    expect(fuzzyMatch('tms', 'src/main.ts')).toBeNull()
  })

  it('ranks file-name matches and runs first', () => {
    expect(rankPaths('main', files).map(m => m.path)).toEqual(['src/main.ts', 'cmd/server/main.go'])
    expect(rankPaths('login', files)[0]?.path).toBe('src/login.ts')
    expect(rankPaths('', files)).toHaveLength(files.length)
  })

  it('limits the result count', () => {
    expect(rankPaths('s', files, 2)).toHaveLength(2)
  })
})
