import { lazy, useEffect, useState } from 'react'
import { Button } from '@/ui/button.tsx'
import { LazyMount } from '@/ui/lazy-mount.tsx'
import { useBellCount } from '../model/bell-count.ts'
import type { InboxSource } from '../model/inbox-source.ts'

// The panel's code loads when it first opens: the header holds the button and its count only.
const NotificationsPanel = lazy(() =>
  import('./notifications-panel.tsx').then(module => ({ default: module.NotificationsPanel })),
)

const PANEL_ID = 'notifications-panel'

/**
 * Keeps the signed-in account's inbox current while the page is open. The inbox's code is a
 * lazy chunk: the header holds only its unread count.
 */
function useInboxRunner(source: InboxSource | null): void {
  // One string for the effect: it restarts when any part of the source changes.
  const key = source && JSON.stringify(source)
  useEffect(() => {
    if (!key) {
      useBellCount.setState({ inbox: 0 })
      return
    }
    let stop: (() => void) | undefined
    let cancelled = false
    void import('../api/inbox-runner.ts').then(runner => {
      if (!cancelled) stop = runner.startInbox(JSON.parse(key) as InboxSource)
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [key])
}

/**
 * Header bell: one count for the inbox (what others did that concerns the account) and the
 * app's own messages; its panel links to the inbox and lists the messages.
 */
export function NotificationsBell({ inbox }: { inbox: InboxSource | null }) {
  useInboxRunner(inbox)
  const unread = useBellCount(state => state.inbox + state.messages)
  const [open, setOpen] = useState(false)
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
        onToggle={event => setOpen(event.newState === 'open')}
        className="m-0 mt-2 ml-auto w-80 rounded-lg border border-border bg-canvas p-4 text-fg shadow-lg [position-area:bottom_span-left]"
      >
        <LazyMount when={open}>
          <NotificationsPanel hasInbox={inbox !== null} />
        </LazyMount>
      </div>
    </>
  )
}
