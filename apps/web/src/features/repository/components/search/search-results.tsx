import { Link } from 'react-router'
import { paths } from '@/config/paths.ts'
import { CODE_SEARCH_LIMITS, type LineHit } from '../../model/code-search.ts'
import type { SearchProgress, SearchResult } from '../../worker/protocol.ts'

const count = new Intl.NumberFormat('en')
const plural = (n: number, one: string, many = `${one}s`) =>
  `${count.format(n)} ${n === 1 ? one : many}`
const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`

/** How far the worker got: listing the ref's files, then reading them. */
export function SearchProgressNote({ progress }: { progress: SearchProgress | null }) {
  const reading = progress?.phase === 'reading' ? progress : null
  return (
    <div aria-busy="true" role="status" className="flex flex-col gap-2 text-sm text-fg-muted">
      <span>
        {reading
          ? `Reading and checking files: ${count.format(reading.read)} of ${count.format(reading.total)}…`
          : 'Listing the files at this ref…'}
      </span>
      <progress
        className="w-full max-w-md"
        max={reading?.total || undefined}
        value={reading?.read}
        aria-label="Search progress"
      />
    </div>
  )
}

/** What was searched and what was not (the stated limits). */
function Coverage({ result }: { result: SearchResult }) {
  const parts = [
    `Searched ${plural(result.searchedFiles, 'file')} (${megabytes(result.searchedBytes)} of text)`,
  ]
  if (result.skippedBinary > 0) parts.push(`skipped ${plural(result.skippedBinary, 'binary file')}`)
  if (result.notSearched === null)
    parts.push(
      `stopped at the limit of ${count.format(CODE_SEARCH_LIMITS.files)} files or ${megabytes(CODE_SEARCH_LIMITS.bytes)}; the files past it were not counted`,
    )
  else if (result.notSearched > 0)
    parts.push(
      `${plural(result.notSearched, 'file was', 'files were')} not searched (the limit is ${count.format(CODE_SEARCH_LIMITS.files)} files or ${megabytes(CODE_SEARCH_LIMITS.bytes)}, in path order)`,
    )
  return <p className="text-sm text-fg-muted">{`${parts.join('; ')}.`}</p>
}

function HitLine({ hit }: { hit: LineHit }) {
  const pieces: { text: string; match: boolean }[] = []
  let at = 0
  for (const [start, end] of hit.ranges) {
    if (start > at) pieces.push({ text: hit.text.slice(at, start), match: false })
    pieces.push({ text: hit.text.slice(start, end), match: true })
    at = end
  }
  if (at < hit.text.length) pieces.push({ text: hit.text.slice(at), match: false })
  return (
    <code className="whitespace-pre">
      {pieces.map((piece, index) =>
        piece.match ? (
          <mark key={index} className="rounded-sm bg-attention/25 text-fg">
            {piece.text}
          </mark>
        ) : (
          <span key={index}>{piece.text}</span>
        ),
      )}
    </code>
  )
}

/** Matches grouped by file; each line number links to that line in the file view. */
export function SearchResults({
  result,
  owner,
  repo,
  refName,
}: {
  result: SearchResult
  owner: string
  repo: string
  refName: string
}) {
  const lines = result.results.reduce((sum, file) => sum + file.hits.length, 0)
  return (
    <section aria-label="Search results" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 className="font-semibold">
          {lines === 0
            ? 'No matches'
            : `${plural(lines, 'matching line')} in ${plural(result.results.length, 'file')}`}
        </h2>
        {result.truncated && (
          <p className="text-sm">
            {`Showing the first ${count.format(CODE_SEARCH_LIMITS.hits)} matching lines; ${plural(result.matchingFiles, 'file matches', 'files match')} in all. Narrow the search to see the rest.`}
          </p>
        )}
        <Coverage result={result} />
      </div>
      {result.results.map(file => {
        const href = paths.repositoryBlob.href(owner, repo, refName, file.path)
        return (
          <article
            key={file.path}
            className="min-w-0 rounded-md border border-border"
            data-testid="search-file"
          >
            <h3 className="border-b border-border bg-canvas-subtle px-3 py-2 font-mono text-sm wrap-anywhere">
              <Link to={href} className="text-accent hover:underline">
                {file.path}
              </Link>
            </h3>
            <ol className="overflow-x-auto py-1 font-mono text-xs">
              {file.hits.map(hit => (
                <li key={hit.line} className="flex w-max min-w-full gap-3 px-3 py-0.5">
                  <Link
                    // The file view's one-line anchor (model/line-range.ts), written here so that module
                    // stays in the file view's chunk instead of becoming one of its own.
                    to={`${href}#L${hit.line}`}
                    className="w-10 shrink-0 text-right text-fg-muted hover:text-accent hover:underline"
                    aria-label={`${file.path} line ${hit.line}`}
                  >
                    {hit.line}
                  </Link>
                  <HitLine hit={hit} />
                </li>
              ))}
            </ol>
          </article>
        )
      })}
    </section>
  )
}
