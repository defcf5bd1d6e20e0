import { getPullRequest } from '@gitopia-client/chain/gitopia'
import { queryOptions } from '@tanstack/react-query'
import { pullsKeys } from './keys.ts'
import type { RepositoryRef } from './repository-ref.ts'

export function pullQuery(api: string, repository: RepositoryRef, iid: number) {
  return queryOptions({
    queryKey: pullsKeys.pull(api, repository.id, iid),
    queryFn: ({ signal }) =>
      getPullRequest(api, repository.ownerAddress, repository.name, iid, { signal }),
    staleTime: 15_000,
  })
}
