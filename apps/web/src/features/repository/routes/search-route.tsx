import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { paths } from '@/config/paths.ts'
import { Button } from '@/ui/button.tsx'
import { inputClass } from '@/ui/field.tsx'
import { useCodeSearch } from '../api/code-search.ts'
import { resolvedRefQuery } from '../api/refs.ts'
import { ContentError } from '../components/content-error.tsx'
import { RefSwitcher } from '../components/refs/ref-switcher.tsx'
import { SearchProgressNote, SearchResults } from '../components/search/search-results.tsx'
import { BrowseContext } from '../model/browse-context.ts'
import { compileQuery, type CodeSearchQuery } from '../model/code-search.ts'
import { useRepository } from '../model/repository-context.ts'
import type { ResolvedRef } from '../model/resolve-ref.ts'

/** The search as the URL states it: `q`, `ref`, and the flags `regex=1`, `case=1`. */
function useSearchState() {
  const [params] = useSearchParams()
  const query: CodeSearchQuery = {
    text: params.get('q') ?? '',
    regex: params.get('regex') === '1',
    matchCase: params.get('case') === '1',
  }
  return { query, refName: params.get('ref') }
}

function searchHref(owner: string, repo: string, query: CodeSearchQuery, refName: string | null) {
  const params = new URLSearchParams({ q: query.text })
  if (refName) params.set('ref', refName)
  if (query.regex) params.set('regex', '1')
  if (query.matchCase) params.set('case', '1')
  return `${paths.repositorySearch.href(owner, repo)}?${params.toString()}`
}

/** `/{owner}/{repo}/search?q=…`: the file contents at a ref, searched in a worker. */
export function SearchRoute() {
  const { owner, repository } = useRepository()
  const { query, refName } = useSearchState()
  const api = useApiEndpoint()
  const queryClient = useQueryClient()
  const splat = refName ?? repository.defaultBranch
  const resolved = useQuery({
    ...resolvedRefQuery(queryClient, api, owner, repository.name, splat, repository.defaultBranch),
    enabled: splat !== '',
  })
  const title = (
    <title>{`Search${query.text ? ` “${query.text}”` : ''} · ${owner}/${repository.name}`}</title>
  )

  let body
  if (splat === '') body = <p>This repository is empty: there is no code to search yet.</p>
  else if (resolved.isError)
    body = <ContentError error={resolved.error} retry={() => void resolved.refetch()} />
  else if (resolved.data === null)
    body = <p role="alert">{`There is no branch, tag or commit named “${splat}” here.`}</p>
  else if (!resolved.data)
    body = <div aria-busy="true" className="h-40 animate-pulse rounded-md bg-canvas-subtle" />
  else
    body = (
      <BrowseContext
        value={{ owner, repo: repository.name, repositoryId: repository.id, ref: resolved.data }}
      >
        <CodeSearch
          owner={owner}
          repo={repository.name}
          repositoryId={repository.id}
          target={resolved.data}
          refName={refName}
          query={query}
        />
      </BrowseContext>
    )
  return (
    <section className="flex min-w-0 flex-col gap-4" aria-label="Code search">
      {title}
      <h1 className="text-xl font-semibold">Search code</h1>
      {body}
    </section>
  )
}

function CodeSearch({
  owner,
  repo,
  repositoryId,
  target,
  refName,
  query,
}: {
  owner: string
  repo: string
  repositoryId: string
  target: ResolvedRef
  refName: string | null
  query: CodeSearchQuery
}) {
  const navigate = useNavigate()
  const compiled = query.text === '' ? null : compileQuery(query)
  const { search, progress } = useCodeSearch(repositoryId, target.sha, compiled?.ok ? query : null)
  const submit = (next: CodeSearchQuery) => void navigate(searchHref(owner, repo, next, refName))

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <SearchForm
        // A new URL starts a new draft.
        key={searchHref(owner, repo, query, refName)}
        query={query}
        onSubmit={submit}
        refSwitcher={<RefSwitcher hrefFor={name => searchHref(owner, repo, query, name)} />}
      />
      {query.text === '' ? (
        <p className="text-sm text-fg-muted">
          Type text to find in the files at this ref. Files are read from the storage provider and
          checked against the repository’s git ids before they are searched.
        </p>
      ) : compiled && !compiled.ok ? null : search.isError ? (
        <ContentError error={search.error} retry={() => void search.refetch()} />
      ) : !search.data ? (
        <SearchProgressNote progress={progress} />
      ) : (
        <SearchResults result={search.data} owner={owner} repo={repo} refName={target.name} />
      )}
    </div>
  )
}

/** The search's on/off options, by field and label. */
const SEARCH_OPTIONS = [
  ['regex', 'Regular expression'],
  ['matchCase', 'Match case'],
] as const

/** The query box and its options; an invalid expression is said inline and not searched. */
function SearchForm({
  query,
  onSubmit,
  refSwitcher,
}: {
  query: CodeSearchQuery
  onSubmit: (query: CodeSearchQuery) => void
  refSwitcher: ReactNode
}) {
  const [draft, setDraft] = useState(query)
  const checked = draft.text === '' ? null : compileQuery(draft)
  const invalid = checked && !checked.ok ? checked.error : null
  // An option applies at once to a search already shown.
  const toggle = (change: Partial<CodeSearchQuery>) => {
    const next = { ...draft, ...change }
    setDraft(next)
    const compiled = next.text === '' ? null : compileQuery(next)
    if (compiled?.ok) onSubmit(next)
  }
  return (
    <form
      role="search"
      className="flex flex-col gap-3"
      onSubmit={event => {
        event.preventDefault()
        if (!invalid && draft.text !== '') onSubmit(draft)
      }}
    >
      <div className="flex flex-wrap items-center gap-2">
        {refSwitcher}
        <input
          type="search"
          name="q"
          value={draft.text}
          onChange={event => setDraft({ ...draft, text: event.target.value })}
          aria-label="Search for"
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? 'code-search-error' : undefined}
          placeholder={draft.regex ? 'A regular expression, e.g. greet\\(' : 'Text to find'}
          className={`${inputClass} min-w-0 flex-1 font-mono text-sm`}
        />
        <Button type="submit" variant="primary" disabled={invalid !== null}>
          Search
        </Button>
      </div>
      <div className="flex flex-wrap gap-4 text-sm">
        {SEARCH_OPTIONS.map(([option, label]) => (
          <label key={option} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={draft[option]}
              onChange={event => toggle({ [option]: event.target.checked })}
            />
            {label}
          </label>
        ))}
      </div>
      {invalid && (
        <p id="code-search-error" role="alert" className="text-sm text-danger">
          {invalid}
        </p>
      )}
    </form>
  )
}
