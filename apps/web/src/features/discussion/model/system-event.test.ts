import { describe, expect, it } from 'vitest'
import type { CommentType } from '@gitopia-client/chain/gitopia'
import { formatCoins } from './coins.ts'
import { describeSystemEvent, sentenceText } from './system-event.ts'

const ALICE = 'gitopia1rkyl3t2chwshfd5vxygtw68ys800xprcnzfd98'
const BOB = 'gitopia1zypdnc2ct9aurl6n9gclp3hnc2mfkpv6c6jh4n'
const CAROL = 'gitopia1gz2e3zdsl37tw4wjmmdxcpnzmuwzzl3rycses0'
const names: Record<string, string> = { [ALICE]: 'alice', [BOB]: 'bob', [CAROL]: 'carol' }
const nameOf = (address: string) => names[address] ?? address

const sentence = (commentType: CommentType, body: string) =>
  sentenceText(describeSystemEvent({ commentType, body }), nameOf)

describe('system event sentences', () => {
  it('labels added and removed, one or several', () => {
    expect(sentence('COMMENT_TYPE_ADD_LABELS', `@${ALICE} added **bug** label`)).toBe(
      'alice added the bug label',
    )
    expect(
      sentence('COMMENT_TYPE_ADD_LABELS', `@${ALICE} added **bug**, **docs**, **ui** labels`),
    ).toBe('alice added the bug, docs and ui labels')
    expect(sentence('COMMENT_TYPE_REMOVE_LABELS', `@${BOB} removed **bug**, **docs** labels`)).toBe(
      'bob removed the bug and docs labels',
    )
  })

  it('assignees and reviewers name each person', () => {
    expect(sentence('COMMENT_TYPE_ADD_ASSIGNEES', `@${ALICE} assigned to @${BOB} @${CAROL}`)).toBe(
      'alice assigned bob and carol',
    )
    expect(sentence('COMMENT_TYPE_REMOVE_ASSIGNEES', `@${ALICE} unassigned @${BOB}`)).toBe(
      'alice unassigned bob',
    )
    expect(sentence('COMMENT_TYPE_ADD_REVIEWERS', `@${BOB} requested review from @${ALICE}`)).toBe(
      'bob requested a review from alice',
    )
    expect(
      sentence('COMMENT_TYPE_REMOVE_REVIEWERS', `@${BOB} removed review request for @${ALICE}`),
    ).toBe('bob removed the review request for alice')
  })

  it('title changes keep the old and the new title; the description change is named', () => {
    const event = describeSystemEvent({
      commentType: 'COMMENT_TYPE_MODIFIED_TITLE',
      body: `@${ALICE} changed title from **~~Crash on start~~** to **Crash on **empty** input**`,
    })
    expect(event.parts).toContainEqual({ kind: 'deleted', text: 'Crash on start' })
    expect(sentenceText(event, nameOf)).toBe(
      'alice changed the title Crash on start to Crash on **empty** input',
    )
    expect(sentence('COMMENT_TYPE_MODIFIED_DESCRIPTION', `@${ALICE} updated the description`)).toBe(
      'alice edited the description',
    )
  })

  it('state changes of issues and pull requests', () => {
    expect(sentence('COMMENT_TYPE_ISSUE_CLOSED', `@${ALICE} closed`)).toBe(
      'alice closed this issue',
    )
    expect(sentence('COMMENT_TYPE_ISSUE_OPENED', `@${ALICE} reopened`)).toBe(
      'alice reopened this issue',
    )
    expect(sentence('COMMENT_TYPE_PULL_REQUEST_CLOSED', `@${BOB} closed`)).toBe(
      'bob closed this pull request',
    )
    expect(sentence('COMMENT_TYPE_PULL_REQUEST_OPENED', `@${BOB} reopened`)).toBe(
      'bob reopened this pull request',
    )
    expect(sentence('COMMENT_TYPE_PULL_REQUEST_MERGED', `@${ALICE} merged`)).toBe(
      'alice merged this pull request',
    )
    expect(sentence('COMMENT_TYPE_REVIEW', `@${ALICE} reviewed`)).toBe('alice reviewed')
  })

  it('bounty events show amounts in LORE', () => {
    expect(sentence('COMMENT_TYPE_ADD_BOUNTY', `@${ALICE} created bounty of 5000000ulore`)).toBe(
      'alice created a bounty of 5 LORE',
    )
    expect(sentence('COMMENT_TYPE_MODIFIED_BOUNTY', `@${ALICE} modified bounty expiry`)).toBe(
      'alice extended the bounty expiry',
    )
    expect(sentence('COMMENT_TYPE_CLOSED_BOUNTY', `@${ALICE} closed bounty`)).toBe(
      'alice closed the bounty',
    )
  })

  it.each([
    ['COMMENT_TYPE_REMOVE_LABELS', 'label'],
    ['COMMENT_TYPE_ADD_ASSIGNEES', 'person'],
    ['COMMENT_TYPE_REMOVE_REVIEWERS', 'eye'],
    ['COMMENT_TYPE_MODIFIED_TITLE', 'pencil'],
    ['COMMENT_TYPE_PULL_REQUEST_CLOSED', 'closed'],
    ['COMMENT_TYPE_ISSUE_OPENED', 'opened'],
    ['COMMENT_TYPE_PULL_REQUEST_MERGED', 'merged'],
    ['COMMENT_TYPE_REVIEW', 'review'],
    ['COMMENT_TYPE_ADD_BOUNTY', 'bounty'],
  ] as const)('a %s event shows the %s icon', (commentType, icon) => {
    expect(describeSystemEvent({ commentType, body: `@${ALICE}` }).icon).toBe(icon)
  })

  it('an unknown body stays readable with its mentions named', () => {
    const event = describeSystemEvent({
      commentType: 'COMMENT_TYPE_NONE',
      body: `@${ALICE} did **something** to @${BOB}`,
    })
    expect(event.actor).toBe(ALICE)
    expect(sentenceText(event, nameOf)).toBe('alice did something to bob')
    expect(event.icon).toBe('info')
  })

  it('formats coin strings, several denominations and unknown ones', () => {
    expect(formatCoins('1500000ulore')).toBe('1.5 LORE')
    expect(formatCoins('1ulore,2000000uosmo')).toBe('0.000001 LORE and 2 OSMO')
    expect(formatCoins('7ibc/ABC')).toBe('7 ibc/ABC')
  })
})
