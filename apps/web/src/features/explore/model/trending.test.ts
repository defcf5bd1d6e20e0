import { describe, expect, it } from 'vitest'
import {
  describeCounts,
  TRENDING_FORMULA,
  trendingRepositories,
  type ActivityEvent,
  type TrendingInput,
} from './trending.ts'

const now = new Date('2026-11-29T12:00:00Z')
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3600 * 1000)
const at = (repositoryId: string, days: number): ActivityEvent => ({
  repositoryId,
  at: daysAgo(days),
})
const empty: TrendingInput = {
  issues: [],
  pullRequests: [],
  comments: [],
  releases: [],
  pushes: [],
}

describe('trendingRepositories', () => {
  it('scores 2 per issue, 3 per pull request, 1 per comment, 3 per release, 2 per push', () => {
    const [top] = trendingRepositories(
      {
        issues: [at('1', 1), at('1', 2)],
        pullRequests: [at('1', 1)],
        comments: [at('1', 1), at('1', 1), at('1', 3)],
        releases: [at('1', 6)],
        pushes: [at('1', 0.5)],
      },
      now,
    )
    expect(top?.score).toBe(2 * 2 + 3 + 3 + 3 + 2)
    expect(top?.counts).toEqual({ issues: 2, pullRequests: 1, comments: 3, releases: 1, pushes: 1 })
    expect(top?.lastActivity).toEqual(daysAgo(0.5))
  })

  it('counts only the last 7 days, and nothing without a time or in the future', () => {
    const result = trendingRepositories(
      {
        ...empty,
        issues: [at('1', 8), at('1', 6.9), { repositoryId: '1', at: null }, at('1', -1)],
        comments: [at('2', 7.5)],
      },
      now,
    )
    expect(result.map(item => [item.repositoryId, item.score, item.counts.issues])).toEqual([
      ['1', 2, 1],
    ])
  })

  it('ranks by score, then by the most recent activity, then the newest repository', () => {
    const result = trendingRepositories(
      {
        ...empty,
        // 9 and 10 tie on score and time: the newer repository (10) goes first.
        comments: [at('9', 2), at('10', 2), at('3', 1)],
        pullRequests: [at('4', 5)],
      },
      now,
    )
    expect(result.map(item => item.repositoryId)).toEqual(['4', '3', '10', '9'])
  })

  it('keeps the top `limit`', () => {
    const comments = Array.from({ length: 15 }, (_, i) => at(String(i), 1))
    expect(trendingRepositories({ ...empty, comments }, now, 5)).toHaveLength(5)
  })

  it('states the formula it applies', () => {
    expect(TRENDING_FORMULA).toBe(
      "Score = 2 × issues opened + 3 × pull requests opened + 1 × comments + 3 × releases published + 2 × pushes, over the last 7 days. A push is a branch updated; the chain keeps only each branch's latest push.",
    )
  })
})

describe('describeCounts', () => {
  it('names the counts that are not zero', () => {
    expect(
      describeCounts({ issues: 1, pullRequests: 0, comments: 3, releases: 0, pushes: 2 }),
    ).toBe('1 issue · 3 comments · 2 pushes')
  })
})
