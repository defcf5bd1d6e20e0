import type { FileDiff } from '@gitopia-client/chain/storage'
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths.ts'
import type { DiffLine, SplitSide } from '../../model/patch.ts'
import {
  buildDiffRows,
  isLargeDiff,
  patchRows,
  type DiffMode,
  type DiffRow,
  type FileDisplay,
  type ReviewAnchors,
} from './diff-rows.ts'
import { DiffFileList } from './diff-file-list.tsx'
import { useListRows } from '../window-rows.ts'

const ESTIMATES: Record<DiffRow['type'], number> = {
  file: 44,
  note: 40,
  large: 72,
  unified: 20,
  split: 20,
  review: 120,
}

/** Review comments on lines (pull requests), in the unified and split views. */
export interface DiffReview {
  /** Lines that have comments or an open form below them. */
  readonly anchors: ReviewAnchors
  /** What goes below an anchored line. */
  readonly render: (file: FileDiff, position: number) => ReactNode
  /** Asks to comment on a line; `position` counts rows of the file's patch from its first hunk. */
  readonly onComment: (file: FileDiff, position: number, line: DiffLine) => void
}

/** A diff's files as its infinite query holds them: a page of files at a time. */
export interface DiffPages {
  readonly data: { readonly pages: readonly { readonly items: readonly FileDiff[] }[] } | undefined
  readonly hasNextPage: boolean
  readonly isFetchingNextPage: boolean
  readonly fetchNextPage: () => Promise<unknown>
}

/**
 * The files of a diff as one virtualised list (a 10,000-line diff keeps a screenful of rows in
 * the DOM). More pages load as the end comes near. Long lines wrap; rows are measured.
 */
export function DiffView({
  pages,
  mode,
  owner,
  repo,
  commitSha,
  review,
}: {
  pages: DiffPages
  mode: DiffMode
  owner: string
  repo: string
  commitSha: string
  review?: DiffReview | undefined
}) {
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = pages
  const files = useMemo(() => data?.pages.flatMap(page => page.items) ?? [], [data])
  const anchors = review?.anchors
  // What the reader chose per file path; a file not chosen shows open unless it is large.
  const [chosen, setChosen] = useState<ReadonlyMap<string, 'open' | 'closed'>>(new Map())
  const displayOf = useCallback(
    (file: FileDiff): FileDisplay =>
      chosen.get(file.path) ?? (isLargeDiff(file) ? 'large' : 'open'),
    [chosen],
  )
  const choose = useCallback(
    (file: FileDiff, display: 'open' | 'closed') =>
      setChosen(current => new Map(current).set(file.path, display)),
    [],
  )
  const rows = useMemo(
    () => buildDiffRows(files, mode, anchors, displayOf),
    [files, mode, anchors, displayOf],
  )
  const { container, virtualizer, items, before, after } = useListRows({
    count: rows.length,
    estimateSize: index => ESTIMATES[rows[index]?.type ?? 'unified'],
    overscan: 30,
  })
  const lastIndex = items[items.length - 1]?.index ?? 0
  const nearEnd = lastIndex >= rows.length - 60
  useEffect(() => {
    if (nearEnd && hasNextPage && !isFetchingNextPage) void fetchNextPage()
  }, [nearEnd, hasNextPage, isFetchingNextPage, fetchNextPage])

  const jumpTo = (file: FileDiff) => {
    const index = rows.findIndex(row => row.type === 'file' && row.file === file)
    if (index >= 0) virtualizer.scrollToIndex(index, { align: 'start' })
  }

  return (
    <>
      <DiffFileList files={files} more={hasNextPage} onJump={jumpTo} />
      <div
        ref={container}
        className="font-mono text-xs"
        data-testid="diff-view"
        data-rows={rows.length}
        data-mode={mode}
      >
        <div style={{ paddingTop: before, paddingBottom: after }}>
          {items.map(item => {
            const row = rows[item.index]
            if (!row) return null
            return (
              <div key={item.key} data-index={item.index} ref={virtualizer.measureElement}>
                <Row
                  row={row}
                  owner={owner}
                  repo={repo}
                  commitSha={commitSha}
                  review={review}
                  display={
                    row.type === 'file' || row.type === 'large' ? displayOf(row.file) : 'open'
                  }
                  onChoose={choose}
                />
              </div>
            )
          })}
        </div>
        {isFetchingNextPage && (
          <p className="py-2 font-sans text-sm text-fg-muted">Loading more files…</p>
        )}
      </div>
    </>
  )
}

const lineColors = {
  add: 'bg-green-100/70 dark:bg-green-900/30',
  delete: 'bg-red-100/70 dark:bg-red-900/30',
  context: '',
}
const markers = { add: '+', delete: '-', context: ' ' }

