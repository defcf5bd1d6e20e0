import * as z from 'zod/mini'
import type { Page } from '../paging.ts'
import { getGitopia, getGitopiaPage, gitopiaPath, issuePath, type ListOptions } from '../request.ts'
import { count, list, text, u64, unixTime } from '../wire.ts'

const issueWire = z.object({
  id: u64,
  iid: count,
  creator: z.string(),
  title: z.string(),
  state: z.enum(['OPEN', 'CLOSED']),
  description: text,
  commentsCount: count,
  pullRequests: list(z.object({ iid: count, id: u64 })),
  repositoryId: u64,
  labels: list(u64),
  weight: z._default(u64, '0'),
  assignees: list(z.string()),
  bounties: list(u64),
  createdAt: unixTime,
  updatedAt: unixTime,
  closedAt: unixTime,
  closedBy: text,
})

export type Issue = z.output<typeof issueWire>

/** Filters of the issue and pull-request lists (docs/protocol.md#list-filters). */
export interface ListFilters {
  readonly state?: 'OPEN' | 'CLOSED' | 'MERGED' | 'ALL' | undefined
  /** Address or username. */
  readonly createdBy?: string | undefined
  readonly assignee?: string | undefined
  /** Pull requests only. */
  readonly reviewer?: string | undefined
  /** `ANY` has some label, `NONE` has none. */
  readonly labels?: 'ANY' | 'NONE' | undefined
  /** Every listed label id must be on the item. */
  readonly labelIds?: readonly string[] | undefined
  /** Oldest first; the default is newest (highest iid) first. */
  readonly ascending?: boolean | undefined
  /** Case-insensitive substring of the title. */
  readonly search?: string | undefined
}

export function filterParams(filters: ListFilters = {}): URLSearchParams {
  const params = new URLSearchParams()
  const set = (key: string, value: string | undefined) => {
    if (value !== undefined && value !== '') params.set(`option.${key}`, value)
  }
  set('state', filters.state === 'ALL' ? undefined : filters.state)
  set('createdBy', filters.createdBy)
  set('assignee', filters.assignee)
  set('reviewer', filters.reviewer)
  set('labels', filters.labels)
  for (const id of filters.labelIds ?? []) params.append('option.labelIds', id)
  if (filters.ascending) params.set('option.sort', 'ASC')
  set('search', filters.search?.trim())
  return params
}

export interface ListArgs extends ListOptions {
  readonly filters?: ListFilters | undefined
}

type TrackerList<T> = (
  api: string,
  owner: string,
  repository: string,
  options?: ListArgs,
) => Promise<Page<T>>

/** A page of a repository's issues or pull requests (`segment`) that the filters keep. */
export const trackerList =
  <S extends z.ZodMiniType>(
    segment: 'issue' | 'pull',
    field: string,
    wire: S,
  ): TrackerList<z.output<S>> =>
  (api, owner, repository, options = {}) => {
    const path = gitopiaPath(owner, repository, segment)
    const query = filterParams(options.filters)
    return getGitopiaPage(api, path, field, wire, { ...options, query })
  }

type TrackerItem<T> = (
  api: string,
  owner: string,
  repository: string,
  iid: number,
  options?: ListOptions,
) => Promise<T>

/** One issue or pull request of a repository, by its number, at `pathOf` under `field`. */
export const trackerItem =
  <S extends z.ZodMiniType>(
    pathOf: (owner: string, repository: string, iid: number) => string,
    field: string,
    wire: S,
  ): TrackerItem<z.output<S>> =>
  async (api, owner, repository, iid, options) => {
    const body = await getGitopia(
      api,
      pathOf(owner, repository, iid),
      z.object({ [field]: wire }),
      options,
    )
    // The key is computed, so TypeScript cannot name the property's type; the schema checked it.
    return body[field] as z.output<S>
  }

export const listIssues = trackerList('issue', 'Issue', issueWire)

export const getIssue = trackerItem(issuePath, 'Issue', issueWire)

/** Every issue on the chain, in id order (`reverse` for the newest first); no filters. */
export function listAllIssues(api: string, options?: ListOptions): Promise<Page<Issue>> {
  return getGitopiaPage(api, gitopiaPath('issue'), 'Issue', issueWire, options)
}
