import { deleteCommentMsg, updateCommentMsg, type Comment } from '@gitopia-client/chain/gitopia'
import type { QueryKey } from '@tanstack/react-query'
import { useState } from 'react'
import type { DiscussionTarget } from '../api/comments.ts'
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx'
import { MarkdownBody } from './markdown-body.tsx'
import { MarkdownEditForm, useInlineEdit } from './inline-edit.tsx'
import { PostAction, PostCard } from './post-card.tsx'
import { Reactions } from './reactions.tsx'
import { FailureNote } from '@/ui/failure-note.tsx'

export interface CommentItemProps {
  readonly comment: Comment
  readonly target: DiscussionTarget
  /** The signed-in address (null when signed out): authors edit and delete their comments. */
  readonly viewer: string | null
  /** The reads an edit or delete changes (the thread, at least), refreshed once it went through. */
  readonly invalidate: readonly QueryKey[]
}

/** A comment: body, reactions, and for its author edit and delete. */
export function CommentItem({ comment, target, viewer, invalidate }: CommentItemProps) {
  const edit = useInlineEdit(comment.body, invalidate)
  const { editing, draft, action } = edit
  const [confirmDelete, setConfirmDelete] = useState(false)
  const own = viewer !== null && viewer === comment.creator
  const msgTarget = {
    creator: viewer ?? '',
    repositoryId: target.repositoryId,
    parent: target.kind,
    parentIid: target.iid,
  }

  const save = async () => {
    if (draft.trim() === '') return
    await edit.save([updateCommentMsg(msgTarget, comment.commentIid, draft)])
  }

  const remove = () => action.run([deleteCommentMsg(msgTarget, comment.commentIid)], { invalidate })

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
              <PostAction onClick={edit.start}>Edit</PostAction>
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
          <MarkdownEditForm
            edit={edit}
            label="Edit comment"
            submitLabel="Update comment"
            canSave={draft.trim() !== '' && draft !== comment.body}
            onSave={() => void save()}
          />
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
