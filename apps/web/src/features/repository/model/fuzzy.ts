/**
 * "Go to file" matching: the query's characters must appear in order in the path (case-
 * insensitive). Scores favour consecutive runs, matches in the file name and at word starts,
 * and shorter paths.
 */
export interface FuzzyMatch {
  readonly path: string
  readonly score: number
  /** Indexes of the matched characters in `path`, for highlighting. */
  readonly positions: readonly number[]
}

export function fuzzyMatch(query: string, path: string): FuzzyMatch | null {
  const needle = query.toLowerCase().replace(/\s+/g, '')
  if (needle === '') return { path, score: 0, positions: [] }
  const hay = path.toLowerCase()
  const nameStart = path.lastIndexOf('/') + 1
  // Prefer a match inside the file name: search backwards from the end for the best start.
  let best: FuzzyMatch | null = null
  for (const start of candidateStarts(hay, needle[0] ?? '')) {
    const positions: number[] = []
    let at = start
    for (const char of needle) {
      const found = hay.indexOf(char, at)
      if (found < 0) break
      positions.push(found)
      at = found + 1
    }
    if (positions.length !== needle.length) continue
    let score = 0
    positions.forEach((position, i) => {
      score += 1
      if (i > 0 && positions[i - 1] === position - 1) score += 5
      if (position >= nameStart) score += 2
      const before = path[position - 1]
      if (position === 0 || before === '/' || before === '-' || before === '_' || before === '.') {
        score += 3
      }
    })
    score -= path.length * 0.01
    if (!best || score > best.score) best = { path, score, positions }
  }
  return best
}

function candidateStarts(hay: string, first: string): number[] {
  const starts: number[] = []
  for (let i = hay.indexOf(first); i >= 0 && starts.length < 8; i = hay.indexOf(first, i + 1)) {
    starts.push(i)
  }
  return starts
}

/** The best `limit` matches, best first. */
export function rankPaths(query: string, paths: readonly string[], limit = 50): FuzzyMatch[] {
  const matches: FuzzyMatch[] = []
  for (const path of paths) {
    const match = fuzzyMatch(query, path)
    if (match) matches.push(match)
  }
  return matches.sort((a, b) => b.score - a.score || a.path.localeCompare(b.path)).slice(0, limit)
}
