import {
  actionRoute,
  getDao,
  listGroupPolicies,
  type Repository,
} from '@gitopia-client/chain/gitopia'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useApiEndpoint } from '@/config/app-config.ts'
import { pullsKeys } from './keys.ts'

/** The DAO owning a repository: whether it votes on merges, and its group policy (the voter). */
function mergeRouteQuery(api: string, repository: Repository) {
  return queryOptions({
    queryKey: pullsKeys.mergeRoute(api, repository.ownerAddress),
    queryFn: async ({ signal }) => {
      const dao = await getDao(api, repository.ownerAddress, { signal })
      const route = actionRoute(repository, dao, 'pullRequestMerge')
      if (route.kind === 'direct') return null
      const policies = await listGroupPolicies(api, dao.groupId, { signal, page: { limit: 1 } })
      const policy = policies.items[0]?.address
      return policy ? { daoName: dao.name, policy } : null
    },
    staleTime: 60_000,
  })
}

/** null: merges are plain txs; else the DAO whose proposals merge this repository's pulls. */
export function useDaoMergeRoute(repository: Repository) {
  const api = useApiEndpoint()
  const isDao = repository.ownerType === 'DAO'
  const query = useQuery({ ...mergeRouteQuery(api, repository), enabled: isDao })
  return { route: isDao ? (query.data ?? null) : null, loading: isDao && query.isPending }
}
