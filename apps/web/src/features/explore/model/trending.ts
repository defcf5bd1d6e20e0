/**
 * Trending repositories without an indexer: the chain's newest issues, pull requests, comments,
 * releases and branch updates, counted per repository over a window (docs/client-rules.md, "Discovery").
 */

export const TRENDING_WINDOW_DAYS = 7

export type ActivityKind = 'issues' | 'pullRequests' | 'comments' | 'releases' | 'pushes'

/** Points per event: code and releases weigh more than talk. */
export const TRENDING_WEIGHTS: Readonly<Record<ActivityKind, number>> = {
  issues: 2,
  pullRequests: 3,
  comments: 1,
  releases: 3,
  pushes: 2,
}

const KIND_WORDS: Readonly<Record<ActivityKind, string>> = {
  issues: 'issues opened',
  pullRequests: 'pull requests opened',
  comments: 'comments',
  releases: 'releases published',
  pushes: 'pushes',
}

const KINDS = Object.keys(TRENDING_WEIGHTS) as ActivityKind[]

/** The formula in words, for the tooltip and the docs. */
export const TRENDING_FORMULA = `Score = ${KINDS.map(
  kind => `${TRENDING_WEIGHTS[kind]} × ${KIND_WORDS[kind]}`,
).join(
  ' + ',
)}, over the last ${TRENDING_WINDOW_DAYS} days. A push is a branch updated; the chain keeps only each branch's latest push.`

/** One event on a repository: when it happened. */
export interface ActivityEvent {
  readonly repositoryId: string
  readonly at: Date | null
}

export type TrendingInput = Readonly<Record<ActivityKind, readonly ActivityEvent[]>>

export interface TrendingRepository {
  readonly repositoryId: string
  readonly score: number
  readonly counts: Readonly<Record<ActivityKind, number>>
  /** The newest event counted. */
  readonly lastActivity: Date
}

/** The start of the window ending at `now`. */
export const windowStart = (now: Date) =>
  new Date(now.getTime() - TRENDING_WINDOW_DAYS * 24 * 3600 * 1000)

/**
 * Repositories by score (TRENDING_FORMULA) over the window ending at `now`, highest first; ties
 * go to the most recent activity, then the newest repository. Events outside the window, or with
 * no time, do not count.
 */
export function trendingRepositories(
  input: TrendingInput,
  now: Date,
  limit = 10,
): TrendingRepository[] {
  const since = windowStart(now).getTime()
  const until = now.getTime()
  const byRepository = new Map<string, { counts: Record<ActivityKind, number>; last: number }>()
  for (const kind of KINDS) {
    for (const event of input[kind]) {
      const at = event.at?.getTime()
      if (at === undefined || at < since || at > until) continue
      let entry = byRepository.get(event.repositoryId)
      if (!entry) {
        entry = {
          counts: { issues: 0, pullRequests: 0, comments: 0, releases: 0, pushes: 0 },
          last: at,
        }
        byRepository.set(event.repositoryId, entry)
      }
      entry.counts[kind] += 1
      entry.last = Math.max(entry.last, at)
    }
  }
  const ranked: TrendingRepository[] = []
  for (const [repositoryId, { counts, last }] of byRepository) {
    const score = KINDS.reduce((sum, kind) => sum + TRENDING_WEIGHTS[kind] * counts[kind], 0)
    ranked.push({ repositoryId, score, counts, lastActivity: new Date(last) })
  }
  ranked.sort(
    (a, b) =>
      b.score - a.score ||
      b.lastActivity.getTime() - a.lastActivity.getTime() ||
      compareIds(b.repositoryId, a.repositoryId),
  )
  return ranked.slice(0, limit)
}

/** Chain ids are decimal strings: by length, then by digits. */
function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0)
}

/** `2 issues · 1 push`: the counts that are not zero, for a trending row. */
export function describeCounts(counts: Readonly<Record<ActivityKind, number>>): string {
  const singular: Record<ActivityKind, string> = {
    issues: 'issue',
    pullRequests: 'pull request',
    comments: 'comment',
    releases: 'release',
    pushes: 'push',
  }
  const plural: Record<ActivityKind, string> = {
    issues: 'issues',
    pullRequests: 'pull requests',
    comments: 'comments',
    releases: 'releases',
    pushes: 'pushes',
  }
  return KINDS.filter(kind => counts[kind] > 0)
    .map(kind => `${counts[kind]} ${counts[kind] === 1 ? singular[kind] : plural[kind]}`)
    .join(' · ')
}
