import type { QueryKey } from '@tanstack/react-query'
import type { EncodeObject } from '@/features/wallet/index.ts'
import { MarkdownEditForm, useInlineEdit } from './inline-edit.tsx'
import { MarkdownBody } from './markdown-body.tsx'
import { PostAction, PostCard, type FirstPostItem } from './post-card.tsx'

/**
 * The first post of an issue or pull request as its author sees it: its description with "Edit
 * description"; `msgFor` turns the new text into the Msg that saves it, and `invalidate` names the
 * reads it changes.
 */
export function DescriptionPost({
  item,
  msgFor,
  invalidate,
}: {
  item: FirstPostItem
  msgFor: (description: string) => EncodeObject
  invalidate: readonly QueryKey[]
}) {
  const { description } = item
  const edit = useInlineEdit(description, invalidate)
  return (
    <PostCard
      label="Description"
      author={item.creator}
      createdAt={item.createdAt}
      verb="opened"
      actions={edit.editing ? null : <PostAction onClick={edit.start}>Edit description</PostAction>}
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
