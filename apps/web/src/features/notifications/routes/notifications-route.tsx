import { Link } from 'react-router'
import { paths } from '@/config/paths.ts'
import { useActiveAccount } from '@/features/wallet/index.ts'
import { Button } from '@/ui/button.tsx'
import { LoadError } from '@/ui/load-error.tsx'
import { TimeAgo } from '@/ui/time-ago.tsx'
import { markInboxRead, retryInbox, useInbox } from '../api/inbox-runner.ts'
import type { InboxEntry, InboxKind } from '../model/inbox-entry.ts'

const KIND_LABELS: Record<InboxKind, string> = {
  assigned: 'Assigned',
  'review-requested': 'Review requested',
  comment: 'Comment',
  mention: 'Mention',
  bounty: 'Bounty',
  'dao-proposal': 'DAO vote',
  'gov-proposal': 'Governance',
  'transfer-completed': 'Transfer',
  'transfer-failed': 'Transfer failed',
  'transfer-timed-out': 'Transfer timed out',
}

const shortAddress = (address: string) => `${address.slice(0, 12)}…${address.slice(-4)}`

function EntryItem({ entry, unread }: { entry: InboxEntry; unread: boolean }) {
  const actor = entry.actor ? entry.actorName || shortAddress(entry.actor) : ''
  return (
    <li
      data-testid="inbox-entry"
      data-unread={unread}
      className="flex flex-col gap-1 border-b border-border py-3 last:border-b-0"
    >
      <div className="flex flex-wrap items-center gap-2 text-xs text-fg-muted">
        <span className="rounded-full border border-border px-2 py-0.5">
          {KIND_LABELS[entry.kind]}
        </span>
        {entry.time && <TimeAgo date={new Date(entry.time)} />}
        {unread && <span className="font-semibold text-accent">Unread</span>}
      </div>
      <Link
        to={entry.href}
        className={`break-words hover:underline ${unread ? 'font-semibold' : 'text-fg-muted'}`}
      >
        {actor && `${actor} `}
        {entry.text}
        {entry.title && <span className="font-normal">: {entry.title}</span>}
      </Link>
    </li>
  )
}

/** `/notifications`: what others did that concerns the signed-in account, newest first. */
export function NotificationsRoute() {
  const account = useActiveAccount()
  const { state, loading, loaded, error } = useInbox()
  const read = new Set(state.read)
  const unread = state.entries.filter(entry => !read.has(entry.id)).length

  if (!account) {
    return (
      <main className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4">
        <h1 className="text-2xl font-semibold">Inbox</h1>
        <p className="text-fg-muted">
          Connect a wallet to see what others did that concerns you: assignments, review requests,
          comments, mentions, bounties, proposals and transfers.
        </p>
      </main>
    )
  }
  return (
    <main className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-4 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">Inbox</h1>
        <span className="text-sm text-fg-muted" data-testid="inbox-unread">
          {unread} unread
        </span>
        <Button className="ml-auto" disabled={unread === 0} onClick={markInboxRead}>
          Mark all read
        </Button>
      </div>
      {error && (
        <LoadError what="the latest notifications" error={new Error(error)} onRetry={retryInbox} />
      )}
      {state.entries.length > 0 ? (
        <ul aria-label="Notifications" className="flex flex-col">
          {state.entries.map(entry => (
            <EntryItem key={entry.id} entry={entry} unread={!read.has(entry.id)} />
          ))}
        </ul>
      ) : !loaded && !error ? (
        <p className="text-fg-muted" role="status">
          {loading ? 'Reading the chain…' : 'Loading…'}
        </p>
      ) : (
        !error && (
          <div className="rounded-md border border-border p-6 text-center">
            <p className="font-semibold">Nothing here yet</p>
            <p className="mt-1 text-sm text-fg-muted">
              When someone assigns you, asks for your review, comments on your threads, mentions you
              or puts a bounty on your issue, it shows here. Meanwhile,{' '}
              <Link className="text-accent hover:underline" to={paths.explore.href()}>
                explore repositories
              </Link>
              .
            </p>
          </div>
        )
      )}
    </main>
  )
}
