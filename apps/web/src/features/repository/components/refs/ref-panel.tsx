import type { GitRef } from '@gitopia-client/chain/gitopia'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { Link } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { refListQuery } from '../../api/refs.ts'
import { useBrowseTarget } from '../../model/browse-context.ts'

/** The switcher's open panel: a filter box, Branches / Tags tabs and the names. */
export function RefPanel({
  onClose,
  hrefFor,
  current,
}: {
  onClose: () => void
  hrefFor: (refName: string) => string
  current: string | null
}) {
  const { owner, repo, ref } = useBrowseTarget()
  const api = useApiEndpoint()
  const [kind, setKind] = useState<'branch' | 'tag'>(ref.kind === 'tag' ? 'tag' : 'branch')
  const [filter, setFilter] = useState('')
  const list = useInfiniteQuery(refListQuery(api, owner, repo, kind))
  const names = useMemo(() => list.data?.pages.flatMap(page => page.items) ?? [], [list.data])
  const needle = filter.trim().toLowerCase()
  const shown: GitRef[] = needle ? names.filter(r => r.name.toLowerCase().includes(needle)) : names
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list

  useEffect(() => {
    // Filtering searches every name, so keep loading while one is typed.
    if (needle && hasNextPage && !isFetchingNextPage) void fetchNextPage()
  }, [needle, hasNextPage, isFetchingNextPage, fetchNextPage])

  return (
    <div
      role="dialog"
      aria-label="Switch branches or tags"
      onKeyDown={event => {
        if (event.key === 'Escape') onClose()
      }}
      className="absolute z-20 mt-1 w-80 rounded-md border border-border bg-canvas shadow-lg"
    >
      <div className="flex flex-col gap-2 border-b border-border p-2">
        <input
          autoFocus
          type="search"
          value={filter}
          onChange={event => setFilter(event.target.value)}
          placeholder={kind === 'branch' ? 'Find a branch…' : 'Find a tag…'}
          aria-label={kind === 'branch' ? 'Find a branch' : 'Find a tag'}
          className="rounded-md border border-border bg-canvas px-2 py-1 text-sm"
        />
        <div role="tablist" className="flex gap-1 text-sm">
          {(['branch', 'tag'] as const).map(k => (
            <button
              key={k}
              type="button"
              role="tab"
              aria-selected={kind === k}
              onClick={() => setKind(k)}
              className={`rounded px-2 py-1 ${kind === k ? 'bg-canvas-subtle font-semibold' : 'text-fg-muted'}`}
            >
              {k === 'branch' ? 'Branches' : 'Tags'}
            </button>
          ))}
        </div>
      </div>
      <ul
        aria-label={kind === 'branch' ? 'Branches' : 'Tags'}
        className="max-h-72 overflow-y-auto py-1 text-sm"
      >
        {shown.map(r => (
          <li key={r.name}>
            <Link
              to={hrefFor(r.name)}
              onClick={onClose}
              aria-current={r.name === current && ref.kind === kind ? 'true' : undefined}
              className="flex items-center gap-2 px-3 py-1.5 hover:bg-canvas-subtle"
            >
              <span className="w-4" aria-hidden="true">
                {r.name === current && ref.kind === kind ? '✓' : ''}
              </span>
              <span className="truncate">{r.name}</span>
            </Link>
          </li>
        ))}
        {list.isPending && <li className="px-3 py-1.5 text-fg-muted">Loading…</li>}
        {list.isError && <li className="px-3 py-1.5 text-danger">{list.error.message}</li>}
        {!list.isPending && shown.length === 0 && !hasNextPage && (
          <li className="px-3 py-1.5 text-fg-muted">Nothing to show</li>
        )}
        {hasNextPage && !needle && (
          <li>
            <button
              type="button"
              onClick={() => void fetchNextPage()}
              disabled={isFetchingNextPage}
              className="w-full px-3 py-1.5 text-left text-accent hover:underline"
            >
              {isFetchingNextPage ? 'Loading…' : 'Load more'}
            </button>
          </li>
        )}
      </ul>
    </div>
  )
}
