import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { paths } from '@/config/paths.ts'
import { useRepository } from '@/features/repository/index.ts'
import { useActiveAccount } from '@/features/wallet/index.ts'
import { ButtonLink } from '@/ui/button.tsx'
import { LoadError } from '@/ui/load-error.tsx'
import { ISSUES_PAGE_SIZE, issueListQuery } from '../api/issues.ts'
import { FilterBar, SearchFilter } from '../components/filter-bar.tsx'
import { IssueRow } from '../components/issue-row.tsx'
import { Pager } from '../components/pager.tsx'
import {
  DEFAULT_FILTERS,
  parseFilters,
  serializeFilters,
  toChainFilters,
  withFilters,
  type IssueListFilters,
} from '../model/list-filters.ts'

/** How many issues match in one state (a one-item page with the total), or null. */
function useStateCount(filters: IssueListFilters, state: 'open' | 'closed', skip: boolean) {
  const api = useApiEndpoint()
  const { repository } = useRepository()
  const chain = toChainFilters(filters, repository.labels, state)
  const query = useQuery({
    ...issueListQuery(api, repository, chain.ok ? chain.filters : {}, 1, 1),
    enabled: chain.ok && !skip,
  })
  return chain.ok ? (query.data?.total ?? null) : 0
}

export function IssuesListRoute() {
  const { owner, name, repository } = useRepository()
  const api = useApiEndpoint()
  const account = useActiveAccount()
  const [params, setParams] = useSearchParams()
  const filters = parseFilters(params)
  const chain = toChainFilters(filters, repository.labels)
  const list = useQuery({
    ...issueListQuery(api, repository, chain.ok ? chain.filters : {}, filters.page),
    enabled: chain.ok,
  })

  // The list's own total counts its state; the other state needs one small request.
  const listTotal = chain.ok ? (list.data?.total ?? null) : 0
  const openCount = useStateCount(filters, 'open', filters.state === 'open')
  const closedCount = useStateCount(filters, 'closed', filters.state === 'closed')
  const counts = {
    open: filters.state === 'open' ? listTotal : openCount,
    closed: filters.state === 'closed' ? listTotal : closedCount,
  }

  const update = (change: Partial<IssueListFilters>) =>
    setParams(serializeFilters(withFilters(filters, change)))
  const hrefFor = (next: IssueListFilters) =>
    paths.repositoryIssues.href(owner, name, serializeFilters(next).toString())
  const pageCount = Math.max(1, Math.ceil((listTotal ?? 0) / ISSUES_PAGE_SIZE))
  const filtered = serializeFilters({ ...filters, state: 'open', page: 1 }).toString() !== ''

  const stateTab = (state: 'open' | 'closed', label: string, count: number | null) => (
    <Link
      to={hrefFor(withFilters(filters, { state }))}
      aria-current={filters.state === state ? 'true' : undefined}
      className={`text-sm ${filters.state === state ? 'font-semibold text-fg' : 'text-fg-muted hover:text-fg'}`}
    >
      {count === null ? label : `${count.toLocaleString('en')} ${label}`}
    </Link>
  )

  return (
    <section aria-labelledby="issues-heading" className="flex flex-col gap-3">
      <title>{`Issues · ${owner}/${repository.name}`}</title>
      <h2 id="issues-heading" className="sr-only">
        Issues
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <div className="min-w-60 flex-1">
          <SearchFilter value={filters.search} onApply={search => update({ search })} />
        </div>
        <ButtonLink to={paths.repositoryLabels.href(owner, name)}>Manage labels</ButtonLink>
        {account && !repository.archived && (
          <ButtonLink variant="primary" to={paths.repositoryNewIssue.href(owner, name)}>
            New issue
          </ButtonLink>
        )}
      </div>
      {filtered && (
        <Link
          to={hrefFor(DEFAULT_FILTERS)}
          className="self-start text-sm text-fg-muted hover:text-accent"
        >
          ✕ Clear filters
        </Link>
      )}
      <div className="rounded-md border border-border">
        <div className="flex flex-wrap items-center gap-4 border-b border-border bg-canvas-subtle px-4 py-2">
          <nav aria-label="Issue state" className="flex gap-4">
            {stateTab('open', 'Open', counts.open)}
            {stateTab('closed', 'Closed', counts.closed)}
          </nav>
          <div className="ml-auto">
            <FilterBar filters={filters} labels={repository.labels} onChange={update} />
          </div>
        </div>
        {!chain.ok ? (
          <p className="px-4 py-8 text-center text-fg-muted">
            No label named {chain.unknownLabels.map(label => `“${label}”`).join(', ')} in this
            repository.
          </p>
        ) : list.isError ? (
          <div className="p-4">
            <LoadError what="the issues" error={list.error} onRetry={() => void list.refetch()} />
          </div>
        ) : !list.data ? (
          <div aria-busy="true" className="h-40 animate-pulse bg-canvas-subtle" />
        ) : list.data.items.length === 0 ? (
          <p className="px-4 py-8 text-center text-fg-muted">
            {filtered || filters.state !== 'open'
              ? 'No issues match these filters.'
              : 'There are no open issues.'}
          </p>
        ) : (
          <ul
            aria-label="Issues"
            aria-busy={list.isPlaceholderData}
            className={`divide-y divide-border ${list.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {list.data.items.map(issue => (
              <IssueRow
                key={issue.id}
                issue={issue}
                owner={owner}
                repo={name}
                labels={repository.labels}
              />
            ))}
          </ul>
        )}
      </div>
      <Pager
        page={filters.page}
        pageCount={pageCount}
        hrefFor={page => hrefFor({ ...filters, page })}
      />
    </section>
  )
}
