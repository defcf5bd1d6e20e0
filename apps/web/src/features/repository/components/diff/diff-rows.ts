import type { FileDiff } from '@gitopia-client/chain/storage'
import { parsePatch, toSplitRows, type SplitRow, type UnifiedRow } from '../../model/patch.ts'

export type DiffMode = 'unified' | 'split'

export type DiffRow =
  | { readonly type: 'file'; readonly file: FileDiff }
  | { readonly type: 'note'; readonly text: string }
  /** A large file's diff, not drawn until asked for ("Load diff"). */
  | { readonly type: 'large'; readonly file: FileDiff }
  /** `position` is the row's index in its file's patch, the first hunk header being 0. */
  | {
      readonly type: 'unified'
      readonly row: UnifiedRow
      readonly file: FileDiff
      readonly position: number
    }
  /** Review comments (and the open comment form) below a line. */
  | { readonly type: 'review'; readonly file: FileDiff; readonly position: number }
  | { readonly type: 'split'; readonly row: SplitRow; readonly file: FileDiff }

const parsed = new WeakMap<FileDiff, UnifiedRow[]>()

function rowsOf(file: FileDiff): UnifiedRow[] {
  let rows = parsed.get(file)
  if (!rows) {
    rows = parsePatch(file.patch)
    parsed.set(file, rows)
  }
  return rows
}

/** Lines with review content, by file path and position. */
export type ReviewAnchors = ReadonlyMap<string, ReadonlySet<number>>

/** The parsed rows of a file's patch (cached per file object). */
export function patchRows(file: FileDiff): readonly UnifiedRow[] {
  return rowsOf(file)
}

/** Files with more changed lines than this start collapsed ("Load diff"), as on GitHub. */
export const LARGE_DIFF_LINES = 1_000

/** Whether a file's diff is too large to draw before it is asked for. */
export const isLargeDiff = (file: FileDiff) => file.additions + file.deletions > LARGE_DIFF_LINES

/**
 * How a file shows: `open` (every line), `closed` (its header only, collapsed by the reader) or
 * `large` (its header and a "Load diff" row; its patch is not even parsed).
 */
export type FileDisplay = 'open' | 'closed' | 'large'

/**
 * Every row of every loaded file, in order: what the virtualised list draws. A review row follows
 * each anchored line (in the split view, the pair holding it).
 */
export function buildDiffRows(
  files: readonly FileDiff[],
  mode: DiffMode,
  anchors?: ReviewAnchors,
  displayOf: (file: FileDiff) => FileDisplay = () => 'open',
): DiffRow[] {
  const rows: DiffRow[] = []
  for (const file of files) {
    rows.push({ type: 'file', file })
    const display = displayOf(file)
    if (display === 'large') rows.push({ type: 'large', file })
    if (display !== 'open') continue
    const lines = rowsOf(file)
    if (lines.length === 0) {
      rows.push({ type: 'note', text: noteFor(file) })
    } else if (mode === 'split') {
      const anchored = anchors?.get(file.path)
      for (const row of toSplitRows(lines)) {
        rows.push({ type: 'split', row, file })
        if (row.kind !== 'pair') continue
        // A context line is one position on both sides: its comments follow once.
        const positions = new Set([row.left?.position, row.right?.position])
        for (const position of positions)
          if (position !== undefined && anchored?.has(position))
            rows.push({ type: 'review', file, position })
      }
    } else {
      const anchored = anchors?.get(file.path)
      lines.forEach((row, position) => {
        rows.push({ type: 'unified', row, file, position })
        if (anchored?.has(position)) rows.push({ type: 'review', file, position })
      })
    }
  }
  return rows
}

function noteFor(file: FileDiff): string {
  if (file.changes.includes('BINARY')) return 'Binary file not shown.'
  if (file.changes.includes('RENAME')) return 'File renamed without changes.'
  if (file.changes.includes('EMPTY')) return 'Empty file.'
  return 'No changes to show.'
}
