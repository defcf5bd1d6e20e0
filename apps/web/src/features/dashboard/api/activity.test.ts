import type {
  Comment,
  Issue,
  PullRequest,
  Release,
  Repository,
} from '@gitopia-client/chain/gitopia'
import { describe, expect, it } from 'vitest'
import { activityOf } from './activity.ts'

const at = (day: number) => new Date(Date.UTC(2026, 0, day))
/** What an issue and a pull request `iid` opened on `day` have in common. */
const opened = (kind: 'issue' | 'pull', iid: number, day: number) => ({
  iid,
  title: `${kind} ${iid}`,
  creator: 'gitopia1author',
  createdAt: at(day),
})
const issue = (repositoryId: string, iid: number, day: number, closed?: number) =>
  ({
    ...opened('issue', iid, day),
    repositoryId,
    state: closed ? 'CLOSED' : 'OPEN',
    closedAt: closed ? at(closed) : null,
    closedBy: closed ? 'gitopia1closer' : '',
  }) as Issue
const pull = (repositoryId: string, iid: number, day: number, merged?: number) =>
  ({
    ...opened('pull', iid, day),
    state: merged ? 'MERGED' : 'OPEN',
    mergedAt: merged ? at(merged) : null,
    mergedBy: 'gitopia1merger',
    closedAt: null,
    closedBy: '',
    base: { repositoryId, branch: 'master', commitSha: '' },
  }) as PullRequest
const release = (repositoryId: string, tag: string, day: number, draft = false) =>
  ({
    repositoryId,
    tagName: tag,
    name: '',
    creator: 'gitopia1author',
    draft,
    publishedAt: draft ? null : at(day),
  }) as Release

const comment = (repositoryId: string, iid: number, creator: string, day: number, system = false) =>
  ({
    id: `${repositoryId}${iid}${day}`,
    repositoryId,
    parentIid: iid,
    parent: 'COMMENT_PARENT_ISSUE',
    creator,
    body: `  a   comment\non day ${day}`,
    system,
    createdAt: at(day),
  }) as Comment
const repository = (id: string, day: number | null, parentId: string | null = null) =>
  ({
    id,
    name: `repo-${id}`,
    creator: ME,
    createdAt: day === null ? null : at(day),
    parentId,
  }) as Repository
const ME = 'gitopia1me'
const mine = (...ids: string[]) => ({
  repositories: ids.map(id => repository(id, null)),
  people: new Set([ME]),
})

describe('activityOf', () => {
  const activity = {
    issues: [issue('1', 1, 1, 5), issue('2', 1, 2), issue('9', 1, 9)],
    pulls: [pull('1', 2, 3, 6)],
    releases: [release('2', 'v1.0', 4), release('1', 'v2.0', 8, true)],
    comments: [],
  }

  it("keeps only events on the user's repositories, newest first", () => {
    const items = activityOf(activity, mine('1', '2'))
    expect(items.map(item => [item.kind, item.repositoryId, item.at.getUTCDate()])).toEqual([
      ['pull-merged', '1', 6],
      ['issue-closed', '1', 5],
      ['release-published', '2', 4],
      ['pull-opened', '1', 3],
      ['issue-opened', '2', 2],
      ['issue-opened', '1', 1],
    ])
    expect(items[0]?.actor).toBe('gitopia1merger')
    expect(items.find(item => item.kind === 'release-published')?.title).toBe('v1.0')
  })

  it('caps the list and gives each event its own key', () => {
    const items = activityOf(activity, mine('1', '2'), 3)
    expect(items).toHaveLength(3)
    expect(new Set(activityOf(activity, mine('1', '2')).map(i => i.key)).size).toBe(6)
  })

  it('lists the later step first when two events share a block', () => {
    const sameDay = { ...activity, issues: [issue('1', 2, 3, 3)], pulls: [], releases: [] }
    expect(activityOf(sameDay, mine('1')).map(item => item.kind)).toEqual([
      'issue-closed',
      'issue-opened',
    ])
  })

  it("includes the user's new repositories, forks and comments, anywhere they made them", () => {
    const mineAndMore = {
      repositories: [repository('1', 1), repository('3', 2, '9')],
      people: new Set([ME]),
    }
    const withComments = {
      issues: [],
      pulls: [],
      releases: [],
      comments: [
        comment('9', 1, ME, 4),
        comment('9', 1, 'gitopia1stranger', 5),
        comment('1', 1, 'gitopia1stranger', 6),
        comment('1', 1, ME, 7, true),
      ],
    }
    const items = activityOf(withComments, mineAndMore)
    expect(items.map(item => [item.kind, item.repositoryId, item.actor])).toEqual([
      ['issue-commented', '1', 'gitopia1stranger'],
      ['issue-commented', '9', ME],
      ['repository-forked', '3', ME],
      ['repository-created', '1', ME],
    ])
    expect(items[2]?.parentId).toBe('9')
    expect(items[1]?.excerpt).toBe('a comment on day 4')
  })
})
