import {
  listAllIssues,
  listAllPullRequests,
  listAllReleases,
  type Issue,
  type PullRequest,
  type Release,
} from '@gitopia-client/chain/gitopia'
import { queryOptions } from '@tanstack/react-query'
import { dashboardKeys } from './keys.ts'

/** How far back the feed looks: the newest this many issues, pull requests and releases. */
export const ACTIVITY_WINDOW = 100

export type ActivityKind =
  | 'issue-opened'
  | 'issue-closed'
  | 'pull-opened'
  | 'pull-merged'
  | 'pull-closed'
  | 'release-published'

export interface ActivityItem {
  readonly key: string
  readonly kind: ActivityKind
  readonly repositoryId: string
  readonly title: string
  readonly actor: string
  readonly at: Date
  /** Issue or pull request number; null for a release. */
  readonly iid: number | null
  /** Release tag; null otherwise. */
  readonly tag: string | null
}

export interface NetworkActivity {
  readonly issues: readonly Issue[]
  readonly pulls: readonly PullRequest[]
  readonly releases: readonly Release[]
}

/**
 * The chain has no activity feed and no per-user filter, and asking each repository would be a
 * request per repository. Instead: the newest issues, pull requests and releases of the whole
 * network, three requests, filtered to the user's repositories on the client.
 */
export function networkActivityQuery(api: string) {
  return queryOptions({
    queryKey: dashboardKeys.activity(api, ACTIVITY_WINDOW),
    queryFn: async ({ signal }): Promise<NetworkActivity> => {
      const page = { reverse: true, limit: ACTIVITY_WINDOW }
      const [issues, pulls, releases] = await Promise.all([
        listAllIssues(api, { signal, page }),
        listAllPullRequests(api, { signal, page }),
        listAllReleases(api, { signal, page }),
      ])
      return { issues: issues.items, pulls: pulls.items, releases: releases.items }
    },
    staleTime: 30_000,
  })
}

/** Events on the given repositories, newest first. */
export function activityOf(
  activity: NetworkActivity,
  repositoryIds: ReadonlySet<string>,
  limit = 20,
): ActivityItem[] {
  const items: ActivityItem[] = []
  const push = (item: Omit<ActivityItem, 'key'>) =>
    items.push({ ...item, key: `${item.kind}:${item.repositoryId}:${item.iid ?? item.tag}` })
  for (const issue of activity.issues) {
    if (!repositoryIds.has(issue.repositoryId)) continue
    const base = { repositoryId: issue.repositoryId, title: issue.title, iid: issue.iid, tag: null }
    if (issue.createdAt)
      push({ ...base, kind: 'issue-opened', actor: issue.creator, at: issue.createdAt })
    if (issue.state === 'CLOSED' && issue.closedAt)
      push({ ...base, kind: 'issue-closed', actor: issue.closedBy, at: issue.closedAt })
  }
  for (const pull of activity.pulls) {
    if (!pull.base || !repositoryIds.has(pull.base.repositoryId)) continue
    const base = {
      repositoryId: pull.base.repositoryId,
      title: pull.title,
      iid: pull.iid,
      tag: null,
    }
    if (pull.createdAt)
      push({ ...base, kind: 'pull-opened', actor: pull.creator, at: pull.createdAt })
    if (pull.state === 'MERGED' && pull.mergedAt)
      push({ ...base, kind: 'pull-merged', actor: pull.mergedBy, at: pull.mergedAt })
    if (pull.state === 'CLOSED' && pull.closedAt)
      push({ ...base, kind: 'pull-closed', actor: pull.closedBy, at: pull.closedAt })
  }
  for (const release of activity.releases) {
    if (release.draft || !release.publishedAt || !repositoryIds.has(release.repositoryId)) continue
    push({
      kind: 'release-published',
      repositoryId: release.repositoryId,
      title: release.name || release.tagName,
      actor: release.creator,
      at: release.publishedAt,
      iid: null,
      tag: release.tagName,
    })
  }
  return items.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, limit)
}
