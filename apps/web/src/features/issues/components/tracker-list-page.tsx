import type { ListArgs, ListFilters, Page } from '@gitopia-client/chain/gitopia'
import { useQueries, useQuery, type QueryKey } from '@tanstack/react-query'
import { Fragment, type ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { paths } from '@/config/paths.ts'
import { useRepository } from '@/features/repository/index.ts'
import { useActiveAccount } from '@/features/wallet/index.ts'
import { ButtonLink } from '@/ui/button.tsx'
import { LoadError } from '@/ui/load-error.tsx'
import { LIST_PAGE_SIZE, listPageQuery } from '../api/list-page.ts'
import {
  DEFAULT_FILTERS,
  LIST_STATES,
  parseFilters,
  serializeFilters,
  toChainFilters,
  withFilters,
  type IssueListFilters,
  type ListKind,
} from '../model/list-filters.ts'
import { FilterBar, SearchFilter } from './filter-bar.tsx'
import { Pager } from './pager.tsx'

/** What each list is called, where it lives and where a new one is started. */
const LISTS = {
  issue: {
    noun: 'issue',
    listHref: paths.repositoryIssues.href,
    create: { label: 'New issue', href: paths.repositoryNewIssue.href },
  },
  pull: {
    noun: 'pull request',
    listHref: paths.repositoryPullList.href,
    create: { label: 'New pull request', href: paths.repositoryCompare.href },
  },
} as const satisfies Record<ListKind, unknown>

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * `/{owner}/{repo}/issues` and `/{owner}/{repo}/pulls`: search, state tabs with counts, filters
 * and one page of rows, all from the URL's query string so a filtered list can be linked.
 */
export function TrackerListPage<T extends { readonly id: string }>({
  kind,
  listKey,
  read,
  actions,
  row,
}: {
  kind: ListKind
  /** The owning feature's key factory for a page of the list (its changes invalidate it). */
  listKey: (
    api: string,
    repositoryId: string,
    filters: ListFilters,
    page: number,
    limit: number,
  ) => QueryKey
  /** The chain's list read. */
  read: (api: string, owner: string, repository: string, args: ListArgs) => Promise<Page<T>>
  /** Links beside the search box, before the button that starts a new one. */
  actions?: ReactNode
  row: (item: T) => ReactNode
}) {
  const { noun, listHref, create } = LISTS[kind]
  const { owner, name, repository } = useRepository()
  const api = useApiEndpoint()
  const account = useActiveAccount()
  const [params, setParams] = useSearchParams()
  const filters = parseFilters(params, kind)
  const chain = toChainFilters(filters, repository.labels)
  const pageQuery = (chainFilters: ListFilters, page: number, limit?: number) =>
    listPageQuery(
      (keyFilters, keyPage, keyLimit) => listKey(api, repository.id, keyFilters, keyPage, keyLimit),
      args => read(api, repository.ownerAddress, repository.name, args),
      chainFilters,
      page,
      limit,
    )
  const list = useQuery({
    ...pageQuery(chain.ok ? chain.filters : {}, filters.page),
    enabled: chain.ok,
  })

  // The list's own total counts its state; each other state needs one small request (a one-item
  // page with the total) for its tab's count.
  const listTotal = chain.ok ? (list.data?.total ?? null) : 0
  const tabs = LIST_STATES[kind].map(tab => ({
    ...tab,
    chain: toChainFilters(filters, repository.labels, tab.state),
  }))
  const tabTotals = useQueries({
    queries: tabs.map(tab => ({
      ...pageQuery(tab.chain.ok ? tab.chain.filters : {}, 1, 1),
      enabled: tab.chain.ok && tab.state !== filters.state,
    })),
  })
  const countOf = (tab: (typeof tabs)[number], index: number) => {
    if (tab.state === filters.state) return listTotal
    return tab.chain.ok ? (tabTotals[index]?.data?.total ?? null) : 0
  }

  const update = (change: Partial<IssueListFilters>) =>
    setParams(serializeFilters(withFilters(filters, change)))
  const hrefFor = (next: IssueListFilters) =>
    listHref(owner, name, serializeFilters(next).toString())
  const pageCount = Math.max(1, Math.ceil((listTotal ?? 0) / LIST_PAGE_SIZE))
  const filtered = serializeFilters({ ...filters, state: 'open', page: 1 }).toString() !== ''
  const plural = `${noun}s`
  const title = capitalized(plural)

  return (
    <section aria-labelledby={`${kind}s-heading`} className="flex flex-col gap-3">
      <title>{`${title} · ${owner}/${repository.name}`}</title>
      <h2 id={`${kind}s-heading`} className="sr-only">
        {title}
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <div className="min-w-60 flex-1">
          <SearchFilter
            label={`Search ${plural}`}
            value={filters.search}
            onApply={search => update({ search })}
          />
        </div>
        {actions}
        {account && !repository.archived && (
          <ButtonLink variant="primary" to={create.href(owner, name)}>
            {create.label}
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
          <nav aria-label={`${capitalized(noun)} state`} className="flex gap-4">
            {tabs.map((tab, index) => {
              const { state, label } = tab
              const count = countOf(tab, index)
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
              what={`the ${plural}`}
              error={list.error}
              onRetry={() => void list.refetch()}
            />
          </div>
        ) : !list.data ? (
          <div aria-busy="true" className="h-40 animate-pulse bg-canvas-subtle" />
        ) : list.data.items.length === 0 ? (
          <p className="px-4 py-8 text-center text-fg-muted">
            {filtered
              ? `No ${plural} match these filters.`
              : `There are no ${filters.state} ${plural}.`}
          </p>
        ) : (
          <ul
            aria-label={title}
            aria-busy={list.isPlaceholderData}
            className={`divide-y divide-border ${list.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {list.data.items.map(item => (
              <Fragment key={item.id}>{row(item)}</Fragment>
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
