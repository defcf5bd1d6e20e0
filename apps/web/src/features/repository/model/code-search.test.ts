import { describe, expect, it } from 'vitest'
import { compileQuery, searchText, type CodeSearchQuery } from './code-search.ts'

const source = `export function greet(name: string): string {
  return \`Hi, \${name}!\`
}

console.log(greet('devnet'))
const GREETING = 'Greet.'
`

function lines(query: Partial<CodeSearchQuery> & { text: string }) {
  const compiled = compileQuery({ regex: false, matchCase: false, ...query })
  if (!compiled.ok) throw new Error(compiled.error)
  return searchText(source, compiled.pattern, 100)
}

describe('code search matcher', () => {
  it('finds literal text, regex characters included, on the right lines', () => {
    const hits = lines({ text: 'greet(' })
    expect(hits.map(hit => hit.line)).toEqual([1, 5])
    expect(hits[1]).toEqual({ line: 5, text: "console.log(greet('devnet'))", ranges: [[12, 18]] })
  })

  it('ignores case unless "Match case" is on', () => {
    expect(lines({ text: 'greet' }).map(hit => hit.line)).toEqual([1, 5, 6])
    expect(lines({ text: 'Greet', matchCase: true }).map(hit => hit.line)).toEqual([6])
  })

  it('runs regular expressions, every match of a line marked', () => {
    const hits = lines({ text: 'g\\w+t', regex: true, matchCase: true })
    expect(hits.map(hit => hit.line)).toEqual([1, 5])
    expect(lines({ text: 'e', matchCase: true }).find(hit => hit.line === 1)?.ranges).toHaveLength(
      4,
    )
    // Without the option the same text is literal.
    expect(lines({ text: 'g\\w+t' })).toEqual([])
  })

  it('says why an expression is invalid or matches nothing useful', () => {
    const broken = compileQuery({ text: 'greet(', regex: true, matchCase: false })
    expect(broken.ok).toBe(false)
    expect(!broken.ok && broken.error).toMatch(/^Not a valid regular expression: /)
    const empty = compileQuery({ text: 'x*', regex: true, matchCase: false })
    expect(!empty.ok && empty.error).toBe('This expression matches empty text.')
  })

  it('stops at the hit limit and cuts long lines around the match', () => {
    const compiled = compileQuery({ text: 'greet', regex: false, matchCase: false })
    if (!compiled.ok) throw new Error(compiled.error)
    expect(searchText(source, compiled.pattern, 1).map(hit => hit.line)).toEqual([1])
    const long = `${'a'.repeat(1000)}needle${'b'.repeat(1000)}`
    const needle = compileQuery({ text: 'needle', regex: false, matchCase: false })
    if (!needle.ok) throw new Error(needle.error)
    const [hit] = searchText(long, needle.pattern, 10)
    expect(hit?.text.length).toBe(300)
    const [range] = hit?.ranges ?? []
    expect(range && hit?.text.slice(range[0], range[1])).toBe('needle')
  })
})
