import type { ListFilters, RepositoryLabel } from '@gitopia-client/chain/gitopia'

/**
 * The issue or pull request list's filters as URL query-string state, so a filtered list can be
 * linked, reloaded and navigated with Back. Only non-default values are written.
 */
export interface IssueListFilters {
  /** `merged` for pull requests only. */
  readonly state: 'open' | 'closed' | 'merged' | 'all'
  /** Label names; the issue must carry all of them. */
  readonly labels: readonly string[]
  /** Only issues without any label (ignores `labels`). */
  readonly noLabel: boolean
  /** Username or address. */
  readonly author: string
  /** Username or address. */
  readonly assignee: string
  readonly sort: 'newest' | 'oldest'
  /** Free text, matched against titles. */
  readonly search: string
  /** 1-based. */
  readonly page: number
}

export const DEFAULT_FILTERS: IssueListFilters = {
  state: 'open',
  labels: [],
  noLabel: false,
  author: '',
  assignee: '',
  sort: 'newest',
  search: '',
  page: 1,
}

/** Which list: a repository's issues or its pull requests. */
export type ListKind = 'issue' | 'pull'

/** Each list's state tabs in order; pull requests also have merged ones. */
export const LIST_STATES: Record<
  ListKind,
  readonly { readonly state: Exclude<IssueListFilters['state'], 'all'>; readonly label: string }[]
> = {
  issue: [
    { state: 'open', label: 'Open' },
    { state: 'closed', label: 'Closed' },
  ],
  pull: [
    { state: 'open', label: 'Open' },
    { state: 'merged', label: 'Merged' },
    { state: 'closed', label: 'Closed' },
  ],
}

const clean = (value: string | null) => (value ?? '').trim().slice(0, 200)

/** Reads the list's filters; a state is one of the kind's tabs, or `all`. */
export function parseFilters(params: URLSearchParams, kind: ListKind = 'issue'): IssueListFilters {
  const state = params.get('state')
  const tab = LIST_STATES[kind].find(tab => tab.state === state)
  const page = Number(params.get('page'))
  const labels = [...new Set(params.getAll('label').map(clean).filter(Boolean))]
  return {
    state: state === 'all' ? 'all' : (tab?.state ?? 'open'),
    labels,
    noLabel: params.get('no') === 'label',
    author: clean(params.get('author')),
    assignee: clean(params.get('assignee')),
    sort: params.get('sort') === 'oldest' ? 'oldest' : 'newest',
    search: clean(params.get('q')),
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  }
}

export function serializeFilters(filters: IssueListFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.state !== 'open') params.set('state', filters.state)
  if (filters.noLabel) params.set('no', 'label')
  else for (const label of filters.labels) params.append('label', label)
  if (filters.author) params.set('author', filters.author)
  if (filters.assignee) params.set('assignee', filters.assignee)
  if (filters.sort !== 'newest') params.set('sort', filters.sort)
  if (filters.search) params.set('q', filters.search)
  if (filters.page > 1) params.set('page', String(filters.page))
  return params
}

/** A change of filters starts again at page 1 (unless it is the page that changes). */
export function withFilters(
  current: IssueListFilters,
  change: Partial<IssueListFilters>,
): IssueListFilters {
  return { ...current, page: 1, ...change }
}

const CHAIN_STATE = { open: 'OPEN', closed: 'CLOSED', merged: 'MERGED', all: 'ALL' } as const

export type ChainFilterResult =
  | { readonly ok: true; readonly filters: ListFilters }
  /** A label that does not exist in the repository: nothing can match. */
  | { readonly ok: false; readonly unknownLabels: readonly string[] }

/** Our filters as the chain's `option.*` filters (docs/protocol.md#list-filters); label names become ids. */
export function toChainFilters(
  filters: IssueListFilters,
  repositoryLabels: readonly RepositoryLabel[],
  state: IssueListFilters['state'] = filters.state,
): ChainFilterResult {
  const ids: string[] = []
  const unknownLabels: string[] = []
  if (!filters.noLabel) {
    for (const name of filters.labels) {
      const label = repositoryLabels.find(l => l.name.toLowerCase() === name.toLowerCase())
      if (label) ids.push(label.id)
      else unknownLabels.push(name)
    }
  }
  if (unknownLabels.length > 0) return { ok: false, unknownLabels }
  return {
    ok: true,
    filters: {
      state: CHAIN_STATE[state],
      ...(filters.noLabel ? { labels: 'NONE' as const } : {}),
      labelIds: ids,
      ...(filters.author ? { createdBy: filters.author } : {}),
      ...(filters.assignee ? { assignee: filters.assignee } : {}),
      ascending: filters.sort === 'oldest',
      ...(filters.search ? { search: filters.search } : {}),
    },
  }
}
