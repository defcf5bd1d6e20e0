import { setPullRequestStateMsg, type PullRequest } from '@gitopia-client/chain/gitopia'
import type { QueryKey } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { ReplyBox, Timeline } from '@/features/discussion/index.ts'
import { useRepository } from '@/features/repository/index.ts'
import { PullDescription } from './pull-description.tsx'
import { PullSidebar } from './pull-sidebar.tsx'

/** Shown only to a signed-in viewer of an open pull request: loaded then (the merge flow). */
const MergeBox = lazy(() =>
  import('./merge-box.tsx').then(module => ({ default: module.MergeBox })),
)

/** The Conversation tab: description, thread, merge box, comment box and sidebar. */
export function ConversationTab({
  pull,
  repositoryId,
  viewer,
  canToggle,
  invalidate,
}: {
  pull: PullRequest
  repositoryId: string
  viewer: string | null
  canToggle: boolean
  /** What a tx on the pull request changes (its feature's keys), refreshed after each. */
  invalidate: readonly QueryKey[]
}) {
  const target = { kind: 'pullrequest' as const, repositoryId, iid: pull.iid }
  const ref = { creator: viewer ?? '', repositoryId, iid: pull.iid }
  const { archived } = useRepository().repository
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,1fr)_16rem]">
      <div className="flex min-w-0 flex-col gap-4">
        <Timeline
          target={target}
          viewer={viewer}
          invalidate={invalidate}
          head={<PullDescription pull={pull} invalidate={invalidate} />}
        />
        {pull.state === 'OPEN' && viewer && !archived && (
          <Suspense
            fallback={
              <div aria-busy="true" className="h-24 animate-pulse rounded-md bg-canvas-subtle" />
            }
          >
            <MergeBox pull={pull} viewer={viewer} invalidate={invalidate} />
          </Suspense>
        )}
        {!archived && (
          <ReplyBox
            target={target}
            viewer={viewer}
            invalidate={invalidate}
            toggle={
              canToggle && pull.state !== 'MERGED'
                ? {
                    open: pull.state === 'OPEN',
                    msgs: comment => [
                      setPullRequestStateMsg(
                        ref,
                        pull.state === 'OPEN' ? 'CLOSED' : 'OPEN',
                        comment,
                      ),
                    ],
                  }
                : undefined
            }
          />
        )}
      </div>
      <PullSidebar pull={pull} invalidate={invalidate} />
    </div>
  )
}
