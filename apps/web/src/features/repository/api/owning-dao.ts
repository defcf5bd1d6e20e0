import { getDao, listGroupPolicies, type Repository } from '@gitopia-client/chain/gitopia'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useApiEndpoint } from '@/config/app-config.ts'
import { repositoryKeys } from './keys.ts'

/**
 * The owning DAO's record (its proposal rules) and its group policy (who executes proposals): one
 * read for every page that asks whether an action needs a vote (settings, releases, merges).
 */
export function owningDaoQuery(api: string, daoAddress: string) {
  return queryOptions({
    queryKey: repositoryKeys.owningDao(api, daoAddress),
    queryFn: async ({ signal }) => {
      const dao = await getDao(api, daoAddress, { signal })
      const policies = await listGroupPolicies(api, dao.groupId, { signal, page: { limit: 1 } })
      return { dao, policyAddress: policies.items[0]?.address ?? null }
    },
    staleTime: 60_000,
  })
}

export function useOwningDao(repository: Repository) {
  const api = useApiEndpoint()
  return useQuery({
    ...owningDaoQuery(api, repository.ownerAddress),
    enabled: repository.ownerType === 'DAO',
  })
}
