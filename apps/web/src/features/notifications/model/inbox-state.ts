import * as z from 'zod/mini'
import { sortEntries, type InboxEntry } from './inbox-entry.ts'

/** Bounds of what one account's inbox keeps in localStorage (docs/client-rules.md#inbox). */
export const MAX_ENTRIES = 200
const MAX_THREADS = 500
const MAX_REPOSITORIES = 200
const MAX_MENTIONS = 500

/** A repository as entries link to it, kept so a later visit need not read it again. */
export interface KeptRepository {
  readonly id: string
  /** The owner's username or DAO name, or its address when it has none. */
  readonly owner: string
  readonly name: string
  readonly ownerAddress: string
}

/** One account's inbox on one chain, as kept across reloads. */
export interface InboxState {
  /** The last height the events were read up to (0: never). */
  readonly height: number
  /** Newest first, at most {@link MAX_ENTRIES}. */
  readonly entries: readonly InboxEntry[]
  /** Ids of the entries read (only ids still in `entries`). */
  readonly read: readonly string[]
  /** Threads the account commented on (`threadKey`), newest last. */
  readonly participated: readonly string[]
  /** Repositories the entries and tracked threads are in, newest last. */
  readonly repositories: readonly KeptRepository[]
  /** Texts whose mention of the account was seen (`mentionKey`), so an edit does not repeat it. */
  readonly mentioned: readonly string[]
}

export const EMPTY_INBOX: InboxState = {
  height: 0,
  entries: [],
  read: [],
  participated: [],
  repositories: [],
  mentioned: [],
}

const entrySchema = z.object({
  id: z.string(),
  kind: z.enum([
    'assigned',
    'review-requested',
    'comment',
    'mention',
    'bounty',
    'dao-proposal',
    'gov-proposal',
    'transfer-completed',
    'transfer-failed',
    'transfer-timed-out',
  ]),
  height: z.number(),
  time: z.string(),
  actor: z.string(),
  actorName: z.string(),
  text: z.string(),
  title: z.string(),
  href: z.string(),
  until: z.optional(z.string()),
})

const stateSchema = z.object({
  height: z.number(),
  entries: z.array(entrySchema),
  read: z.array(z.string()),
  participated: z.array(z.string()),
  // Absent in an inbox kept before they were: it then reads them again once.
  repositories: z._default(
    z.array(
      z.object({ id: z.string(), owner: z.string(), name: z.string(), ownerAddress: z.string() }),
    ),
    [],
  ),
  mentioned: z._default(z.array(z.string()), []),
})

/** The key of one account's inbox on one chain. */
export const inboxKey = (chainId: string, address: string) => `inbox:${chainId}:${address}`

/** The kept inbox, or an empty one when there is none or it cannot be read. */
export function loadInbox(storage: Storage, key: string): InboxState {
  try {
    const parsed = stateSchema.safeParse(JSON.parse(storage.getItem(key) ?? 'null'))
    return parsed.success ? parsed.data : EMPTY_INBOX
  } catch {
    return EMPTY_INBOX
  }
}

export function saveInbox(storage: Storage, key: string, state: InboxState): void {
  try {
    storage.setItem(key, JSON.stringify(state))
  } catch {
    // Storage full or blocked: the inbox still works for this visit.
  }
}

/** `list` then `more`, each value once, at its last place, the newest `max` kept. */
function newestLast<T>(list: Iterable<T>, more: Iterable<T>, max: number): T[] {
  const all = new Set(list)
  for (const value of more) {
    all.delete(value)
    all.add(value)
  }
  return [...all].slice(-max)
}

export interface InboxUpdate {
  readonly height: number
  readonly entries: readonly InboxEntry[]
  readonly participated: Iterable<string>
  /** Entries that no longer concern the account (a proposal it has voted on). */
  readonly done?: Iterable<string>
  /** The repositories known now; replaces the kept ones (a rename drops them first). */
  readonly repositories?: Iterable<KeptRepository>
  readonly mentioned?: Iterable<string>
}

/**
 * New entries merged in (an entry already kept is replaced, so a proposal's text stays current),
 * the ones done removed, the newest {@link MAX_ENTRIES} kept, read ids of dropped entries
 * forgotten.
 */
export function mergeEntries(state: InboxState, update: InboxUpdate): InboxState {
  const byId = new Map(state.entries.map(entry => [entry.id, entry]))
  for (const entry of update.entries) byId.set(entry.id, entry)
  for (const id of update.done ?? []) byId.delete(id)
  const entries = sortEntries([...byId.values()]).slice(0, MAX_ENTRIES)
  const kept = new Set(entries.map(entry => entry.id))
  const repositories = new Map<string, KeptRepository>()
  for (const repository of update.repositories ?? state.repositories)
    repositories.set(repository.id, repository)
  return {
    height: Math.max(state.height, update.height),
    entries,
    read: state.read.filter(id => kept.has(id)),
    participated: newestLast(state.participated, update.participated, MAX_THREADS),
    repositories: [...repositories.values()].slice(-MAX_REPOSITORIES),
    mentioned: newestLast(state.mentioned, update.mentioned ?? [], MAX_MENTIONS),
  }
}

/**
 * A refresh's result with the read marks made while it ran (it started from an older state, and
 * "Mark all read" may have come in between).
 */
export function keepReadMarks(next: InboxState, current: InboxState): InboxState {
  const kept = new Set(next.entries.map(entry => entry.id))
  const read = new Set([...next.read, ...current.read.filter(id => kept.has(id))])
  return { ...next, read: [...read] }
}

export function markAllRead(state: InboxState): InboxState {
  return { ...state, read: state.entries.map(entry => entry.id) }
}

export function unreadCount(state: InboxState): number {
  const read = new Set(state.read)
  return state.entries.filter(entry => !read.has(entry.id)).length
}
