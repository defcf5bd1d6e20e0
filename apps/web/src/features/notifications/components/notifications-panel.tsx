import { Link } from 'react-router'
import { paths } from '@/config/paths.ts'
import { Button } from '@/ui/button.tsx'
import { useBellCount } from '../model/bell-count.ts'
import { markReadByType, useNotificationsStore } from '../model/notifications-store.ts'

/** The bell's panel: the inbox link, then the app's own messages with "Mark read" per type. */
export function NotificationsPanel({ hasInbox }: { hasInbox: boolean }) {
  const inboxUnread = useBellCount(state => state.inbox)
  const items = useNotificationsStore(state => state.items)
  const unreadTypes = [...new Set(items.filter(item => item.unread).map(item => item.type))]
  return (
    <>
      {hasInbox && (
        <Link
          to={paths.notifications.href()}
          onClick={event => event.currentTarget.closest<HTMLElement>('[popover]')?.hidePopover()}
          className="mb-3 flex min-h-11 items-center justify-between rounded-md border border-border px-3 text-sm font-semibold hover:bg-canvas-subtle"
        >
          Inbox<span className="text-fg-muted">{inboxUnread} unread</span>
        </Link>
      )}
      {items.length === 0 ? (
        <p className="text-sm text-fg-muted">No notifications</p>
      ) : (
        <>
          {unreadTypes.length > 0 && (
            <div className="mb-2 flex flex-wrap gap-2">
              {unreadTypes.map(type => (
                <Button key={type} className="px-2 py-1" onClick={() => markReadByType(type)}>
                  Mark {type} read
                </Button>
              ))}
            </div>
          )}
          <ul className="flex max-h-80 flex-col gap-2 overflow-y-auto text-sm">
            {items.map(item => (
              <li
                key={item.id}
                data-unread={item.unread}
                className={item.unread ? 'font-semibold' : 'text-fg-muted'}
              >
                <span className="sr-only">{item.unread ? 'Unread: ' : ''}</span>
                {item.msg}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  )
}
