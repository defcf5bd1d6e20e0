import { lazy } from 'react'
import { MarkdownBody, PostCard } from '@/features/discussion/index.ts'
import { ForAuthor, type EditablePullProps } from './author-edit.tsx'

const EditablePullDescription = lazy(() =>
  import('./pull-upkeep.tsx').then(module => ({ default: module.EditablePullDescription })),
)

/** The pull request's first post; its author gets "Edit description", loaded for them. */
export function PullDescription(props: EditablePullProps) {
  const { pull } = props
  const post = (
    <PostCard label="Description" author={pull.creator} createdAt={pull.createdAt} verb="opened">
      <MarkdownBody source={pull.description} />
    </PostCard>
  )
  return <ForAuthor {...props} shown={post} Editor={EditablePullDescription} />
}
