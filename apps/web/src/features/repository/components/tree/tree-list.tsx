import type { Commit, TreeEntry } from '@gitopia-client/chain/storage'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import { paths } from '@/config/paths.ts'
import { fileQuery, prefetchFolder } from '../../api/content.ts'
import { useStorageSession } from '../../api/storage-provider.ts'
import { useBrowseTarget } from '../../model/browse-context.ts'
import { shortSha } from '../../model/time.ts'
import { FileIcon, FolderIcon } from '../icons.tsx'
import { TimeAgo } from '../time-ago.tsx'
import { useListRows } from '../window-rows.ts'

const ROW_HEIGHT = 37

/**
 * A folder listing: virtualised (a 10,000-entry folder keeps a few dozen rows in the DOM), the
 * next page loaded as the end comes near, folders and files prefetched on hover, and keyboard
 * navigation: ↑/↓ (or k/j) move, Enter opens, Backspace goes to the parent folder.
 */
export function TreeList({
  count,
  entryAt,
  lastCommitAt,
  onRange,
  parentPath,
}: {
  /** Entries in the folder (rows not loaded yet show as placeholders). */
  count: number
  entryAt: (index: number) => TreeEntry | undefined
  /** The entry's last commit; undefined while it is on its way, null when there is none. */
  lastCommitAt: (index: number, entry: TreeEntry) => Commit | null | undefined
  /** Told which entries are on screen, so their pages load. */
  onRange: (start: number, end: number) => void
  /** The parent folder, or null at the root. */
  parentPath: string | null
}) {
  const { owner, repo, ref, repositoryId } = useBrowseTarget()
  const queryClient = useQueryClient()
  const session = useStorageSession()
  const navigate = useNavigate()
  const [focused, setFocused] = useState(-1)
  const focusPending = useRef(false)

  // Row 0 is the parent folder link, when there is one.
  const offset = parentPath === null ? 0 : 1
  const rowCount = count + offset

  const {
    container: listRef,
    virtualizer,
    scrollMargin,
    items,
  } = useListRows({
    count: rowCount,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  })
  const firstVisible = Math.max(0, (items[0]?.index ?? 0) - offset)
  const lastVisible = Math.max(0, (items[items.length - 1]?.index ?? 0) - offset)

  useEffect(() => {
    onRange(firstVisible, lastVisible)
  }, [firstVisible, lastVisible, onRange])

  useEffect(() => {
    if (!focusPending.current || focused < 0) return
    focusPending.current = false
    listRef.current?.querySelector<HTMLElement>(`[data-row="${focused}"] a`)?.focus()
  })

  const hrefOf = (entry: TreeEntry) =>
    entry.type === 'tree'
      ? paths.repositoryTree.href(owner, repo, ref.name, entry.path)
      : paths.repositoryBlob.href(owner, repo, ref.name, entry.path)

  const prefetch = (entry: TreeEntry) => {
    if (entry.type === 'tree') {
      prefetchFolder(queryClient, session, repositoryId, ref.sha, entry.path)
    } else {
      void queryClient.prefetchQuery(fileQuery(session, repositoryId, ref.sha, entry.path))
    }
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return
    const move = { ArrowDown: 1, j: 1, ArrowUp: -1, k: -1 }[event.key]
    if (move !== undefined) {
      event.preventDefault()
      const next = Math.max(0, Math.min(rowCount - 1, (focused < 0 ? -1 : focused) + move))
      setFocused(next)
      focusPending.current = true
      virtualizer.scrollToIndex(next, { align: 'auto' })
    } else if (event.key === 'Backspace' && parentPath !== null) {
      event.preventDefault()
      void navigate(paths.repositoryTree.href(owner, repo, ref.name, parentPath))
    }
  }

  return (
    <div
      ref={listRef}
      role="grid"
      aria-label="Files"
      aria-rowcount={rowCount}
      onKeyDown={onKeyDown}
      className="relative overflow-hidden rounded-md border border-border"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {items.map(item => {
        const entry = item.index < offset ? undefined : entryAt(item.index - offset)
        const row =
          item.index < offset
            ? { kind: 'parent' as const, path: parentPath ?? '' }
            : entry
              ? { kind: 'entry' as const, entry, last: lastCommitAt(item.index - offset, entry) }
              : { kind: 'loading' as const }
        const top = item.start - scrollMargin
        return (
          <div
            key={item.key}
            role="row"
            data-row={item.index}
            aria-rowindex={item.index + 1}
            className="absolute inset-x-0 flex items-center gap-3 border-b border-border px-3 text-sm last:border-b-0 hover:bg-canvas-subtle"
            style={{ height: ROW_HEIGHT, transform: `translateY(${top}px)` }}
          >
            {row.kind === 'parent' ? (
              <span role="gridcell" className="flex-1">
                <Link
                  to={paths.repositoryTree.href(owner, repo, ref.name, row.path)}
                  onFocus={() => setFocused(item.index)}
                  className="font-mono hover:underline"
                  aria-label="Parent folder"
                >
                  ..
                </Link>
              </span>
            ) : row.kind === 'loading' ? (
              <span role="gridcell" className="h-3 w-48 animate-pulse rounded bg-canvas-subtle" />
            ) : (
              <>
                <span role="gridcell" className="flex min-w-0 flex-1 items-center gap-2">
                  {row.entry.type === 'tree' ? <FolderIcon /> : <FileIcon />}
                  <Link
                    to={hrefOf(row.entry)}
                    onMouseEnter={() => prefetch(row.entry)}
                    onFocus={() => {
                      setFocused(item.index)
                      prefetch(row.entry)
                    }}
                    className="truncate hover:text-accent hover:underline"
                  >
                    {row.entry.name}
                  </Link>
                </span>
                {/* Both columns keep their width while the last commit is on its way: it fills
                    in without moving anything, over a still bar rather than a spinner a row. */}
                <span
                  role="gridcell"
                  className="hidden min-w-0 flex-1 truncate text-fg-muted md:block"
                >
                  {row.last === undefined ? (
                    <span
                      aria-hidden
                      className="inline-block h-3 w-48 max-w-full rounded bg-canvas-subtle align-middle"
                    />
                  ) : (
                    row.last && (
                      <Link
                        to={paths.repositoryCommit.href(owner, repo, row.last.sha)}
                        className="hover:text-accent hover:underline"
                        title={shortSha(row.last.sha)}
                        tabIndex={-1}
                      >
                        {row.last.title}
                      </Link>
                    )
                  )}
                </span>
                <span role="gridcell" className="w-28 shrink-0 text-right text-fg-muted">
                  {row.last === undefined ? (
                    <span
                      aria-hidden
                      className="inline-block h-3 w-16 rounded bg-canvas-subtle align-middle"
                    />
                  ) : (
                    row.last && <TimeAgo date={row.last.committedAt} />
                  )}
                </span>
              </>
            )}
          </div>
        )
      })}
    </div>
  )
}
