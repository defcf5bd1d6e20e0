import { Button } from '@/ui/button.tsx'
import type { IndexState } from '../worker/protocol.ts'

const count = new Intl.NumberFormat('en')

/** What the local index holds, or how far its first build has got. */
export function IndexStatus({ status, onRetry }: { status: IndexState; onRetry: () => void }) {
  switch (status.state) {
    case 'empty':
      return <p className="text-sm text-fg-muted">Preparing the search index…</p>
    case 'building':
      return (
        <p className="text-sm text-fg-muted" role="status">
          Indexing the chain… {count.format(status.progress.repositories)} repositories so far
        </p>
      )
    case 'failed':
      return (
        <div role="alert" className="flex items-center gap-3 text-sm">
          <span className="text-danger">Could not build the search index: {status.message}</span>
          <Button onClick={onRetry}>Try again</Button>
        </div>
      )
    case 'ready':
      return (
        <p className="text-sm text-fg-muted" role="status">
          Searching {count.format(status.repositories)} repositories and{' '}
          {count.format(status.owners)} users and DAOs
          {status.refreshing ? ' · checking for new ones…' : ''}
        </p>
      )
  }
}
