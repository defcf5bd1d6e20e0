import type { QueryKey } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import type { EncodeObject } from '@/features/wallet/index.ts'
import type { DiscussionTarget } from '../api/comments.ts'
import type { CommentFormProps } from './comment-form.tsx'

// The comment box (its editor, preview and Msgs) loads only for a signed-in viewer; a visitor
// sees "Connect a wallet" instead and never fetches it.
const CommentFormBody = lazy(async () => ({
  default: (await import('./comment-form.tsx')).CommentForm,
}))

/** {@link CommentFormBody}, with a placeholder of its height while its code arrives. */
function LazyCommentForm(props: CommentFormProps) {
  return (
    <Suspense
      fallback={<div aria-busy="true" className="h-44 animate-pulse rounded-md bg-canvas-subtle" />}
    >
      <CommentFormBody {...props} />
    </Suspense>
  )
}

/** Closing or reopening from the comment box. */
export interface StateToggle {
  /** Whether the issue or pull request is open now (the button closes it) or not (reopens it). */
  readonly open: boolean
  /** The Msgs of the one tx that does it, given the typed comment ('' for none). */
  readonly msgs: (comment: string) => readonly EncodeObject[]
  /** Why the chain would refuse it now (the button is disabled and this is said beside it). */
  readonly refusal?: string | undefined
}

/**
 * The end of a thread: a signed-in viewer's comment box, with "Close …" or "Reopen …" beside
 * "Comment" where `toggle` is given; a visitor is asked to connect a wallet.
 */
export function ReplyBox({
  target,
  viewer,
  invalidate,
  toggle,
}: {
  readonly target: DiscussionTarget
  readonly viewer: string | null
  /** The reads a sent comment changes (the thread and its parent), refreshed once it went through. */
  readonly invalidate: readonly QueryKey[]
  readonly toggle?: StateToggle | undefined
}) {
  if (!viewer)
    return (
      <p className="rounded-md border border-border p-3 text-sm text-fg-muted">
        Connect a wallet to join the discussion.
      </p>
    )
  const noun = target.kind === 'issue' ? 'issue' : 'pull request'
  return (
    <LazyCommentForm
      target={target}
      author={viewer}
      invalidate={invalidate}
      secondary={
        toggle && {
          label: hasComment =>
            `${toggle.open ? 'Close' : 'Reopen'} ${hasComment ? 'with comment' : noun}`,
          msgs: toggle.msgs,
          refusal: toggle.refusal,
        }
      }
    />
  )
}
