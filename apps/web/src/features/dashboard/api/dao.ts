import { getDao, isNotFoundError, type Dao } from '@gitopia-client/chain/gitopia'
import { queryOptions } from '@tanstack/react-query'

/** A DAO by name or address; `null` when there is none. */
export function daoQuery(api: string, id: string) {
  return queryOptions({
    queryKey: ['dao', api, id.toLowerCase()] as const,
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
