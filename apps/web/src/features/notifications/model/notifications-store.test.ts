import { beforeEach, describe, expect, it } from 'vitest'
import { addNotification, markReadByType, useNotificationsStore } from './notifications-store.ts'

beforeEach(() => {
  localStorage.clear()
  useNotificationsStore.setState({ items: [] })
})

describe('user notifications', () => {
  it('are added unread, newest first, and marked read by type only', () => {
    addNotification('backup', 'Back up wallet alice')
    addNotification('transaction', 'Sent 1 LORE')
    addNotification('backup', 'Back up wallet bob')
    markReadByType('backup')
    const items = useNotificationsStore.getState().items
    expect(items.map(item => [item.msg, item.unread])).toEqual([
      ['Back up wallet bob', false],
      ['Sent 1 LORE', true],
      ['Back up wallet alice', false],
    ])
    expect(new Set(items.map(item => item.id)).size).toBe(3)
    expect(JSON.parse(localStorage.getItem('userNotifications') ?? '[]')).toHaveLength(3)
  })
})
