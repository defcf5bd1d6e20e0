import { describe, expect, it } from 'vitest'
import { diffHunkAt, parsePatch, toSplitRows } from './patch.ts'

const patch = [
  'diff --git a/src/main.ts b/src/main.ts',
  'index 1111111..2222222 100644',
  '--- a/src/main.ts',
  '+++ b/src/main.ts',
  '@@ -1,4 +1,4 @@ export function greet',
  ' export function greet(name: string): string {',
  '-  return `Hello, ${name}!`',
  '+  return `Hi, ${name}!`',
  ' }',
  ' ',
  '@@ -10,2 +10,3 @@',
  ' a',
  '+b',
  '+c',
  '\\ No newline at end of file',
  '',
].join('\n')

describe('parsePatch', () => {
  it('numbers old and new lines per hunk and skips the git header', () => {
    const rows = parsePatch(patch)
    expect(rows[0]).toEqual({ kind: 'hunk', text: '@@ -1,4 +1,4 @@ export function greet' })
    expect(rows[1]).toEqual({
      kind: 'context',
      text: 'export function greet(name: string): string {',
      oldNumber: 1,
      newNumber: 1,
    })
    expect(rows[2]).toMatchObject({ kind: 'delete', oldNumber: 2, newNumber: null })
    expect(rows[3]).toMatchObject({
      kind: 'add',
      oldNumber: null,
      newNumber: 2,
      text: '  return `Hi, ${name}!`',
    })
    expect(rows[6]).toEqual({ kind: 'hunk', text: '@@ -10,2 +10,3 @@' })
    expect(rows.slice(7)).toEqual([
      { kind: 'context', text: 'a', oldNumber: 10, newNumber: 10 },
      { kind: 'add', text: 'b', oldNumber: null, newNumber: 11 },
      { kind: 'add', text: 'c', oldNumber: null, newNumber: 12 },
    ])
  })

  it('pairs deletions with additions side by side, each side knowing its unified position', () => {
    const split = toSplitRows(parsePatch(patch))
    expect(split[2]).toEqual({
      kind: 'pair',
      left: { kind: 'delete', number: 2, text: '  return `Hello, ${name}!`', position: 2 },
      right: { kind: 'add', number: 2, text: '  return `Hi, ${name}!`', position: 3 },
    })
    expect(split.at(-1)).toEqual({
      kind: 'pair',
      left: null,
      right: { kind: 'add', number: 12, text: 'c', position: 9 },
    })
  })

  it('gives no rows for a patch without hunks (binary, mode change)', () => {
    expect(parsePatch('diff --git a/x b/x\nBinary files differ\n')).toEqual([])
  })
})

describe('diffHunkAt', () => {
  it('is the enclosing hunk header and its lines up to the commented one', () => {
    const rows = parsePatch(
      ['@@ -1,2 +1,2 @@', ' one', '-two', '+2', '@@ -10,1 +10,2 @@', ' ten', '+eleven'].join('\n'),
    )
    expect(diffHunkAt(rows, 3)).toBe(['@@ -1,2 +1,2 @@', ' one', '-two', '+2'].join('\n'))
    expect(diffHunkAt(rows, 6)).toBe(['@@ -10,1 +10,2 @@', ' ten', '+eleven'].join('\n'))
    expect(diffHunkAt(rows, 4)).toBe('@@ -10,1 +10,2 @@')
  })
})
