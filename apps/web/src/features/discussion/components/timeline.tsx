import { useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useApiEndpoint } from '@/config/app-config.ts'
import { LoadError } from '@/ui/load-error.tsx'
import { commentsQuery, useComments, type DiscussionTarget } from '../api/comments.ts'
import { CommentItem } from './comment-item.tsx'
import { SystemEventRow } from './system-event-row.tsx'

export interface TimelineProps {
  readonly target: DiscussionTarget
  /** The signed-in address, or null. */
  readonly viewer: string | null
  /** Shown first (the description post). */
  readonly head?: ReactNode
  /** Called after a comment was edited or deleted (e.g. to refresh comment counts). */
  readonly onChanged?: () => Promise<unknown>
}

/** The discussion of an issue or pull request: comments and system events, in chain order. */
export function Timeline({ target, viewer, head, onChanged }: TimelineProps) {
  const thread = useComments(target)
  const queryClient = useQueryClient()
  const api = useApiEndpoint()
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: commentsQuery(api, target).queryKey }),
      onChanged?.(),
    ])
  }

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
            onChanged={refresh}
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
