import { lazy, Suspense } from 'react'
import type { CommentFormProps } from './comment-form.tsx'

// The comment box (its editor, preview and Msgs) loads only for a signed-in viewer; a visitor
// sees "Connect a wallet" instead and never fetches it (issue 19).
const CommentFormBody = lazy(async () => ({
  default: (await import('./comment-form.tsx')).CommentForm,
}))

/** {@link CommentFormBody}, with a placeholder of its height while its code arrives. */
export function LazyCommentForm(props: CommentFormProps) {
  return (
    <Suspense
      fallback={<div aria-busy="true" className="h-44 animate-pulse rounded-md bg-canvas-subtle" />}
    >
      <CommentFormBody {...props} />
    </Suspense>
  )
}
