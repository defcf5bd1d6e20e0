import { canMergePullRequest } from '@gitopia-client/chain/gitopia'
import { queryOptions } from '@tanstack/react-query'
import { pullsKeys } from './keys.ts'

/** The chain's merge permission for `user` (it only asks for WRITE; the merge needs ADMIN). */
export function mergePermissionQuery(api: string, repositoryId: string, iid: number, user: string) {
  return queryOptions({
    queryKey: pullsKeys.mergePermission(api, repositoryId, iid, user),
    queryFn: ({ signal }) => canMergePullRequest(api, user, repositoryId, iid, { signal }),
    staleTime: 30_000,
  })
}
