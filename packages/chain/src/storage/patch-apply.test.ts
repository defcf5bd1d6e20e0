import { describe, expect, it } from 'vitest'
import { ContentMismatchError } from './git-object.ts'
import { applyPatch } from './patch-apply.ts'

const header = 'diff --git a/f b/f\nindex 1..2 100644\n--- a/f\n+++ b/f\n'

describe('applyPatch', () => {
  it('applies hunks, checking context and removed lines', () => {
    const old = 'a\nb\nc\nd\n'
    const patch = `${header}@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n`
    expect(applyPatch(old, patch)).toBe('a\nB\nc\nd\n')
    expect(() => applyPatch('a\nx\nc\n', patch)).toThrow(ContentMismatchError)
  })

  it('handles new files, deletions and missing final newlines', () => {
    expect(
      applyPatch('', `${header}@@ -0,0 +1,2 @@\n+one\n+two\n\\ No newline at end of file\n`),
    ).toBe('one\ntwo')
    expect(applyPatch('x\n', `${header}@@ -1 +0,0 @@\n-x\n`)).toBe('')
    expect(applyPatch('x', `${header}@@ -1 +1 @@\n-x\n\\ No newline at end of file\n+x\n`)).toBe(
      'x\n',
    )
  })

  it('says there is nothing to apply for a binary file or a rename', () => {
    expect(applyPatch('a\n', `${header}Binary files a/f and b/f differ\n`)).toBeNull()
    expect(applyPatch('a\n', '')).toBeNull()
  })
})
