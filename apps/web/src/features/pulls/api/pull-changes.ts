import type { QueryKey } from '@tanstack/react-query'
import { useApiEndpoint } from '@/config/app-config.ts'
import { discussionKeys } from '@/features/discussion/index.ts'
import { issuesKeys } from '@/features/issues/index.ts'
import { repositoryKeys } from '@/features/repository/index.ts'
import { pullsKeys } from './keys.ts'

/**
 * The reads a tx on a pull request changes: the pull request and its repository's lists, its
 * thread, the branches (a merge moves the base), the issues (a merge may close linked ones) and
 * the repository's open counters.
 */
export function pullChangeKeys(api: string, repositoryId: string, iid: number): QueryKey[] {
  return [
    pullsKeys.repository(api, repositoryId),
    discussionKeys.comments(api, { kind: 'pullrequest', repositoryId, iid }),
    repositoryKeys.refs(api),
    issuesKeys.repository(api, repositoryId),
    repositoryKeys.openCounts(api, repositoryId),
  ]
}

/** {@link pullChangeKeys} at the app's endpoint. */
export function usePullChangeKeys(repositoryId: string, iid: number): QueryKey[] {
  return pullChangeKeys(useApiEndpoint(), repositoryId, iid)
}
