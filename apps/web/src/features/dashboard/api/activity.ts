import {
  listAllComments,
  listAllIssues,
  listAllPullRequests,
  listAllReleases,
  type Comment,
  type Issue,
  type PullRequest,
  type Release,
  type Repository,
} from '@gitopia-client/chain/gitopia'
import { queryOptions } from '@tanstack/react-query'
import { dashboardKeys } from './keys.ts'

/** How far back the feed looks: the newest this many issues, pull requests, comments and releases. */
export const ACTIVITY_WINDOW = 100

export type ActivityKind =
  | 'repository-created'
  | 'repository-forked'
  | 'issue-opened'
  | 'issue-commented'
  | 'pull-commented'
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
  /** Issue or pull request number; null for a release or a repository. */
  readonly iid: number | null
  /** The forked repository's id (`repository-forked`); null otherwise. */
  readonly parentId: string | null
  /** The start of a comment's text; null for other events. */
  readonly excerpt: string | null
  /** Release tag; null otherwise. */
  readonly tag: string | null
}

export interface NetworkActivity {
  readonly issues: readonly Issue[]
  readonly pulls: readonly PullRequest[]
  readonly releases: readonly Release[]
  readonly comments: readonly Comment[]
}

/**
 * The chain has no activity feed and no per-user filter, and asking each repository would be a
 * request per repository. Instead: the newest issues, pull requests, releases and comments of the
 * whole network, four requests, filtered on the client.
 */
export function networkActivityQuery(api: string) {
  return queryOptions({
    queryKey: dashboardKeys.activity(api, ACTIVITY_WINDOW),
    queryFn: async ({ signal }): Promise<NetworkActivity> => {
      const page = { reverse: true, limit: ACTIVITY_WINDOW }
      const [issues, pulls, releases, comments] = await Promise.all([
        listAllIssues(api, { signal, page }),
        listAllPullRequests(api, { signal, page }),
        listAllReleases(api, { signal, page }),
        listAllComments(api, { signal, page }),
      ])
      return {
        issues: issues.items,
        pulls: pulls.items,
        releases: releases.items,
        comments: comments.items,
      }
    },
    staleTime: 30_000,
  })
}

/**
 * Where an event sits in the life of its subject: of two events in the same block (the chain's
 * times are seconds), the later step is the newer, so "closed #2" lists above "opened #2".
 */
const STEP: Record<ActivityKind, number> = {
  'repository-created': 0,
  'repository-forked': 0,
  'issue-opened': 1,
  'pull-opened': 1,
  'issue-commented': 2,
  'pull-commented': 2,
  'release-published': 2,
  'issue-closed': 3,
  'pull-merged': 3,
  'pull-closed': 3,
}

/** A comment's first words, on one line. */
function excerpt(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim()
  return line.length > 80 ? `${line.slice(0, 79)}…` : line
}

const newestFirst = (a: ActivityItem, b: ActivityItem) =>
  b.at.getTime() - a.at.getTime() || STEP[b.kind] - STEP[a.kind]

/** Whose feed it is: their repositories (their own and their DAOs') and their addresses. */
export interface FeedOwner {
  readonly repositories: readonly Repository[]
  /** The user's address and their DAOs': what they did shows wherever it happened. */
  readonly people: ReadonlySet<string>
}

/**
 * Events on the feed owner's repositories, and what the owner did anywhere (a comment on someone
 * else's issue), newest first: repositories created or forked, issues and pull requests opened,
 * commented on, closed or merged, releases published.
 */
export function activityOf(
  activity: NetworkActivity,
  owner: FeedOwner,
  limit = 20,
): ActivityItem[] {
  const repositoryIds = new Set(owner.repositories.map(repository => repository.id))
  const concerns = (repositoryId: string, actor: string) =>
    repositoryIds.has(repositoryId) || owner.people.has(actor)
  const items: ActivityItem[] = []
  type Event = Omit<ActivityItem, 'key' | 'parentId' | 'excerpt'> &
    Partial<Pick<ActivityItem, 'parentId' | 'excerpt'>>
  const push = (item: Event, id = `${item.repositoryId}:${item.iid ?? item.tag ?? ''}`) => {
    if (concerns(item.repositoryId, item.actor))
      items.push({ parentId: null, excerpt: null, ...item, key: `${item.kind}:${id}` })
  }
  const titles = new Map<string, string>()
  for (const issue of activity.issues)
    titles.set(`issue:${issue.repositoryId}:${issue.iid}`, issue.title)
  for (const pull of activity.pulls)
    if (pull.base) titles.set(`pull:${pull.base.repositoryId}:${pull.iid}`, pull.title)
  for (const repository of owner.repositories) {
    if (!repository.createdAt) continue
    push({
      kind: repository.parentId === null ? 'repository-created' : 'repository-forked',
      repositoryId: repository.id,
      title: repository.name,
      actor: repository.creator,
      at: repository.createdAt,
      iid: null,
      tag: null,
      parentId: repository.parentId,
    })
  }
  for (const comment of activity.comments) {
    // System comments repeat the opened, closed and merged events listed from their subjects.
    if (comment.system || !comment.createdAt) continue
    const onPull = comment.parent === 'COMMENT_PARENT_PULL_REQUEST'
    const subject = `${onPull ? 'pull' : 'issue'}:${comment.repositoryId}:${comment.parentIid}`
    push(
      {
        kind: onPull ? 'pull-commented' : 'issue-commented',
        repositoryId: comment.repositoryId,
        title: titles.get(subject) ?? '',
        actor: comment.creator,
        at: comment.createdAt,
        iid: comment.parentIid,
        tag: null,
        excerpt: excerpt(comment.body),
      },
      comment.id,
    )
  }
  for (const issue of activity.issues) {
    const base = { repositoryId: issue.repositoryId, title: issue.title, iid: issue.iid, tag: null }
    if (issue.createdAt)
      push({ ...base, kind: 'issue-opened', actor: issue.creator, at: issue.createdAt })
    if (issue.state === 'CLOSED' && issue.closedAt)
      push({ ...base, kind: 'issue-closed', actor: issue.closedBy, at: issue.closedAt })
  }
  for (const pull of activity.pulls) {
    if (!pull.base) continue
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
    if (release.draft || !release.publishedAt) continue
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
  return items.sort(newestFirst).slice(0, limit)
}
