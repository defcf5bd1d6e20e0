import { describe, expect, it } from 'vitest'
import { compileQuery } from './code-search.ts'
import { loadCorpus, searchCorpus, type FileToRead } from './search-corpus.ts'

const encoder = new TextEncoder()
const file = (path: string, mode = '100644'): FileToRead => ({ path, sha: path, mode })
const contents: Record<string, Uint8Array> = {
  'a.ts': encoder.encode('const needle = 1\nneedle()\n'),
  'b.bin': new Uint8Array([1, 0, 2, 3]),
  'c.ts': encoder.encode('no match here\n'),
  'd.ts': encoder.encode('needle\n'),
  'e.ts': encoder.encode('needle again\n'),
}
const read = async (wanted: FileToRead) => contents[wanted.path] ?? new Uint8Array()
const files = ['a.ts', 'b.bin', 'c.ts', 'd.ts', 'e.ts'].map(path => file(path))

function pattern(text: string) {
  const compiled = compileQuery({ text, regex: false, matchCase: false })
  if (!compiled.ok) throw new Error(compiled.error)
  return compiled.pattern
}

describe('search corpus', () => {
  it('reads every text file, skips binaries and links, and reports progress', async () => {
    const seen: number[] = []
    const corpus = await loadCorpus(
      [...files, file('link', '120000')],
      true,
      read,
      progress => seen.push(progress.read),
      { files: 100, bytes: 1000 },
    )
    expect(corpus.files.map(f => f.path)).toEqual(['a.ts', 'c.ts', 'd.ts', 'e.ts'])
    expect(corpus.skippedBinary).toBe(2)
    expect(corpus.notSearched).toBe(0)
    expect(seen.at(-1)).toBe(5)
  })

  it('stops at the file limit and says how many files were not searched', async () => {
    const corpus = await loadCorpus(files, true, read, () => undefined, { files: 3, bytes: 1000 })
    expect(corpus.files.map(f => f.path)).toEqual(['a.ts', 'c.ts'])
    expect(corpus.notSearched).toBe(2)
    const partial = await loadCorpus(files, false, read, () => undefined, { files: 3, bytes: 1e3 })
    expect(partial.notSearched).toBeNull()
  })

  it('stops at the byte limit', async () => {
    const corpus = await loadCorpus(files, true, read, () => undefined, { files: 100, bytes: 20 })
    expect(corpus.bytes).toBeGreaterThanOrEqual(20)
    expect(corpus.notSearched).toBeGreaterThan(0)
    expect(corpus.files.length + corpus.skippedBinary + (corpus.notSearched ?? 0)).toBe(5)
  })

  it('groups hits by file and caps the lines returned', async () => {
    const corpus = await loadCorpus(files, true, read, () => undefined)
    const all = searchCorpus(corpus, pattern('needle'))
    expect(all.results.map(r => [r.path, r.hits.length])).toEqual([
      ['a.ts', 2],
      ['d.ts', 1],
      ['e.ts', 1],
    ])
    expect(all.truncated).toBe(false)
    const capped = searchCorpus(corpus, pattern('needle'), 2)
    expect(capped.results.map(r => r.path)).toEqual(['a.ts'])
    expect(capped.truncated).toBe(true)
    expect(capped.matchingFiles).toBe(3)
  })
})
