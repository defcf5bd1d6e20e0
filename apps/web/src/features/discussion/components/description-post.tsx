import type { QueryKey } from '@tanstack/react-query'
import type { EncodeObject } from '@/features/wallet/index.ts'
import { MarkdownEditForm, useInlineEdit } from './inline-edit.tsx'
import { MarkdownBody } from './markdown-body.tsx'
import { PostAction, PostCard } from './post-card.tsx'

/**
 * The first post of an issue or pull request: its description, with "Edit description" for those
 * who may (`canEdit`); `msgFor` turns the new text into the Msg that saves it, and `invalidate`
 * names the reads it changes.
 */
export function DescriptionPost({
  author,
  createdAt,
  description,
  canEdit,
  msgFor,
  invalidate,
}: {
  author: string
  createdAt: Date | null
  description: string
  canEdit: boolean
  msgFor: (description: string) => EncodeObject
  invalidate: readonly QueryKey[]
}) {
  const edit = useInlineEdit(description, invalidate)
  return (
    <PostCard
      label="Description"
      author={author}
      createdAt={createdAt}
      verb="opened"
      actions={
        canEdit && !edit.editing ? (
          <PostAction onClick={edit.start}>Edit description</PostAction>
        ) : null
      }
    >
      {edit.editing ? (
        <MarkdownEditForm
          edit={edit}
          label="Description"
          submitLabel="Update description"
          canSave={edit.draft !== description}
          onSave={() => void edit.save([msgFor(edit.draft)])}
        />
      ) : (
        <MarkdownBody source={description} />
      )}
    </PostCard>
  )
}
