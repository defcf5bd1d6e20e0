import { Button } from '@/ui/button.tsx'
import { markReadByType, useNotificationsStore } from '../model/notifications-store.ts'

const PANEL_ID = 'notifications-panel'

/** Header bell: unread count, the list, and "Mark read" per type. */
export function NotificationsBell() {
  const items = useNotificationsStore(state => state.items)
  const unread = items.filter(item => item.unread).length
  const unreadTypes = [...new Set(items.filter(item => item.unread).map(item => item.type))]
  return (
    <>
      <Button popoverTarget={PANEL_ID} aria-label={`Notifications, ${unread} unread`}>
        {/* An SVG, not the emoji: not every system has a font with a bell. */}
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className="size-4 fill-none stroke-current"
          strokeWidth="1.5"
          strokeLinejoin="round"
        >
          <path d="M8 1.75a4 4 0 0 0-4 4v2.75L2.5 11.25h11L12 8.5V5.75a4 4 0 0 0-4-4Z" />
          <path d="M6.25 13.25a1.75 1.75 0 0 0 3.5 0" />
        </svg>
        {unread > 0 && (
          <span data-testid="notifications-unread" className="text-xs font-bold">
            {unread}
          </span>
        )}
      </Button>
      <div
        id={PANEL_ID}
        popover="auto"
        role="region"
        aria-label="Notifications"
        className="m-0 mt-2 ml-auto w-80 rounded-lg border border-border bg-canvas p-4 text-fg shadow-lg [position-area:bottom_span-left]"
      >
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
      </div>
    </>
  )
}
