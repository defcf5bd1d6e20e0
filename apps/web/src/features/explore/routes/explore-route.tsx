import { Link, useSearchParams } from 'react-router'
import { paths } from '@/config/paths.ts'
import { Button } from '@/ui/button.tsx'
import { FilterChips } from '@/ui/filter-chips.tsx'
import { BountiesPanel } from '../components/bounties-panel.tsx'
import { LatestPanel } from '../components/latest-panel.tsx'
import { TrendingPanel } from '../components/trending-panel.tsx'
import { useExactMatch, type ExactMatch } from '../api/exact-match.ts'
import { useExploreIndex, useExploreResults } from '../api/use-explore.ts'
import { ExploreResultList } from '../components/explore-results.tsx'
import { IndexStatus } from '../components/index-status.tsx'
import { EXPLORE_PAGE_SIZE, type ExploreTab } from '../model/search-index.ts'

const TABS: readonly { readonly value: ExploreTab; readonly label: string }[] = [
  { value: 'repositories', label: 'Repositories' },
  { value: 'users', label: 'Users' },
  { value: 'daos', label: 'DAOs' },
]

const asTab = (value: string | null): ExploreTab =>
  TABS.find(item => item.value === value)?.value ?? 'repositories'

const VIEWS = [
  { view: 'search', label: 'Search' },
  { view: 'latest', label: 'Latest' },
  { view: 'trending', label: 'Trending' },
  { view: 'bounties', label: 'Bounties' },
] as const
type ExploreView = (typeof VIEWS)[number]['view']

const asView = (value: string | null): ExploreView =>
  VIEWS.find(item => item.view === value)?.view ?? 'search'

/**
 * `/explore`: repositories, users and DAOs by name (from a local index of the chain), and the
 * chain's latest, trending and bounties (`?view=`).
 */
export function ExploreRoute() {
  const [params] = useSearchParams()
  const view = asView(params.get('view'))
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">Explore</h1>
      <nav aria-label="Explore views" className="flex flex-wrap gap-x-4 border-b border-border">
        {VIEWS.map(item => (
          <Link
            key={item.view}
            to={
              item.view === 'search'
                ? paths.explore.href()
                : `${paths.explore.href()}?view=${item.view}`
            }
            aria-current={item.view === view ? 'page' : undefined}
            className={`inline-flex min-h-11 items-center border-b-2 px-1 text-sm ${item.view === view ? 'border-accent font-semibold' : 'border-transparent text-fg-muted hover:text-fg'}`}
          >
            {item.label}
          </Link>
        ))}
      </nav>
      {view === 'search' && <SearchView />}
      {view === 'latest' && <LatestPanel limit={20} />}
      {view === 'trending' && <TrendingPanel limit={20} />}
      {view === 'bounties' && <BountiesPanel limit={20} />}
      {view !== 'search' && (
        <title>{`${VIEWS.find(item => item.view === view)?.label ?? ''} · Explore · Gitopia`}</title>
      )}
    </section>
  )
}

/** Search by name over the local index (its worker starts with this view). */
function SearchView() {
  const [params, setParams] = useSearchParams()
  const text = params.get('q') ?? ''
  const tab = asTab(params.get('type'))
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const { status, refresh } = useExploreIndex()
  const results = useExploreResults({ text, tab, page }, status)

  const update = (next: { q?: string; type?: ExploreTab; page?: number }) => {
    const merged = { q: text, type: tab, page: 1, ...next }
    const search = new URLSearchParams()
    if (merged.q) search.set('q', merged.q)
    if (merged.type !== 'repositories') search.set('type', merged.type)
    if (merged.page > 1) search.set('page', String(merged.page))
    setParams(search, { replace: next.q !== undefined })
  }

  const total = results.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / EXPLORE_PAGE_SIZE))
  return (
    <>
      <title>{text ? `${text} · Explore · Gitopia` : 'Explore · Gitopia'}</title>
      <input
        type="search"
        value={text}
        onChange={event => update({ q: event.target.value })}
        aria-label="Filter by name"
        placeholder="Filter repositories, users and DAOs by name"
        className="rounded-md border border-border bg-canvas px-3 py-2"
      />
      <IndexStatus status={status} onRetry={refresh} />
      {text.trim() && <ExactMatchCard text={text} />}
      <FilterChips label="Kinds" options={TABS} value={tab} onChange={type => update({ type })} />
      {results.data &&
        (results.data.items.length === 0 ? (
          <p className="text-fg-muted">
            {text.trim() ? `Nothing named like “${text.trim()}”.` : 'Nothing here yet.'}
          </p>
        ) : (
          <>
            <p className="text-sm text-fg-muted">
              {total} {total === 1 ? 'result' : 'results'}
            </p>
            <ExploreResultList items={results.data.items} />
            <div className="flex items-center gap-2">
              <Button disabled={page <= 1} onClick={() => update({ page: page - 1 })}>
                Previous
              </Button>
              <span className="text-sm text-fg-muted">
                Page {page} of {pages}
              </span>
              <Button disabled={page >= pages} onClick={() => update({ page: page + 1 })}>
                Next
              </Button>
            </div>
          </>
        ))}
    </>
  )
}

function exactHref(match: ExactMatch): string {
  return match.kind === 'repository'
    ? paths.repository.href(match.owner, match.name)
    : paths.owner.href(match.name)
}

/** A name typed in full jumps straight there, before any index is built. */
function ExactMatchCard({ text }: { text: string }) {
  const exact = useExactMatch(text)
  if (!exact.data) return null
  const match = exact.data
  const label = match.kind === 'repository' ? `${match.owner}/${match.name}` : match.name
  const kind = match.kind === 'repository' ? 'Repository' : match.kind === 'dao' ? 'DAO' : 'User'
  return (
    <div className="rounded-md border border-accent p-3" aria-label="Exact match">
      <p className="text-xs text-fg-muted">Exact match · {kind}</p>
      <Link className="font-semibold break-all text-accent" to={exactHref(match)}>
        {label}
      </Link>
    </div>
  )
}
