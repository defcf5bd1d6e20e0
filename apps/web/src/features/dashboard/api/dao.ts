import { HttpError } from '@gitopia-client/chain'
import { getDao, type Dao } from '@gitopia-client/chain/gitopia'
import { queryOptions } from '@tanstack/react-query'

/** An unknown DAO answers 404 (unknown name) or 500 "key not found" (wire-format §1.2). */
function isMissing(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false
  return (
    error.status === 404 ||
    (error.status === 500 && /key not found|not exist/i.test(error.serverMessage ?? ''))
  )
}

/** A DAO by name or address; `null` when there is none. */
export function daoQuery(api: string, id: string) {
  return queryOptions({
    queryKey: ['dao', api, id.toLowerCase()] as const,
    queryFn: async ({ signal }): Promise<Dao | null> => {
      try {
        return await getDao(api, id, { signal })
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    staleTime: 60_000,
  })
}
