import type { FileDiff } from '@gitopia-client/chain/storage'
import { parsePatch, toSplitRows, type SplitRow, type UnifiedRow } from '../../model/patch.ts'

export type DiffMode = 'unified' | 'split'

export type DiffRow =
  | { readonly type: 'file'; readonly file: FileDiff }
  | { readonly type: 'note'; readonly text: string }
  | { readonly type: 'unified'; readonly row: UnifiedRow }
  | { readonly type: 'split'; readonly row: SplitRow }

const parsed = new WeakMap<FileDiff, UnifiedRow[]>()

function rowsOf(file: FileDiff): UnifiedRow[] {
  let rows = parsed.get(file)
  if (!rows) {
    rows = parsePatch(file.patch)
    parsed.set(file, rows)
  }
  return rows
}

/** Every row of every loaded file, in order: what the virtualised list draws. */
export function buildDiffRows(files: readonly FileDiff[], mode: DiffMode): DiffRow[] {
  const rows: DiffRow[] = []
  for (const file of files) {
    rows.push({ type: 'file', file })
    const lines = rowsOf(file)
    if (lines.length === 0) {
      rows.push({ type: 'note', text: noteFor(file) })
    } else if (mode === 'split') {
      for (const row of toSplitRows(lines)) rows.push({ type: 'split', row })
    } else {
      for (const row of lines) rows.push({ type: 'unified', row })
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
