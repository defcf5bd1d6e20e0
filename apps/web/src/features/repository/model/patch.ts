/** Unified diff text (git's format) parsed into rows for the unified and split views. */

export type DiffLineKind = 'context' | 'add' | 'delete'

export interface DiffLine {
  readonly kind: DiffLineKind
  readonly text: string
  /** Line number before the change (absent for additions). */
  readonly oldNumber: number | null
  /** Line number after the change (absent for deletions). */
  readonly newNumber: number | null
}

export type UnifiedRow = { readonly kind: 'hunk'; readonly text: string } | DiffLine

export interface SplitSide {
  readonly kind: DiffLineKind
  readonly number: number
  readonly text: string
  /** The line's index in the unified rows (where review comments anchor). */
  readonly position: number
}

export type SplitRow =
  | { readonly kind: 'hunk'; readonly text: string }
  | { readonly kind: 'pair'; readonly left: SplitSide | null; readonly right: SplitSide | null }

const HUNK = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@(.*)$/

/** Rows of a patch: hunk headers and lines with their old and new numbers. */
export function parsePatch(patch: string): UnifiedRow[] {
  const rows: UnifiedRow[] = []
  let oldLine = 0
  let newLine = 0
  let inHunk = false
  for (const raw of patch.split('\n')) {
    const hunk = HUNK.exec(raw)
    if (hunk) {
      oldLine = Number(hunk[1])
      newLine = Number(hunk[2])
      inHunk = true
      rows.push({ kind: 'hunk', text: raw })
      continue
    }
    if (!inHunk) continue
    const marker = raw[0]
    const text = raw.slice(1)
    if (marker === '+') {
      rows.push({ kind: 'add', text, oldNumber: null, newNumber: newLine++ })
    } else if (marker === '-') {
      rows.push({ kind: 'delete', text, oldNumber: oldLine++, newNumber: null })
    } else if (marker === ' ') {
      rows.push({ kind: 'context', text, oldNumber: oldLine++, newNumber: newLine++ })
    }
    // `\ No newline at end of file` and the trailing empty string carry no line.
  }
  return rows
}

/** Side-by-side rows: deletions on the left paired with the additions that replace them. */
export function toSplitRows(rows: readonly UnifiedRow[]): SplitRow[] {
  const result: SplitRow[] = []
  let deletions: SplitSide[] = []
  let additions: SplitSide[] = []
  const flush = () => {
    const length = Math.max(deletions.length, additions.length)
    for (let i = 0; i < length; i++) {
      result.push({ kind: 'pair', left: deletions[i] ?? null, right: additions[i] ?? null })
    }
    deletions = []
    additions = []
  }
  rows.forEach((row, position) => {
    if (row.kind === 'delete')
      deletions.push({ kind: 'delete', number: row.oldNumber ?? 0, text: row.text, position })
    else if (row.kind === 'add')
      additions.push({ kind: 'add', number: row.newNumber ?? 0, text: row.text, position })
    else {
      flush()
      if (row.kind === 'hunk') result.push(row)
      else {
        const { text } = row
        result.push({
          kind: 'pair',
          left: { kind: 'context', number: row.oldNumber ?? 0, text, position },
          right: { kind: 'context', number: row.newNumber ?? 0, text, position },
        })
      }
    }
  })
  flush()
  return result
}

const MARKERS = { add: '+', delete: '-', context: ' ' } as const

/**
 * The hunk of a review comment: the hunk header above `position` and its lines up to and
 * including it, as git prints them (what the chain keeps as a comment's `diffHunk`).
 */
export function diffHunkAt(rows: readonly UnifiedRow[], position: number): string {
  let start = Math.min(position, rows.length - 1)
  while (start > 0 && rows[start]?.kind !== 'hunk') start--
  return rows
    .slice(start, position + 1)
    .map(row => (row.kind === 'hunk' ? row.text : `${MARKERS[row.kind]}${row.text}`))
    .join('\n')
}
