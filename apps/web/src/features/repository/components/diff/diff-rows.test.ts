import type { FileDiff } from '@gitopia-client/chain/storage'
import { describe, expect, it } from 'vitest'
import { buildDiffRows, isLargeDiff, LARGE_DIFF_LINES } from './diff-rows.ts'

function file(path: string, added: number): FileDiff {
  const lines = Array.from({ length: added }, (_, i) => `+line ${i + 1}`)
  return {
    path,
    previousPath: path,
    additions: added,
    deletions: 0,
    patch: `@@ -0,0 +1,${added} @@\n${lines.join('\n')}\n`,
    changes: ['ADD'],
    sizeBytes: 0,
  }
}

const types = (rows: readonly { type: string }[]) => rows.map(row => row.type)

describe('buildDiffRows', () => {
  const small = file('small.txt', 2)
  const big = file('big.txt', LARGE_DIFF_LINES + 1)

  it('draws a small file whole and holds a large one behind one "Load diff" row', () => {
    expect(isLargeDiff(small)).toBe(false)
    expect(isLargeDiff(big)).toBe(true)
    const rows = buildDiffRows([small, big], 'unified', undefined, f =>
      isLargeDiff(f) ? 'large' : 'open',
    )
    expect(types(rows)).toEqual(['file', 'unified', 'unified', 'unified', 'file', 'large'])
  })

  it('shows only the header of a file the reader folded, every line once it is opened', () => {
    expect(types(buildDiffRows([small], 'unified', undefined, () => 'closed'))).toEqual(['file'])
    expect(buildDiffRows([big], 'unified', undefined, () => 'open')).toHaveLength(
      1 + 1 + LARGE_DIFF_LINES + 1,
    )
  })
})
