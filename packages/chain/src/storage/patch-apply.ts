import { ContentMismatchError } from './git-object.ts'

/**
 * Applies a unified diff (git's format, as a provider sends it) to the old file's text, checking
 * every context and removed line against it. The result is what the diff claims the new file
 * is; the caller compares its blob id with the verified one. Returns null when the patch has no
 * hunks (a binary file, a pure rename or mode change).
 */
export function applyPatch(old: string, patch: string): string | null {
  const lines = patch.split('\n')
  if (lines.at(-1) === '') lines.pop()
  const first = lines.findIndex(line => line.startsWith('@@ '))
  if (first < 0) return null
  // The old file as lines, each with its own newline (the last may have none).
  const source = old === '' ? [] : (old.match(/[^\n]*\n|[^\n]+$/g) ?? [])
  const out: string[] = []
  let cursor = 0
  const take = (expected: string, keep: boolean) => {
    if (source[cursor] !== expected) throw new ContentMismatchError('a diff does not fit its file')
    if (keep) out.push(expected)
    cursor++
  }
  for (let index = first; index < lines.length; index++) {
    const line = lines[index] ?? ''
    const hunk = /^@@ -(\d+)(?:,(\d+))? \+\d+(?:,\d+)? @@/.exec(line)
    if (hunk) {
      const start = Number(hunk[1])
      const from = hunk[2] === '0' ? start : start - 1
      if (from < cursor || from > source.length)
        throw new ContentMismatchError('a diff hunk is out of place')
      out.push(...source.slice(cursor, from))
      cursor = from
      continue
    }
    if (line.startsWith('\\')) continue
    // A line followed by "\ No newline at end of file" has no newline of its own.
    const ending = lines[index + 1]?.startsWith('\\') ? '' : '\n'
    const text = line.slice(1) + ending
    // Git writes an empty context line as one space; a provider trimming it leaves nothing.
    if (line.startsWith(' ') || line === '') take(line === '' ? '\n' : text, true)
    else if (line.startsWith('-')) take(text, false)
    else if (line.startsWith('+')) out.push(text)
    else if (line.startsWith('diff --git ')) break
    else throw new ContentMismatchError('a diff has a malformed line')
  }
  out.push(...source.slice(cursor))
  return out.join('')
}
