import * as z from 'zod/mini'
import type { Page } from './paging.ts'
import {
  getGitopia,
  getGitopiaPage,
  gitopiaPath,
  issuePath,
  pullRequestPath,
  type ListOptions,
} from './request.ts'
import { count, flag, list, text, u64, unixTime } from './wire.ts'

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

const branchEnd = z.object({ repositoryId: u64, branch: z.string(), commitSha: text })

const pullWire = z.object({
  id: u64,
  iid: count,
  creator: z.string(),
  title: z.string(),
  state: z.enum(['OPEN', 'CLOSED', 'MERGED']),
  description: text,
  locked: flag,
  commentsCount: count,
  issues: list(z.object({ iid: count, id: u64 })),
  labels: list(u64),
  assignees: list(z.string()),
  reviewers: list(z.string()),
  draft: flag,
  createdAt: unixTime,
  updatedAt: unixTime,
  closedAt: unixTime,
  closedBy: text,
  mergedAt: unixTime,
  mergedBy: text,
  mergeCommitSha: text,
  head: z.nullable(branchEnd),
  base: z.nullable(branchEnd),
})

export type Issue = z.output<typeof issueWire>
export type PullRequest = z.output<typeof pullWire>

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

interface ListArgs extends ListOptions {
  readonly filters?: ListFilters | undefined
}

export function listIssues(
  api: string,
  owner: string,
  repository: string,
  options: ListArgs = {},
): Promise<Page<Issue>> {
  const path = gitopiaPath(owner, repository, 'issue')
  const query = filterParams(options.filters)
  return getGitopiaPage(api, path, 'Issue', issueWire, { ...options, query })
}

export async function getIssue(
  api: string,
  owner: string,
  repository: string,
  iid: number,
  options?: ListOptions,
): Promise<Issue> {
  const path = issuePath(owner, repository, iid)
  return (await getGitopia(api, path, z.object({ Issue: issueWire }), options)).Issue
}

export function listPullRequests(
  api: string,
  owner: string,
  repository: string,
  options: ListArgs = {},
): Promise<Page<PullRequest>> {
  const path = gitopiaPath(owner, repository, 'pull')
  const query = filterParams(options.filters)
  return getGitopiaPage(api, path, 'PullRequest', pullWire, { ...options, query })
}

export async function getPullRequest(
  api: string,
  owner: string,
  repository: string,
  iid: number,
  options?: ListOptions,
): Promise<PullRequest> {
  const path = pullRequestPath(owner, repository, iid)
  return (await getGitopia(api, path, z.object({ PullRequest: pullWire }), options)).PullRequest
}

/** Whether `user` may merge the pull request (the REST check requires WRITE). */
export async function canMergePullRequest(
  api: string,
  user: string,
  repositoryId: string,
  iid: number,
  options?: ListOptions,
): Promise<boolean> {
  const path = gitopiaPath('permissions', user, 'repository', repositoryId, 'pull', iid, 'merge')
  const body = await getGitopia(api, path, z.object({ havePermission: flag }), options)
  return body.havePermission
}

/** Every issue on the chain, in id order (`reverse` for the newest first); no filters. */
export function listAllIssues(api: string, options?: ListOptions): Promise<Page<Issue>> {
  return getGitopiaPage(api, gitopiaPath('issue'), 'Issue', issueWire, options)
}

/** Every pull request on the chain, in id order (`reverse` for the newest first). */
export function listAllPullRequests(
  api: string,
  options?: ListOptions,
): Promise<Page<PullRequest>> {
  return getGitopiaPage(api, gitopiaPath('pullRequest'), 'PullRequest', pullWire, options)
}
