import type { PullRequest } from '@gitopia-client/chain/gitopia'
import type { QueryKey } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'

const EditablePullTitle = lazy(() =>
  import('./pull-upkeep.tsx').then(module => ({ default: module.EditablePullTitle })),
)

/** The title; its author (the only editor the chain accepts) gets an Edit button, loaded for them. */
export function PullTitle({
  pull,
  repositoryId,
  viewer,
  invalidate,
}: {
  pull: PullRequest
  repositoryId: string
  viewer: string | null
  /** What a retitle changes (the pull request feature's keys). */
  invalidate: readonly QueryKey[]
}) {
  const heading = <PullHeading pull={pull} />
  if (viewer === null || viewer !== pull.creator) return heading
  return (
    <Suspense fallback={heading}>
      <EditablePullTitle
        pull={pull}
        repositoryId={repositoryId}
        author={viewer}
        invalidate={invalidate}
      />
    </Suspense>
  )
}

/** The pull request's title and number. */
function PullHeading({ pull }: { pull: PullRequest }) {
  return (
    <div className="flex items-start gap-3">
      <h2 className="min-w-0 flex-1 text-2xl break-words">
        {pull.title} <span className="font-normal text-fg-muted">#{pull.iid}</span>
      </h2>
    </div>
  )
}
