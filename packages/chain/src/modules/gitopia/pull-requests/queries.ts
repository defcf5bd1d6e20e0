import * as z from 'zod/mini'
import { trackerItem, trackerList } from '../issues/queries.ts'
import type { Page } from '../paging.ts'
import {
  getGitopia,
  getGitopiaPage,
  gitopiaPath,
  pullRequestPath,
  type ListOptions,
} from '../request.ts'
import { count, flag, list, text, u64, unixTime } from '../wire.ts'

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

export type PullRequest = z.output<typeof pullWire>

export const listPullRequests = trackerList('pull', 'PullRequest', pullWire)

export const getPullRequest = trackerItem(pullRequestPath, 'PullRequest', pullWire)

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

/** Every pull request on the chain, in id order (`reverse` for the newest first). */
export function listAllPullRequests(
  api: string,
  options?: ListOptions,
): Promise<Page<PullRequest>> {
  return getGitopiaPage(api, gitopiaPath('pullRequest'), 'PullRequest', pullWire, options)
}
