import { getDao, listGroupPolicies, type Repository } from '@gitopia-client/chain/gitopia'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useApiEndpoint } from '@/config/app-config.ts'
import { repositoryAdminKeys } from './keys.ts'

/** The owning DAO's record (its proposal rules) and its group policy (who executes proposals). */
export function owningDaoQuery(api: string, daoAddress: string) {
  return queryOptions({
    queryKey: repositoryAdminKeys.owningDao(api, daoAddress),
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
