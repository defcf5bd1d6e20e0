import { useQueryClient } from '@tanstack/react-query'
import { useApiEndpoint } from '@/config/app-config.ts'
import { commentsQuery } from '@/features/discussion/index.ts'
import { repositoryKeys, useRepository } from '@/features/repository/index.ts'
import { issuesKeys } from './issues.ts'

/** After a tx on an issue: reload the issue, its lists and its timeline. */
export function useIssueRefresh(iid: number) {
  const queryClient = useQueryClient()
  const api = useApiEndpoint()
  const { repository } = useRepository()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: issuesKeys.repository(api, repository.id) }),
      queryClient.invalidateQueries({
        queryKey: commentsQuery(api, { kind: 'issue', repositoryId: repository.id, iid }).queryKey,
      }),
      queryClient.invalidateQueries({ queryKey: issuesKeys.bounties(api) }),
      queryClient.invalidateQueries({ queryKey: repositoryKeys.openCounts(api, repository.id) }),
    ])
}
