import type { PullTabProps } from './tab-props.ts'
import {
  createCommentMsg,
  toggleCommentResolvedMsg,
  type Comment,
  type PullRequest,
} from '@gitopia-client/chain/gitopia'
import type { FileDiff, PullCommits } from '@gitopia-client/chain/storage'
import { usePullCommits } from '../api/pull-tips.ts'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useApiEndpoint } from '@/config/app-config.ts'
import {
  commentsQuery,
  discussionKeys,
  MarkdownBody,
  MarkdownEditor,
  PostCard,
  useChainAction,
} from '@/features/discussion/index.ts'
import {
  diffHunkAt,
  DiffView,
  patchRows,
  useRepository,
  useStorageSession,
  type DiffMode,
  type DiffReview,
} from '@/features/repository/index.ts'
import { useViewerAccess } from '@/features/issues/index.ts'
import { Button } from '@/ui/button.tsx'
import { FormActions } from '@/ui/form-parts.tsx'
import { LoadError } from '@/ui/load-error.tsx'
import { SegmentedChoice } from '@/ui/segmented-choice.tsx'
import { pullDiffStatQuery } from '../api/pull-diff-stat.ts'
import { pullDiffQuery } from '../api/pull-diff.ts'
import { FailureNote } from '@/ui/failure-note.tsx'

interface OpenForm {
  readonly path: string
  readonly position: number
}

/** The files changed, with review comments on lines (unified and split views). */
export function FilesTab({ pull, viewer }: { pull: PullRequest; viewer: string | null }) {
  const commits = usePullCommits(pull)
  if (!commits)
    return <div aria-busy="true" className="h-32 animate-pulse rounded-md bg-canvas-subtle" />
  return <PullFiles pull={pull} viewer={viewer} commits={commits} />
}

function PullFiles({
  pull,
  viewer,
  commits,
}: {
  pull: PullRequest
  viewer: string | null
  commits: PullCommits
}) {
  const api = useApiEndpoint()
  const { owner, name, repository } = useRepository()
  const session = useStorageSession()
  const { can } = useViewerAccess()
  const [mode, setMode] = useState<DiffMode>('unified')
  const [form, setForm] = useState<OpenForm | null>(null)
  const target = { kind: 'pullrequest' as const, repositoryId: repository.id, iid: pull.iid }
  const thread = useQuery(commentsQuery(api, target))
  const stat = useQuery(pullDiffStatQuery(session, commits))
  const diff = useInfiniteQuery(pullDiffQuery(session, commits))

  const reviewComments = useMemo(
    () => (thread.data?.comments ?? []).filter(comment => comment.path !== '' && !comment.system),
    [thread.data],
  )
  const anchors = useMemo(() => {
    const map = new Map<string, Set<number>>()
    const add = (path: string, position: number) => {
      const set = map.get(path) ?? new Set<number>()
      set.add(position)
      map.set(path, set)
    }
    for (const comment of reviewComments) add(comment.path, Number(comment.position))
    if (form) add(form.path, form.position)
    return map
  }, [reviewComments, form])

  const review: DiffReview = {
    anchors,
    onComment: (file, position) => {
      if (viewer) setForm({ path: file.path, position })
    },
    render: (file, position) => (
      <ReviewThread
        file={file}
        position={position}
        comments={reviewComments.filter(
          comment => comment.path === file.path && Number(comment.position) === position,
        )}
        open={form?.path === file.path && form.position === position}
        viewer={viewer}
        mayResolve={viewer !== null && (viewer === pull.creator || can('resolveComment'))}
        pull={pull}
        onClose={() => setForm(null)}
      />
    ),
  }

  if (diff.isError)
    return <LoadError what="the changes" error={diff.error} onRetry={() => void diff.refetch()} />
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3 text-sm">
        {stat.data && (
          <p data-testid="pull-stat">
            {stat.data.filesChanged} {stat.data.filesChanged === 1 ? 'file' : 'files'} changed,{' '}
            <span className="text-green-700 dark:text-green-400">+{stat.data.additions}</span>{' '}
            <span className="text-red-700 dark:text-red-400">−{stat.data.deletions}</span>
          </p>
        )}
        <div className="ml-auto">
          <SegmentedChoice
            label="Diff view"
            options={{ unified: 'Unified', split: 'Split' }}
            value={mode}
            onChange={setMode}
          />
        </div>
      </div>
      {!diff.data ? (
        <div aria-busy="true" className="h-32 animate-pulse rounded-md bg-canvas-subtle" />
      ) : (
        <DiffView
          pages={diff}
          mode={mode}
          owner={owner}
          repo={name}
          commitSha={commits.headSha}
          review={review}
        />
      )}
    </div>
  )
}

