import { getDao, isNotFoundError, type Dao } from '@gitopia-client/chain/gitopia'
import { queryOptions } from '@tanstack/react-query'
import { dashboardKeys } from './keys.ts'

/** A DAO by name or address; `null` when there is none. */
export function daoQuery(api: string, id: string) {
  return queryOptions({
    queryKey: dashboardKeys.dao(api, id),
    queryFn: async ({ signal }): Promise<Dao | null> => {
      try {
        return await getDao(api, id, { signal })
      } catch (error) {
        if (isNotFoundError(error)) return null
        throw error
      }
    },
    staleTime: 60_000,
  })
}
