/**
 * Code search over a ref's files (docs/client-rules.md#code-search): what a query matches in one
 * file, line by line, and the limits a search keeps to. Pure: the search worker feeds it the
 * verified bytes.
 */

/** The stated limits of one search. */
export const CODE_SEARCH_LIMITS = {
  /** Files read and searched, in path order. */
  files: 5_000,
  /** Bytes of text read and searched. */
  bytes: 50 * 1024 * 1024,
  /** Matching lines returned; files that match beyond it are only counted. */
  hits: 1_000,
  /** A line is cut to this many characters around its first match. */
  lineChars: 300,
} as const

export interface CodeSearchQuery {
  readonly text: string
  readonly regex: boolean
  readonly matchCase: boolean
}

export type CompiledQuery =
  { readonly ok: true; readonly pattern: RegExp } | { readonly ok: false; readonly error: string }

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/** The query as a regular expression, or why it is not one. */
export function compileQuery(query: CodeSearchQuery): CompiledQuery {
  if (query.text === '') return { ok: false, error: 'Type something to search for.' }
  const source = query.regex ? query.text : escapeRegex(query.text)
  try {
    const pattern = new RegExp(source, query.matchCase ? 'g' : 'gi')
    // A pattern that matches the empty string matches every line: nothing to show.
    if (pattern.test('')) return { ok: false, error: 'This expression matches empty text.' }
    return { ok: true, pattern }
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    return { ok: false, error: `Not a valid regular expression: ${detail}` }
  }
}

export interface LineHit {
  /** 1-based. */
  readonly line: number
  /** The line, cut around the first match when long. */
  readonly text: string
  /** Where matches are in `text`: [start, end) pairs. */
  readonly ranges: readonly (readonly [number, number])[]
}

/** The lines of `text` that `pattern` matches, at most `limit`. */
export function searchText(text: string, pattern: RegExp, limit: number): LineHit[] {
  const hits: LineHit[] = []
  const whole = new RegExp(pattern.source, pattern.flags.replace('g', ''))
  // Most files do not match at all: one scan of the whole text settles them.
  if (limit <= 0 || !whole.test(text)) return hits
  let start = 0
  for (let line = 1; start <= text.length && hits.length < limit; line++) {
    const newline = text.indexOf('\n', start)
    const end = newline < 0 ? text.length : newline
    const hit = matchLine(text.slice(start, end).replace(/\r$/, ''), pattern, line)
    if (hit) hits.push(hit)
    if (newline < 0) break
    start = newline + 1
  }
  return hits
}

function matchLine(line: string, pattern: RegExp, number: number): LineHit | null {
  const ranges: [number, number][] = []
  const global = new RegExp(pattern.source, pattern.flags)
  for (let match = global.exec(line); match; match = global.exec(line)) {
    if (match[0] === '') {
      global.lastIndex++
      continue
    }
    ranges.push([match.index, match.index + match[0].length])
  }
  const [first] = ranges
  if (!first) return null
  const max = CODE_SEARCH_LIMITS.lineChars
  if (line.length <= max) return { line: number, text: line, ranges }
  const from = Math.max(0, Math.min(first[0] - 40, line.length - max))
  const to = from + max
  return {
    line: number,
    text: line.slice(from, to),
    ranges: ranges
      .filter(([s, e]) => e > from && s < to)
      .map(([s, e]) => [Math.max(s, from) - from, Math.min(e, to) - from] as const),
  }
}