function ReviewThread({
  file,
  position,
  comments,
  open,
  viewer,
  mayResolve,
  pull,
  onClose,
}: {
  file: FileDiff
  position: number
  comments: readonly Comment[]
  open: boolean
  viewer: string | null
  /** The pull request's author and triagers may resolve a thread. */
  mayResolve: boolean
  pull: PullRequest
  onClose: () => void
}) {
  const api = useApiEndpoint()
  const { repository } = useRepository()
  const [draft, setDraft] = useState('')
  const action = useChainAction()
  const target = { kind: 'pullrequest' as const, repositoryId: repository.id, iid: pull.iid }
  const commentTarget = {
    creator: viewer ?? '',
    repositoryId: repository.id,
    parent: 'pullrequest' as const,
    parentIid: pull.iid,
  }
  // A thread is resolved through its first comment, as on the chain.
  const root = comments[0]
  const resolved = root?.resolved === true
  const [expanded, setExpanded] = useState(false)
  // A review comment changes the thread only (the Conversation tab reads it too).
  const invalidate = [discussionKeys.comments(api, target)]

  const toggleResolved = async () => {
    if (!root || !viewer) return
    const msg = toggleCommentResolvedMsg(commentTarget, root.commentIid)
    if (await action.run([msg], { invalidate })) setExpanded(false)
  }

  const send = async () => {
    if (!viewer || draft.trim() === '') return
    const msg = createCommentMsg(commentTarget, draft, {
      path: file.path,
      position,
      diffHunk: diffHunkAt(patchRows(file), position),
    })
    if (await action.run([msg], { invalidate })) {
      setDraft('')
      onClose()
    }
  }

  return (
    <div
      className="flex flex-col gap-2 bg-canvas-subtle p-3 font-sans"
      data-testid="review-thread"
      data-resolved={resolved}
    >
      {root && (resolved || mayResolve) && (
        <div className="flex items-center gap-2 text-sm">
          {resolved && <span className="font-semibold text-fg-muted">Resolved conversation</span>}
          {resolved && (
            <Button className="px-2 py-1" onClick={() => setExpanded(!expanded)}>
              {expanded ? 'Hide' : 'Show'}
            </Button>
          )}
          {mayResolve && (
            <Button
              className="ml-auto px-2 py-1"
              disabled={action.busy}
              onClick={() => void toggleResolved()}
            >
              {resolved ? 'Unresolve conversation' : 'Resolve conversation'}
            </Button>
          )}
        </div>
      )}
      {(!resolved || expanded) &&
        comments.map(comment => (
          <PostCard
            key={comment.id}
            author={comment.creator}
            createdAt={comment.createdAt}
            verb="commented"
          >
            <MarkdownBody source={comment.body} />
          </PostCard>
        ))}
      {open && viewer && (
        <div className="flex flex-col gap-2">
          <MarkdownEditor label="Review comment" value={draft} onChange={setDraft} autoFocus />
          <FailureNote failure={action.failure} />
          <FormActions onCancel={onClose} cancelDisabled={action.busy}>
            <Button
              variant="primary"
              disabled={action.busy || draft.trim() === ''}
              onClick={() => void send()}
            >
              Add review comment
            </Button>
          </FormActions>
        </div>
      )}
    </div>
  )
}

/** The tab as the pull request page shows it (tabs.ts). */
export const showFilesTab = ({ pull, viewer }: PullTabProps) => (
  <FilesTab pull={pull} viewer={viewer} />
)
