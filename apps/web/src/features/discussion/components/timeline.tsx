import type { QueryKey } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useApiEndpoint } from '@/config/app-config.ts'
import { LoadError } from '@/ui/load-error.tsx'
import { useComments, type DiscussionTarget } from '../api/comments.ts'
import { discussionKeys } from '../api/keys.ts'
import { CommentItem } from './comment-item.tsx'
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
