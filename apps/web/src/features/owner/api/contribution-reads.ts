import {
  listAllComments,
  listAllIssues,
  listAllPullRequests,
  listAllReleases,
  readNewestSince,
  type Page,
  type PageRequest,
} from '@gitopia-client/chain/gitopia'
import {
  calendarStart,
  type Contribution,
  type ContributionKind,
} from '../model/contribution-calendar.ts'

/** Each chain-wide list is read newest first, at most this many pages of this many records. */
const PAGE_LIMIT = 500
const MAX_PAGES = 10

export interface Contributions {
  readonly contributions: readonly Contribution[]
  /**
   * Set when a list held more records in the year than were read: the calendar counts from
   * here, and says so.
   */
  readonly countedSince: Date | null
}

interface Created {
  readonly creator: string
  readonly createdAt: Date | null
}

/**
 * A user's issues, pull requests, comments and published releases of the last year, from the
 * chain's own lists (no indexer): each read newest first back to the year's start and kept where
 * the user created it. Comments the chain writes for a state change count once, as that change.
 */
export async function readContributions(
  api: string,
  address: string,
  signal: AbortSignal,
): Promise<Contributions> {
  const since = calendarStart(new Date()).getTime()
  const created = (item: Created) => item.createdAt
  const read = <T extends Created>(list: (page: PageRequest) => Promise<Page<T>>) =>
    readNewestSince(list, created, since, { limit: PAGE_LIMIT, maxPages: MAX_PAGES })
  const options = (page: PageRequest) => ({ signal, page })
  const [issues, pulls, comments, releases] = await Promise.all([
    read(page => listAllIssues(api, options(page))),
    read(page => listAllPullRequests(api, options(page))),
    read(page => listAllComments(api, options(page))),
    read(page => listAllReleases(api, options(page))),
  ])
  const mine = <T extends Created>(
    kind: ContributionKind,
    items: readonly T[],
    counts: (item: T) => boolean = () => true,
  ): Contribution[] =>
    items.flatMap(item =>
      item.creator === address && counts(item) ? [{ kind, at: item.createdAt }] : [],
    )
  const cutAt = [issues, pulls, comments, releases]
    .filter(list => !list.complete)
    .map(list => list.items.at(-1)?.createdAt?.getTime() ?? since)
  return {
    contributions: [
      ...mine('issues', issues.items),
      ...mine('pullRequests', pulls.items),
      ...mine('comments', comments.items, comment => !comment.system),
      ...mine('releases', releases.items, release => !release.draft),
    ],
    countedSince: cutAt.length > 0 ? new Date(Math.max(...cutAt)) : null,
  }
}