function Row({
  row,
  owner,
  repo,
  commitSha,
  review,
  display,
  onChoose,
}: {
  row: DiffRow
  owner: string
  repo: string
  commitSha: string
  review: DiffReview | undefined
  /** How the row's file shows (file and large rows). */
  display: FileDisplay
  onChoose: (file: FileDiff, display: 'open' | 'closed') => void
}) {
  switch (row.type) {
    case 'large': {
      const lines = row.file.additions + row.file.deletions
      return (
        <div className="flex flex-wrap items-center gap-3 border-x border-border px-3 py-3 font-sans text-sm text-fg-muted">
          <span>Large diff not shown: {lines.toLocaleString('en-US')} lines changed.</span>
          <button
            type="button"
            className="font-semibold text-accent hover:underline"
            aria-label={`Load diff of ${row.file.path}`}
            onClick={() => onChoose(row.file, 'open')}
          >
            Load diff
          </button>
        </div>
      )
    }
    case 'review':
      return <div className="border-x border-border">{review?.render(row.file, row.position)}</div>
    case 'file': {
      const { file } = row
      const deleted = file.changes.includes('DELETE')
      return (
        <div
          role="heading"
          aria-level={3}
          className="mt-4 flex items-center gap-3 rounded-t-md border border-border bg-canvas-subtle px-3 py-2 font-sans text-sm"
          data-file={file.path}
        >
          <button
            type="button"
            aria-expanded={display === 'open'}
            aria-label={`${display === 'open' ? 'Collapse' : 'Expand'} ${file.path}`}
            onClick={() => onChoose(file, display === 'open' ? 'closed' : 'open')}
            className="-my-1 shrink-0 rounded px-1 text-fg-muted hover:bg-canvas hover:text-fg"
          >
            {display === 'open' ? '▾' : '▸'}
          </button>
          <span className="shrink-0">
            <span className="text-green-700 dark:text-green-400">+{file.additions}</span>{' '}
            <span className="text-red-700 dark:text-red-400">−{file.deletions}</span>
          </span>
          {deleted ? (
            <span className="truncate font-mono">{file.path}</span>
          ) : (
            <Link
              className="truncate font-mono hover:text-accent hover:underline"
              to={paths.repositoryBlob.href(owner, repo, commitSha, file.path)}
            >
              {file.previousPath !== file.path ? `${file.previousPath} → ${file.path}` : file.path}
            </Link>
          )}
          <span className="ml-auto flex gap-1">
            {file.changes
              .filter(change => change !== 'MODIFY')
              .map(change => (
                <span
                  key={change}
                  className="rounded border border-border px-1 text-xs text-fg-muted"
                >
                  {change.toLowerCase()}
                </span>
              ))}
          </span>
        </div>
      )
    }
    case 'note':
      return <p className="border-x border-border px-3 py-3 font-sans text-fg-muted">{row.text}</p>
    case 'unified': {
      const line = row.row
      if (line.kind === 'hunk') return <HunkHeader text={line.text} />
      const number = line.newNumber ?? line.oldNumber
      return (
        <div
          className={`group flex border-x border-border ${lineColors[line.kind]}`}
          data-kind={line.kind}
        >
          {review && (
            <button
              type="button"
              aria-label={`Comment on line ${number} of ${row.file.path}`}
              onClick={() => review.onComment(row.file, row.position, line)}
              className="w-5 shrink-0 text-accent opacity-0 group-hover:opacity-100 focus:opacity-100"
            >
              +
            </button>
          )}
          <span className="w-12 shrink-0 pr-2 text-right text-fg-muted select-none">
            {line.oldNumber ?? ''}
          </span>
          <span className="w-12 shrink-0 pr-2 text-right text-fg-muted select-none">
            {line.newNumber ?? ''}
          </span>
          <span className="w-4 shrink-0 select-none">{markers[line.kind]}</span>
          <span className="min-w-0 flex-1 break-all whitespace-pre-wrap">{line.text}</span>
        </div>
      )
    }
    case 'split': {
      const line = row.row
      if (line.kind === 'hunk') return <HunkHeader text={line.text} />
      const comment = (side: SplitSide) => {
        const unified = patchRows(row.file)[side.position]
        if (review && unified && unified.kind !== 'hunk')
          review.onComment(row.file, side.position, unified)
      }
      const commentable = review ? comment : undefined
      return (
        <div className="grid grid-cols-2 border-x border-border">
          {/* A context line is commented on from its new side only, as in the unified view. */}
          <Side
            side={line.left}
            path={row.file.path}
            onComment={line.left?.kind === 'context' ? undefined : commentable}
          />
          <Side side={line.right} path={row.file.path} onComment={commentable} />
        </div>
      )
    }
  }
}

function HunkHeader({ text }: { text: string }) {
  return <div className="border-x border-border bg-accent/10 px-3 py-1 text-fg-muted">{text}</div>
}

function Side({
  side,
  path,
  onComment,
}: {
  side: SplitSide | null
  path: string
  onComment: ((side: SplitSide) => void) | undefined
}) {
  if (!side) return <div className="bg-canvas-subtle" />
  return (
    <div className={`group flex min-w-0 ${lineColors[side.kind]}`} data-kind={side.kind}>
      {onComment && (
        <button
          type="button"
          aria-label={`Comment on line ${side.number} of ${path}`}
          onClick={() => onComment(side)}
          className="w-5 shrink-0 text-accent opacity-0 group-hover:opacity-100 focus:opacity-100"
        >
          +
        </button>
      )}
      <span className="w-12 shrink-0 pr-2 text-right text-fg-muted select-none">{side.number}</span>
      <span className="w-4 shrink-0 select-none">{markers[side.kind]}</span>
      <span className="min-w-0 flex-1 break-all whitespace-pre-wrap">{side.text}</span>
    </div>
  )
}
