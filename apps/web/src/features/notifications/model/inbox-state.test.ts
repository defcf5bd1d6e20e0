import { beforeEach, describe, expect, it } from 'vitest'
import type { InboxEntry } from './inbox-entry.ts'
import {
  EMPTY_INBOX,
  inboxKey,
  keepReadMarks,
  loadInbox,
  markAllRead,
  MAX_ENTRIES,
  mergeEntries,
  saveInbox,
  unreadCount,
} from './inbox-state.ts'

const entry = (id: string, height: number): InboxEntry => ({
  id,
  kind: 'mention',
  height,
  time: '',
  actor: 'gitopia1bob',
  actorName: 'bob',
  text: 'mentioned you in alice/hello-world#1',
  title: '',
  href: '/alice/hello-world/issues/1',
})

beforeEach(() => localStorage.clear())

describe('inbox read state', () => {
  it('counts unread entries; mark all read clears the count and is kept per account and chain', () => {
    const key = inboxKey('gitopia-devnet-1', 'gitopia1alice')
    let state = mergeEntries(EMPTY_INBOX, {
      height: 10,
      entries: [entry('a', 5), entry('b', 7)],
      participated: [],
    })
    expect(unreadCount(state)).toBe(2)
    expect(state.entries.map(e => e.id)).toEqual(['b', 'a'])
    state = markAllRead(state)
    expect(unreadCount(state)).toBe(0)
    saveInbox(localStorage, key, state)

    // After a reload: the same state for this account, nothing for another account or chain.
    const reloaded = loadInbox(localStorage, key)
    expect(reloaded).toEqual(state)
    expect(loadInbox(localStorage, inboxKey('gitopia-devnet-1', 'gitopia1bob'))).toEqual(
      EMPTY_INBOX,
    )
    expect(loadInbox(localStorage, inboxKey('gitopia-2', 'gitopia1alice'))).toEqual(EMPTY_INBOX)

    // A new entry is unread; the height only moves forward.
    const next = mergeEntries(reloaded, {
      height: 9,
      entries: [entry('c', 9)],
      participated: ['1/issue/1'],
    })
    expect(unreadCount(next)).toBe(1)
    expect(next.height).toBe(10)
    expect(next.participated).toEqual(['1/issue/1'])
  })

  it('a refresh that ran while all was marked read keeps the marks', () => {
    const before = mergeEntries(EMPTY_INBOX, {
      height: 5,
      entries: [entry('a', 5)],
      participated: [],
    })
    const marked = markAllRead(before)
    // The refresh started from `before` and found one more entry.
    const refreshed = mergeEntries(before, {
      height: 8,
      entries: [entry('b', 8)],
      participated: [],
    })
    const next = keepReadMarks(refreshed, marked)
    expect(next.read).toEqual(['a'])
    expect(unreadCount(next)).toBe(1)
  })

  it('keeps the newest entries only, forgetting read marks of dropped ones', () => {
    const many = Array.from({ length: MAX_ENTRIES + 5 }, (_, i) => entry(`e${i}`, i + 1))
    const state = markAllRead(
      mergeEntries(EMPTY_INBOX, { height: 1, entries: many.slice(0, 10), participated: [] }),
    )
    const merged = mergeEntries(state, { height: 500, entries: many, participated: [] })
    expect(merged.entries).toHaveLength(MAX_ENTRIES)
    expect(merged.entries[0]?.id).toBe(`e${MAX_ENTRIES + 4}`)
    expect([...merged.read].sort()).toEqual(['e5', 'e6', 'e7', 'e8', 'e9'])
  })

  it('a kept state that cannot be read is an empty inbox, not an error', () => {
    localStorage.setItem('inbox:x:y', '{"height":"nope"}')
    expect(loadInbox(localStorage, 'inbox:x:y')).toEqual(EMPTY_INBOX)
    localStorage.setItem('inbox:x:y', 'not json')
    expect(loadInbox(localStorage, 'inbox:x:y')).toEqual(EMPTY_INBOX)
  })

  it('an inbox kept before it kept repositories and mentions loads, with none of them', () => {
    const older = { height: 7, entries: [entry('a', 5)], read: ['a'], participated: ['1/issue/1'] }
    localStorage.setItem('inbox:x:y', JSON.stringify(older))
    expect(loadInbox(localStorage, 'inbox:x:y')).toEqual({
      ...older,
      repositories: [],
      mentioned: [],
    })
  })

  it('a DAO proposal voted on is done: it leaves the inbox with its read mark', () => {
    const state = markAllRead(
      mergeEntries(EMPTY_INBOX, {
        height: 5,
        entries: [entry('group:2', 4), entry('b', 5)],
        participated: [],
      }),
    )
    const next = mergeEntries(state, {
      height: 6,
      entries: [],
      participated: [],
      done: ['group:2'],
    })
    expect(next.entries.map(e => e.id)).toEqual(['b'])
    expect(next.read).toEqual(['b'])
  })
})
