/** Selected lines of a file, as in `#L10` or `#L10-L20` (1-based, inclusive). */
export interface LineRange {
  readonly start: number
  readonly end: number
}

export function parseLineHash(hash: string): LineRange | null {
  const match = /^#L(\d+)(?:-L?(\d+))?$/.exec(hash)
  if (!match) return null
  const a = Number(match[1])
  const b = match[2] === undefined ? a : Number(match[2])
  if (a < 1 || b < 1) return null
  return { start: Math.min(a, b), end: Math.max(a, b) }
}

export function lineHash(range: LineRange): string {
  return range.start === range.end ? `#L${range.start}` : `#L${range.start}-L${range.end}`
}

/** Clicking a line selects it; shift-clicking extends the current selection to it. */
export function selectLine(current: LineRange | null, line: number, extend: boolean): LineRange {
  if (!extend || !current) return { start: line, end: line }
  const anchor = current.start
  return { start: Math.min(anchor, line), end: Math.max(anchor, line) }
}
