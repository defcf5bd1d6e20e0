import { create } from 'zustand'

/** Where the app's own messages are kept (notifications-store.ts). */
export const MESSAGES_KEY = 'userNotifications'

/** Unread messages as kept, read without their store (a lazy chunk) and without a schema. */
function keptUnread(): number {
  try {
    const items = JSON.parse(localStorage.getItem(MESSAGES_KEY) ?? '[]') as { unread?: unknown }[]
    return items.filter(item => item?.unread === true).length
  } catch {
    // Nothing kept, no storage, or not a list of messages.
    return 0
  }
}

/**
 * All the header bell reads: the inbox's unread count (set by the inbox runner) and the app's own
 * unread messages (set by their store). The header loads neither of those, only this.
 */
export const useBellCount = create<{ inbox: number; messages: number }>(() => ({
  inbox: 0,
  messages: keptUnread(),
}))
