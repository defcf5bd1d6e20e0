import { deleteCommentMsg, updateCommentMsg, type Comment } from '@gitopia-client/chain/gitopia'
import { useState } from 'react'
import { Button } from '@/ui/button.tsx'
import { FormActions } from '@/ui/form-parts.tsx'
import type { DiscussionTarget } from '../api/comments.ts'
import { useChainAction } from '../api/use-chain-action.ts'
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx'
import { MarkdownBody } from './markdown-body.tsx'
import { MarkdownEditor } from './markdown-editor.tsx'
import { PostAction, PostCard } from './post-card.tsx'
import { Reactions } from './reactions.tsx'
import { FailureNote } from '@/ui/failure-note.tsx'

export interface CommentItemProps {
  readonly comment: Comment
  readonly target: DiscussionTarget
  /** The signed-in address (null when signed out): authors edit and delete their comments. */
  readonly viewer: string | null
  /** Called after an edit or delete went through (refresh the thread). */
  readonly onChanged: () => Promise<unknown>
}

/** A comment: body, reactions, and for its author edit and delete. */
export function CommentItem({ comment, target, viewer, onChanged }: CommentItemProps) {
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState(comment.body)
  const [confirmDelete, setConfirmDelete] = useState(false)
  const action = useChainAction()
  const own = viewer !== null && viewer === comment.creator
  const msgTarget = {
    creator: viewer ?? '',
    repositoryId: target.repositoryId,
    parent: target.kind,
    parentIid: target.iid,
  }

  const save = async () => {
    if (draft.trim() === '') return
    if (await action.run([updateCommentMsg(msgTarget, comment.commentIid, draft)])) {
      await onChanged()
      setEditing(false)
    }
  }

  const remove = async () => {
    const done = await action.run([deleteCommentMsg(msgTarget, comment.commentIid)])
    if (done) await onChanged()
    return done
  }

  return (
    <li id={`comment-${comment.commentIid}`} data-testid="timeline-comment">
      <PostCard
        label={`Comment ${comment.commentIid}`}
        author={comment.creator}
        createdAt={comment.createdAt}
        updatedAt={comment.updatedAt}
        actions={
          own && !editing ? (
            <>
              <PostAction
                onClick={() => {
                  setDraft(comment.body)
                  setEditing(true)
                }}
              >
                Edit
              </PostAction>
              <PostAction danger onClick={() => setConfirmDelete(true)}>
                Delete
              </PostAction>
            </>
          ) : null
        }
      >
        {comment.path && (
          <p className="mb-2 font-mono text-xs text-fg-muted">
            {comment.path}
            {comment.position !== '0' ? `:${comment.position}` : ''}
          </p>
        )}
        {editing ? (
          <div className="flex flex-col gap-2">
            <MarkdownEditor label="Edit comment" value={draft} onChange={setDraft} autoFocus />
            <FailureNote failure={action.failure} />
            <FormActions onCancel={() => setEditing(false)} cancelDisabled={action.running}>
              <Button
                variant="primary"
                disabled={action.busy || draft.trim() === '' || draft === comment.body}
                onClick={() => void save()}
              >
                {action.running ? 'Saving…' : 'Update comment'}
              </Button>
            </FormActions>
          </div>
        ) : (
          <>
            <MarkdownBody source={comment.body} />
            <Reactions reactions={comment.reactions} viewer={viewer} />
          </>
        )}
      </PostCard>
      <ConfirmDialog
        open={confirmDelete}
        title="Delete comment"
        confirmLabel="Delete"
        onConfirm={remove}
        onClose={() => setConfirmDelete(false)}
      >
        <p>Delete this comment? It is removed from the chain's current state.</p>
        <FailureNote failure={action.failure} />
      </ConfirmDialog>
    </li>
  )
}
