import { createCommentMsg } from '@gitopia-client/chain/gitopia'
import type { QueryKey } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { EncodeObject } from '@/features/wallet/index.ts'
import { Button } from '@/ui/button.tsx'
import type { DiscussionTarget } from '../api/comments.ts'
import { useChainAction } from '../api/use-chain-action.ts'
import { MarkdownEditor } from './markdown-editor.tsx'
import { FailureNote } from '@/ui/failure-note.tsx'

/** A second button next to "Comment", e.g. "Close with comment". */
export interface SecondaryCommentAction {
  /** Its label, given whether a comment was typed. */
  readonly label: (hasComment: boolean) => string
  /** The Msgs of the one tx it sends, given the typed comment ('' for none). */
  readonly msgs: (comment: string) => readonly EncodeObject[]
  /** Why the chain would refuse it now: the button is disabled and the sentence shown beside it. */
  readonly refusal?: string | undefined
}

export interface CommentFormProps {
  readonly target: DiscussionTarget
  /** The signer. */
  readonly author: string
  /** The reads a sent comment changes (the thread and its parent), refreshed once it went through. */
  readonly invalidate: readonly QueryKey[]
  readonly secondary?: SecondaryCommentAction | undefined
}

/**
 * The "add a comment" box at the end of a discussion. What was typed stays when the tx fails.
 */
export function CommentForm({ target, author, invalidate, secondary }: CommentFormProps) {
  const [body, setBody] = useState('')
  const action = useChainAction()
  const hasComment = body.trim() !== ''
  const refusalId = useId()

  const send = async (msgs: readonly EncodeObject[]) => {
    await action.run(msgs, { invalidate, onAccepted: () => setBody('') })
  }

  const comment = () =>
    send([
      createCommentMsg(
        {
          creator: author,
          repositoryId: target.repositoryId,
          parent: target.kind,
          parentIid: target.iid,
        },
        body,
      ),
    ])

  return (
    <form
      aria-label="Add a comment"
      className="flex flex-col gap-2"
      onSubmit={event => {
        event.preventDefault()
        if (hasComment && !action.busy) void comment()
      }}
    >
      <MarkdownEditor
        label="Comment"
        value={body}
        onChange={setBody}
        disabled={action.running}
        onSubmitShortcut={() => {
          if (hasComment && !action.busy) void comment()
        }}
      />
      <FailureNote failure={action.failure} />
      {secondary?.refusal && (
        <p id={refusalId} className="text-right text-sm text-fg-muted">
          {secondary.refusal}
        </p>
      )}
      <div className="flex justify-end gap-2">
        {secondary && (
          <Button
            disabled={action.busy || secondary.refusal !== undefined}
            aria-describedby={secondary.refusal ? refusalId : undefined}
            onClick={() => void send(secondary.msgs(hasComment ? body : ''))}
          >
            {secondary.label(hasComment)}
          </Button>
        )}
        <Button type="submit" variant="primary" disabled={action.busy || !hasComment}>
          {action.running ? action.progress : 'Comment'}
        </Button>
      </div>
    </form>
  )
}
