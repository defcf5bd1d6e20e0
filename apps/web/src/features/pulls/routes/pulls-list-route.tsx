import type { ListFilters } from '@gitopia-client/chain/gitopia'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { paths } from '@/config/paths.ts'
import { ListRow, Pager, SearchFilter } from '@/features/issues/index.ts'
import { useRepository } from '@/features/repository/index.ts'
import { useActiveAccount } from '@/features/wallet/index.ts'
import { ButtonLink } from '@/ui/button.tsx'
import { LoadError } from '@/ui/load-error.tsx'
import { PULLS_PAGE_SIZE, pullListQuery } from '../api/pull-list.ts'

const STATES = ['open', 'merged', 'closed'] as const
type ListState = (typeof STATES)[number]
const VERB = { OPEN: 'opened', MERGED: 'merged', CLOSED: 'closed' } as const

/** The list's state in the URL: `?state=merged&q=login&page=2` (open, no search, page 1 by default). */
function readParams(params: URLSearchParams) {
  const state = STATES.find(value => value === params.get('state')) ?? 'open'
  const search = params.get('q') ?? ''
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  return { state, search, page }
}

function writeParams(next: { state: ListState; search: string; page: number }): string {
  const params = new URLSearchParams()
  if (next.state !== 'open') params.set('state', next.state)
  if (next.search) params.set('q', next.search)
  if (next.page > 1) params.set('page', String(next.page))
  return params.toString()
}

export function PullsListRoute() {
  const { owner, name, repository } = useRepository()
  const api = useApiEndpoint()
  const account = useActiveAccount()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const current = readParams(params)
  const filters: ListFilters = {
    state: current.state === 'open' ? 'OPEN' : current.state === 'merged' ? 'MERGED' : 'CLOSED',
    search: current.search || undefined,
  }
  const list = useQuery(pullListQuery(api, repository, filters, current.page))
  const hrefFor = (change: Partial<typeof current>) =>
    paths.repositoryPullList.href(owner, name, writeParams({ ...current, page: 1, ...change }))
  const pageCount = Math.max(1, Math.ceil((list.data?.total ?? 0) / PULLS_PAGE_SIZE))

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
            value={current.search}
            onApply={search => void navigate(hrefFor({ search }))}
          />
        </div>
        {account && (
          <ButtonLink variant="primary" to={paths.repositoryCompare.href(owner, name)}>
            New pull request
          </ButtonLink>
        )}
      </div>
      <div className="rounded-md border border-border">
        <nav
          aria-label="Pull request state"
          className="flex gap-4 border-b border-border bg-canvas-subtle px-4 py-2"
        >
          {STATES.map(state => (
            <Link
              key={state}
              to={hrefFor({ state })}
              aria-current={current.state === state ? 'true' : undefined}
              className={`text-sm capitalize ${current.state === state ? 'font-semibold text-fg' : 'text-fg-muted hover:text-fg'}`}
            >
              {current.state === state && list.data?.total != null
                ? `${list.data.total.toLocaleString('en')} ${state}`
                : state}
            </Link>
          ))}
        </nav>
        {list.isError ? (
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
            {current.search
              ? 'No pull requests match.'
              : `There are no ${current.state} pull requests.`}
          </p>
        ) : (
          <ul aria-label="Pull requests" className="divide-y divide-border">
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
                aside={
                  pull.commentsCount > 0 && (
                    <span className="text-xs text-fg-muted" title="Comments and events">
                      {pull.commentsCount} comments
                    </span>
                  )
                }
              />
            ))}
          </ul>
        )}
      </div>
      <Pager
        page={current.page}
        pageCount={pageCount}
        hrefFor={page =>
          paths.repositoryPullList.href(owner, name, writeParams({ ...current, page }))
        }
      />
    </section>
  )
}
