import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { paths } from '@/config/paths.ts'
import {
  DEFAULT_FILTERS,
  FilterBar,
  ListRow,
  Pager,
  parseFilters,
  SearchFilter,
  serializeFilters,
  toChainFilters,
  withFilters,
  type IssueListFilters,
} from '@/features/issues/index.ts'
import { useRepository } from '@/features/repository/index.ts'
import { useActiveAccount } from '@/features/wallet/index.ts'
import { ButtonLink } from '@/ui/button.tsx'
import { LoadError } from '@/ui/load-error.tsx'
import { PULLS_PAGE_SIZE, pullListQuery } from '../api/pull-list.ts'
import { PullStateIcon } from '../components/pull-state-icon.tsx'

const STATES = [
  { state: 'open', label: 'Open' },
  { state: 'merged', label: 'Merged' },
  { state: 'closed', label: 'Closed' },
] as const
type ListState = (typeof STATES)[number]['state']
const VERB = { OPEN: 'opened', MERGED: 'merged', CLOSED: 'closed' } as const

/** How many pull requests match in one state (a one-item page with the total), or null. */
function useStateCount(filters: IssueListFilters, state: ListState, skip: boolean) {
  const api = useApiEndpoint()
  const { repository } = useRepository()
  const chain = toChainFilters(filters, repository.labels, state)
  const query = useQuery({
    ...pullListQuery(api, repository, chain.ok ? chain.filters : {}, 1, 1),
    enabled: chain.ok && !skip,
  })
  return chain.ok ? (query.data?.total ?? null) : 0
}

/** `/{owner}/{repo}/pulls`: as the issue list, with a merged state beside open and closed. */
export function PullsListRoute() {
  const { owner, name, repository } = useRepository()
  const api = useApiEndpoint()
  const account = useActiveAccount()
  const [params, setParams] = useSearchParams()
  const filters = parseFilters(params, 'pull')
  const chain = toChainFilters(filters, repository.labels)
  const list = useQuery({
    ...pullListQuery(api, repository, chain.ok ? chain.filters : {}, filters.page),
    enabled: chain.ok,
  })

  // The list's own total counts its state; each other state needs one small request.
  const listTotal = chain.ok ? (list.data?.total ?? null) : 0
  const counts = {
    open: useStateCount(filters, 'open', filters.state === 'open'),
    merged: useStateCount(filters, 'merged', filters.state === 'merged'),
    closed: useStateCount(filters, 'closed', filters.state === 'closed'),
  }
  const countOf = (state: ListState) => (filters.state === state ? listTotal : counts[state])

  const update = (change: Partial<IssueListFilters>) =>
    setParams(serializeFilters(withFilters(filters, change)))
  const hrefFor = (next: IssueListFilters) =>
    paths.repositoryPullList.href(owner, name, serializeFilters(next).toString())
  const pageCount = Math.max(1, Math.ceil((listTotal ?? 0) / PULLS_PAGE_SIZE))
  const filtered = serializeFilters({ ...filters, state: 'open', page: 1 }).toString() !== ''

  return (
    <section aria-labelledby="pulls-heading" className="flex flex-col gap-3">
      <title>{`Pull requests · ${owner}/${repository.name}`}</title>
      <h2 id="pulls-heading" className="sr-only">
        Pull requests
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <div className="min-w-60 flex-1">
          <SearchFilter
            label="Search pull requests"
            value={filters.search}
            onApply={search => update({ search })}
          />
        </div>
        {account && !repository.archived && (
          <ButtonLink variant="primary" to={paths.repositoryCompare.href(owner, name)}>
            New pull request
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
          <nav aria-label="Pull request state" className="flex gap-4">
            {STATES.map(({ state, label }) => {
              const count = countOf(state)
              return (
                <Link
                  key={state}
                  to={hrefFor(withFilters(filters, { state }))}
                  aria-current={filters.state === state ? 'true' : undefined}
                  className={`text-sm ${filters.state === state ? 'font-semibold text-fg' : 'text-fg-muted hover:text-fg'}`}
                >
                  {count === null ? label : `${count.toLocaleString('en')} ${label}`}
                </Link>
              )
            })}
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
            <LoadError
              what="the pull requests"
              error={list.error}
              onRetry={() => void list.refetch()}
            />
          </div>
        ) : !list.data ? (
          <div aria-busy="true" className="h-40 animate-pulse bg-canvas-subtle" />
        ) : list.data.items.length === 0 ? (
          <p className="px-4 py-8 text-center text-fg-muted">
            {filtered
              ? 'No pull requests match these filters.'
              : `There are no ${filters.state} pull requests.`}
          </p>
        ) : (
          <ul
            aria-label="Pull requests"
            aria-busy={list.isPlaceholderData}
            className={`divide-y divide-border ${list.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {list.data.items.map(pull => (
              <ListRow
                key={pull.id}
                testId="pull-row"
                href={paths.repositoryPull.href(owner, name, pull.iid)}
                item={pull}
                labels={repository.labels}
                verb={VERB[pull.state]}
                date={
                  pull.state === 'MERGED'
                    ? pull.mergedAt
                    : pull.state === 'OPEN'
                      ? pull.createdAt
                      : pull.closedAt
                }
                icon={<PullStateIcon state={pull.state} />}
                aside={
                  pull.commentsCount > 0 && (
                    <span className="text-xs text-fg-muted" title="Comments and events">
                      {pull.commentsCount} {pull.commentsCount === 1 ? 'comment' : 'comments'}
                    </span>
                  )
                }
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
