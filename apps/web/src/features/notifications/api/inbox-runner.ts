import { NODE_POOL_REST } from '@gitopia-client/chain/nodes'
import { create } from 'zustand'
import { useBellCount } from '../model/bell-count.ts'
import {
  EMPTY_INBOX,
  inboxKey,
  keepReadMarks,
  loadInbox,
  markAllRead,
  saveInbox,
  unreadCount,
  type InboxState,
} from '../model/inbox-state.ts'
import type { InboxSource } from '../model/inbox-source.ts'
import { watchBlocks, websocketUrl } from './block-watch.ts'
import { inboxSession, refreshInbox } from './inbox-sync.ts'

/** The inbox of the active account, as the page shows it. */
interface InboxView {
  readonly state: InboxState
  /** A refresh is running. */
  readonly loading: boolean
  /** Whether the chain has been read at least once this visit. */
  readonly loaded: boolean
  /** The last refresh's failure ('' when it worked); the kept entries stay. */
  readonly error: string
}

export const useInbox = create<InboxView>(() => ({
  state: EMPTY_INBOX,
  loading: false,
  loaded: false,
  error: '',
}))

/** Refreshes start at most this often, however fast blocks come. */
const MIN_GAP_MS = 2_000

interface Running {
  readonly key: string
  readonly refresh: (top: number | null) => void
  readonly stop: () => void
}

let running: Running | null = null

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

function publish(state: InboxState, view: Partial<InboxView> = {}): void {
  useInbox.setState({ state, ...view })
  useBellCount.setState({ inbox: unreadCount(state) })
}

/**
 * Keeps the account's inbox current (docs/client-rules.md#inbox): the kept state at once, then a
 * refresh now and on every new block (throttled), by the node's websocket or by polling.
 * Returns the stop function; starting again for the same account reuses the running one.
 */
export function startInbox(source: InboxSource): () => void {
  const key = inboxKey(source.chainId, source.address)
  running?.stop()
  const store = storage()
  publish(store ? loadInbox(store, key) : EMPTY_INBOX, { loaded: false, error: '', loading: true })
  const session = inboxSession(NODE_POOL_REST, source)
  let busy = false
  let again: { top: number | null } | null = null
  let lastStart = 0
  let stopped = false
  let delay: ReturnType<typeof setTimeout> | undefined

  const refresh = (top: number | null) => {
    if (stopped) return
    if (busy) {
      again = { top }
      return
    }
    const wait = lastStart + MIN_GAP_MS - Date.now()
    if (wait > 0) {
      clearTimeout(delay)
      delay = setTimeout(() => refresh(top), wait)
      return
    }
    busy = true
    lastStart = Date.now()
    useInbox.setState({ loading: true })
    refreshInbox(session, useInbox.getState().state, top)
      .then(result => {
        if (stopped) return
        const next = keepReadMarks(result, useInbox.getState().state)
        if (store) saveInbox(store, key, next)
        publish(next, { loaded: true, error: '' })
      })
      .catch((error: unknown) => {
        if (stopped) return
        useInbox.setState({ error: error instanceof Error ? error.message : String(error) })
      })
      .finally(() => {
        busy = false
        if (!stopped) useInbox.setState({ loading: false })
        const next = again
        again = null
        if (next) refresh(next.top)
      })
  }

  const stopWatch = watchBlocks(source.socket ? websocketUrl(source.socket) : null, refresh)
  refresh(null)
  const current: Running = {
    key,
    refresh,
    stop: () => {
      stopped = true
      clearTimeout(delay)
      stopWatch()
      if (running === current) running = null
    },
  }
  running = current
  return current.stop
}

/** "Retry" after a failure: a refresh now. */
export function retryInbox(): void {
  running?.refresh(null)
}

/** Marks every kept entry read, for this account on this chain, kept across reloads. */
export function markInboxRead(): void {
  const next = markAllRead(useInbox.getState().state)
  const store = storage()
  if (running && store) saveInbox(store, running.key, next)
  publish(next)
}
