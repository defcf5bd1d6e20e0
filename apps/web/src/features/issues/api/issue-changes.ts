import type { QueryKey } from '@tanstack/react-query'
import { useApiEndpoint } from '@/config/app-config.ts'
import { discussionKeys } from '@/features/discussion/index.ts'
import { repositoryKeys } from '@/features/repository/index.ts'
import { issuesKeys } from './issues.ts'

/**
 * The reads a tx on an issue changes: the issue and its repository's lists, its thread, the
 * bounties and the repository's open counters.
 */
export function issueChangeKeys(api: string, repositoryId: string, iid: number): QueryKey[] {
  return [
    issuesKeys.repository(api, repositoryId),
    discussionKeys.comments(api, { kind: 'issue', repositoryId, iid }),
    issuesKeys.bounties(api),
    repositoryKeys.openCounts(api, repositoryId),
  ]
}

/** {@link issueChangeKeys} at the app's endpoint. */
export function useIssueChangeKeys(issue: { repositoryId: string; iid: number }): QueryKey[] {
  return issueChangeKeys(useApiEndpoint(), issue.repositoryId, issue.iid)
}
