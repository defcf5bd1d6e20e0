import { getDao, nullIfNotFound, type Dao } from '@gitopia-client/chain/gitopia'
import { queryOptions } from '@tanstack/react-query'
import { dashboardKeys } from './keys.ts'

/** A DAO by name or address; `null` when there is none. */
export function daoQuery(api: string, id: string) {
  return queryOptions({
    queryKey: dashboardKeys.dao(api, id),
    queryFn: ({ signal }): Promise<Dao | null> => nullIfNotFound(getDao(api, id, { signal })),
    staleTime: 60_000,
  })
}
