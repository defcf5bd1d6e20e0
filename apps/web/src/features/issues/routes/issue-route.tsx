import { isNotFoundError, toggleIssueStateMsg } from '@gitopia-client/chain/gitopia'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Link, useParams } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { paths } from '@/config/paths.ts'
import { Conversation, commentsQuery } from '@/features/discussion/index.ts'
import { useSignalNotFound } from '@/features/not-found/index.ts'
import { useRepository } from '@/features/repository/index.ts'
import { ReadPlaceholder } from '@/ui/read-placeholder.tsx'
import { useViewerAccess } from '../api/access.ts'
import { issueQuery } from '../api/issues.ts'
import { iidOf } from '@/lib/iid.ts'
import { useIssueChangeKeys } from '../api/issue-changes.ts'
import { openPullRefusal, useLinkedSummaries } from '../api/linked.ts'
import { BountyPanel } from '../components/bounty-panel.tsx'
import { IssueDescription } from '../components/issue-description.tsx'
import { IssueSidebar } from '../components/issue-sidebar.tsx'
import { IssueTitle } from '../components/issue-title.tsx'

export function IssueRoute() {
  const { iid: iidParam } = useParams()
  const iid = iidOf(iidParam)
  const { owner, name, repository } = useRepository()
  const api = useApiEndpoint()
  const issue = useQuery({ ...issueQuery(api, repository, iid ?? 0), enabled: iid !== null })
  // The thread needs only the repository id and the iid: read it alongside the issue.
  useQuery({
    ...commentsQuery(api, { kind: 'issue', repositoryId: repository.id, iid: iid ?? 0 }),
    enabled: iid !== null,
  })
  const signalNotFound = useSignalNotFound()
  const notFound = iid === null || (issue.isError && isNotFoundError(issue.error))
  const { viewer, can } = useViewerAccess()
  const changed = useIssueChangeKeys({ repositoryId: repository.id, iid: iid ?? 0 })
  const linkedPulls = useLinkedSummaries(
    repository,
    'pull',
    issue.data?.pullRequests.map(pull => pull.iid) ?? [],
  )

  useEffect(() => {
    if (notFound) signalNotFound()
  }, [notFound, signalNotFound])

  if (notFound) return null
  if (!issue.isSuccess) return <ReadPlaceholder read={issue} what="the issue" className="h-48" />
  const data = issue.data
  const isAuthor = viewer !== null && viewer === data.creator
  // The keeper lets only the author retitle or rewrite an issue; closing is the author's or TRIAGE's.
  const canToggle = isAuthor || can('toggleIssueState')
  const canTriage = can('labelIssue') && can('assignIssue')
  const target = { kind: 'issue' as const, repositoryId: repository.id, iid: data.iid }
  const ref = { creator: viewer ?? '', repositoryId: repository.id, iid: data.iid }

  return (
    <article className="flex flex-col gap-4">
      <title>{`${data.title} · Issue #${data.iid} · ${owner}/${repository.name}`}</title>
      <Link
        to={paths.repositoryIssueList.href(owner, name)}
        className="text-sm text-fg-muted hover:text-accent"
      >
        ← All issues
      </Link>
      <IssueTitle issue={data} />
      <Conversation
        thread={{ target, viewer, invalidate: changed }}
        head={<IssueDescription issue={data} />}
        toggle={
          canToggle
            ? {
                open: data.state === 'OPEN',
                msgs: comment => [toggleIssueStateMsg(ref, comment)],
                refusal: data.state === 'OPEN' ? openPullRefusal(linkedPulls.values()) : undefined,
              }
            : undefined
        }
        archived={repository.archived}
        sidebar={
          <div className="flex flex-col gap-6">
            <IssueSidebar
              key={`${data.labels.join()}|${data.assignees.join()}`}
              issue={data}
              labels={repository.labels}
              viewer={viewer}
              canEdit={canTriage}
            />
            <BountyPanel issue={data} viewer={viewer} />
          </div>
        }
      />
    </article>
  )
}
