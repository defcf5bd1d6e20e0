import * as z from 'zod/mini'
import { create } from 'zustand'
import { MESSAGES_KEY, useBellCount } from './bell-count.ts'

/** A user notification (docs/client-rules.md#client-state): added unread, marked read by type. */
export interface UserNotification {
  readonly id: number
  readonly msg: string
  readonly unread: boolean
  readonly type: string
}

const MAX_KEPT = 100

const storedSchema = z.array(
  z.object({ id: z.number(), msg: z.string(), unread: z.boolean(), type: z.string() }),
)

function load(): UserNotification[] {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(localStorage.getItem(MESSAGES_KEY) ?? '[]'))
    return parsed.success ? parsed.data : []
  } catch {
    return []
  }
}

function save(items: readonly UserNotification[]): void {
  try {
    localStorage.setItem(MESSAGES_KEY, JSON.stringify(items))
  } catch {
    // Storage full or blocked: the list still works for this visit.
  }
}

export const useNotificationsStore = create<{ items: readonly UserNotification[] }>(() => ({
  items: typeof localStorage === 'undefined' ? [] : load(),
}))

function update(items: readonly UserNotification[]): void {
  save(items)
  useNotificationsStore.setState({ items })
  useBellCount.setState({ messages: items.filter(item => item.unread).length })
}

export function addNotification(type: string, msg: string): void {
  const { items } = useNotificationsStore.getState()
  const id = items.reduce((max, item) => Math.max(max, item.id), 0) + 1
  update([{ id, msg, type, unread: true }, ...items].slice(0, MAX_KEPT))
}

export function markReadByType(type: string): void {
  const { items } = useNotificationsStore.getState()
  if (!items.some(item => item.type === type && item.unread)) return
  update(items.map(item => (item.type === type ? { ...item, unread: false } : item)))
}

export function clearNotifications(): void {
  update([])
}
