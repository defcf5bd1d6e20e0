import type { PullRequest } from '@gitopia-client/chain/gitopia'
import type { QueryKey } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { MarkdownBody, PostCard } from '@/features/discussion/index.ts'

const EditablePullDescription = lazy(() =>
  import('./pull-upkeep.tsx').then(module => ({ default: module.EditablePullDescription })),
)

/** The pull request's first post; only its author may edit it, as the keeper checks. */
export function PullDescription({
  pull,
  repositoryId,
  viewer,
  invalidate,
}: {
  pull: PullRequest
  repositoryId: string
  viewer: string | null
  invalidate: readonly QueryKey[]
}) {
  const post = (
    <PostCard label="Description" author={pull.creator} createdAt={pull.createdAt} verb="opened">
      <MarkdownBody source={pull.description} />
    </PostCard>
  )
  if (viewer === null || viewer !== pull.creator) return post
  return (
    <Suspense fallback={post}>
      <EditablePullDescription
        pull={pull}
        repositoryId={repositoryId}
        author={viewer}
        invalidate={invalidate}
      />
    </Suspense>
  )
}
