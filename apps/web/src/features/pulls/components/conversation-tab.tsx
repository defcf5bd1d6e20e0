import type { PullTabProps } from './tab-props.ts'
import { setPullRequestStateMsg, type PullRequest } from '@gitopia-client/chain/gitopia'
import type { QueryKey } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { Conversation } from '@/features/discussion/index.ts'
import { useViewerAccess } from '@/features/issues/index.ts'
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
  invalidate,
}: {
  pull: PullRequest
  /** What a tx on the pull request changes (its feature's keys), refreshed after each. */
  invalidate: readonly QueryKey[]
}) {
  const { repository } = useRepository()
  const { viewer, can } = useViewerAccess()
  const target = { kind: 'pullrequest' as const, repositoryId: repository.id, iid: pull.iid }
  const ref = { creator: viewer ?? '', repositoryId: repository.id, iid: pull.iid }
  // The keeper lets the author or TRIAGE close and reopen.
  const canToggle = viewer !== null && (viewer === pull.creator || can('toggleIssueState'))
  const { archived } = repository
  return (
    <Conversation
      thread={{ target, viewer, invalidate }}
      head={<PullDescription pull={pull} invalidate={invalidate} />}
      between={
        pull.state === 'OPEN' &&
        viewer &&
        !archived && (
          <Suspense
            fallback={
              <div aria-busy="true" className="h-24 animate-pulse rounded-md bg-canvas-subtle" />
            }
          >
            <MergeBox pull={pull} viewer={viewer} invalidate={invalidate} />
          </Suspense>
        )
      }
      toggle={
        canToggle && pull.state !== 'MERGED'
          ? {
              open: pull.state === 'OPEN',
              msgs: comment => [
                setPullRequestStateMsg(ref, pull.state === 'OPEN' ? 'CLOSED' : 'OPEN', comment),
              ],
            }
          : undefined
      }
      archived={archived}
      sidebar={<PullSidebar pull={pull} invalidate={invalidate} />}
    />
  )
}

/** The tab as the pull request page shows it (tabs.ts). */
export const showConversationTab = ({ pull, invalidate }: PullTabProps) => (
  <ConversationTab pull={pull} invalidate={invalidate} />
)
