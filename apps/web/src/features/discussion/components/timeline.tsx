import type { QueryKey } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useApiEndpoint } from '@/config/app-config.ts'
import { LoadError } from '@/ui/load-error.tsx'
import { useComments, type DiscussionTarget } from '../api/comments.ts'
import { discussionKeys } from '../api/keys.ts'
import { CommentItem } from './comment-item.tsx'
import { ReplyBox, type StateToggle } from './lazy-comment-form.tsx'
import { SystemEventRow } from './system-event-row.tsx'

export interface TimelineProps {
  readonly target: DiscussionTarget
  /** The signed-in address, or null. */
  readonly viewer: string | null
  /** Shown first (the description post). */
  readonly head?: ReactNode
  /**
   * What else an edited or deleted comment changes (e.g. comment counts): keys from the owning
   * features' factories, refreshed with the thread.
   */
  readonly invalidate?: readonly QueryKey[]
}

/** The discussion of an issue or pull request: comments and system events, in chain order. */
export function Timeline({ target, viewer, head, invalidate = [] }: TimelineProps) {
  const thread = useComments(target)
  const api = useApiEndpoint()
  const changed = [discussionKeys.comments(api, target), ...invalidate]

  return (
    <ol aria-label="Timeline" className="flex flex-col gap-3">
      {head && <li>{head}</li>}
      {thread.isPending && (
        <li aria-busy="true" className="h-24 animate-pulse rounded-md bg-canvas-subtle" />
      )}
      {thread.isError && (
        <li>
          <LoadError
            what="the comments"
            error={thread.error}
            onRetry={() => void thread.refetch()}
          />
        </li>
      )}
      {thread.data?.comments.map(comment =>
        comment.system ? (
          <SystemEventRow key={comment.id} comment={comment} />
        ) : (
          <CommentItem
            key={comment.id}
            comment={comment}
            target={target}
            viewer={viewer}
            invalidate={changed}
          />
        ),
      )}
      {thread.data?.truncated && (
        <li className="text-sm text-fg-muted">
          This discussion is longer than what is shown here.
        </li>
      )}
    </ol>
  )
}

/**
 * The conversation of an issue or pull request: its timeline under the description (`head`),
 * what `between` adds (the merge box), then the reply box unless the repository is `archived`;
 * the `sidebar` stands beside them on a wide screen.
 */
export function Conversation({
  thread,
  head,
  between,
  toggle,
  archived,
  sidebar,
}: {
  /** The thread and, for the edits and replies in it, the reads they change. */
  thread: Omit<TimelineProps, 'head' | 'invalidate'> & { invalidate: readonly QueryKey[] }
  head: ReactNode
  between?: ReactNode
  /** Close or reopen beside "Comment", for those who may. */
  toggle: StateToggle | undefined
  archived: boolean
  sidebar: ReactNode
}) {
  // Until the comments are in, what comes after them waits: drawn at once, the reply box (and on a
  // narrow screen the sidebar, below it) would be pushed down the screen when they arrive.
  const loading = useComments(thread.target).isPending
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,1fr)_16rem]">
      <div className="flex min-w-0 flex-col gap-4">
        <Timeline {...thread} head={head} />
        {!loading && between}
        {!loading && !archived && <ReplyBox {...thread} toggle={toggle} />}
      </div>
      <div className={loading ? 'max-md:hidden' : undefined}>{sidebar}</div>
    </div>
  )
}
