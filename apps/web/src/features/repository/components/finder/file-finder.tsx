import { useQuery } from '@tanstack/react-query'
import { useMemo, useState, type KeyboardEvent } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths.ts'
import { Dialog } from '@/ui/dialog.tsx'
import { fileIndexQuery } from '../../api/file-index.ts'
import { useStorageSession } from '../../api/storage-provider.ts'
import { useBrowseTarget } from '../../model/browse-context.ts'
import { rankPaths, type FuzzyMatch } from '../../model/fuzzy.ts'
import { describeContentError } from '../content-error.tsx'

/** "Go to file": type part of a path, pick with ↑/↓ and Enter. */
export function FileFinder({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} title="Go to file" onClose={onClose}>
      {open && <FinderBody onClose={onClose} />}
    </Dialog>
  )
}

function FinderBody({ onClose }: { onClose: () => void }) {
  const { owner, repo, ref, repositoryId } = useBrowseTarget()
  const session = useStorageSession()
  const navigate = useNavigate()
  const index = useQuery(fileIndexQuery(session, repositoryId, ref.sha))
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const matches = useMemo(
    () => (index.data ? rankPaths(query, index.data.paths, 50) : []),
    [index.data, query],
  )

  const open = (match: FuzzyMatch | undefined) => {
    if (!match) return
    onClose()
    void navigate(paths.repositoryBlob.href(owner, repo, ref.name, match.path))
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive(current => Math.max(0, Math.min(matches.length - 1, current + step)))
    } else if (event.key === 'Enter') {
      event.preventDefault()
      open(matches[active])
    }
  }

  return (
    <div className="flex flex-col gap-3" onKeyDown={onKeyDown}>
      <input
        autoFocus
        type="search"
        role="combobox"
        aria-expanded="true"
        aria-controls="finder-results"
        aria-activedescendant={matches[active] ? `finder-${active}` : undefined}
        aria-label="Find a file"
        placeholder="Find a file…"
        value={query}
        onChange={event => {
          setQuery(event.target.value)
          setActive(0)
        }}
        className="rounded-md border border-border bg-canvas px-3 py-2 font-mono text-sm"
      />
      {index.isError ? (
        <p role="alert">{describeContentError(index.error)}</p>
      ) : index.isPending ? (
        <p className="text-sm text-fg-muted" aria-busy="true">
          Listing files…
        </p>
      ) : (
        <>
          <ul
            id="finder-results"
            role="listbox"
            aria-label="Files"
            className="max-h-80 overflow-y-auto"
          >
            {matches.map((match, i) => (
              <li
                key={match.path}
                id={`finder-${i}`}
                role="option"
                aria-selected={i === active}
                onMouseEnter={() => setActive(i)}
                onClick={() => open(match)}
                className={`cursor-pointer truncate rounded px-2 py-1 font-mono text-sm ${i === active ? 'bg-canvas-subtle' : ''}`}
              >
                <Highlighted match={match} />
              </li>
            ))}
            {matches.length === 0 && (
              <li className="px-2 py-1 text-sm text-fg-muted">No matching files</li>
            )}
          </ul>
          {!index.data.complete && (
            <p className="text-xs text-fg-muted">
              Only the first {index.data.paths.length.toLocaleString('en')} files are searched.
            </p>
          )}
        </>
      )}
    </div>
  )
}

function Highlighted({ match }: { match: FuzzyMatch }) {
  const marked = new Set(match.positions)
  return (
    <>
      {[...match.path].map((char, i) =>
        marked.has(i) ? (
          <mark key={i} className="bg-transparent font-bold text-accent">
            {char}
          </mark>
        ) : (
          char
        ),
      )}
    </>
  )
}
