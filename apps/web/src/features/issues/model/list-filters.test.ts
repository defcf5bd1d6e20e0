import { filterParams, type RepositoryLabel } from '@gitopia-client/chain/gitopia'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_FILTERS,
  parseFilters,
  serializeFilters,
  toChainFilters,
  withFilters,
} from './list-filters.ts'

const labels: RepositoryLabel[] = [
  { id: '1', name: 'bug', color: '#d73a4a', description: '' },
  { id: '7', name: 'Good first issue', color: '#7057ff', description: '' },
]

describe('issue list filters in the URL', () => {
  it('an empty query string is the default list: open, newest first, page 1', () => {
    expect(parseFilters(new URLSearchParams())).toEqual(DEFAULT_FILTERS)
    expect(serializeFilters(DEFAULT_FILTERS).toString()).toBe('')
  })

  it('round-trips every filter', () => {
    const filters = {
      state: 'closed',
      labels: ['bug', 'Good first issue'],
      noLabel: false,
      author: 'alice',
      assignee: 'gitopia1zypdnc2ct9aurl6n9gclp3hnc2mfkpv6c6jh4n',
      sort: 'oldest',
      search: 'crash on start',
      page: 3,
    } as const
    const query = serializeFilters(filters).toString()
    expect(query).toBe(
      'state=closed&label=bug&label=Good+first+issue&author=alice&assignee=gitopia1zypdnc2ct9aurl6n9gclp3hnc2mfkpv6c6jh4n&sort=oldest&q=crash+on+start&page=3',
    )
    expect(parseFilters(new URLSearchParams(query))).toEqual(filters)
  })

  it('ignores nonsense: unknown states and sorts, bad pages, blank and repeated labels', () => {
    const parsed = parseFilters(
      new URLSearchParams('state=merged&sort=random&page=-2&label=&label=bug&label=bug&q=%20x%20'),
    )
    expect(parsed).toEqual({ ...DEFAULT_FILTERS, labels: ['bug'], search: 'x' })
    expect(parseFilters(new URLSearchParams('page=1.5')).page).toBe(1)
    expect(parseFilters(new URLSearchParams('page=abc')).page).toBe(1)
  })

  it('a pull request list knows the merged state and asks the chain for MERGED', () => {
    const parsed = parseFilters(new URLSearchParams('state=merged&label=bug'), 'pull')
    expect(parsed.state).toBe('merged')
    expect(serializeFilters(parsed).toString()).toBe('state=merged&label=bug')
    expect(toChainFilters(parsed, labels)).toMatchObject({
      ok: true,
      filters: { state: 'MERGED', labelIds: ['1'] },
    })
  })

  it('"no label" replaces the label list', () => {
    const filters = { ...DEFAULT_FILTERS, labels: ['bug'], noLabel: true }
    expect(serializeFilters(filters).toString()).toBe('no=label')
    expect(parseFilters(new URLSearchParams('no=label')).noLabel).toBe(true)
  })

  it('changing a filter goes back to page 1', () => {
    const onPage4 = { ...DEFAULT_FILTERS, page: 4 }
    expect(withFilters(onPage4, { author: 'bob' }).page).toBe(1)
    expect(withFilters(onPage4, { page: 5 }).page).toBe(5)
  })
})

describe('chain filter params (docs/protocol.md#list-filters)', () => {
  it('maps state, labels by id (case-insensitive names), people, sort and search', () => {
    const result = toChainFilters(
      {
        ...DEFAULT_FILTERS,
        state: 'all',
        labels: ['BUG', 'good first issue'],
        author: 'alice',
        assignee: 'bob',
        sort: 'oldest',
        search: 'crash',
      },
      labels,
    )
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(filterParams(result.filters).toString()).toBe(
      'option.createdBy=alice&option.assignee=bob&option.labelIds=1&option.labelIds=7&option.sort=ASC&option.search=crash',
    )
  })

  it('open and closed, no label', () => {
    const open = toChainFilters({ ...DEFAULT_FILTERS, noLabel: true, labels: ['bug'] }, labels)
    expect(open.ok && filterParams(open.filters).toString()).toBe(
      'option.state=OPEN&option.labels=NONE',
    )
    const closed = toChainFilters(DEFAULT_FILTERS, labels, 'closed')
    expect(closed.ok && filterParams(closed.filters).toString()).toBe('option.state=CLOSED')
  })

  it('a label the repository does not have matches nothing (no request needed)', () => {
    expect(toChainFilters({ ...DEFAULT_FILTERS, labels: ['bug', 'nope'] }, labels)).toEqual({
      ok: false,
      unknownLabels: ['nope'],
    })
  })
})
