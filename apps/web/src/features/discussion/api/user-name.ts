import { getUser } from '@gitopia-client/chain/gitopia'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useApiEndpoint } from '@/config/app-config.ts'
import { discussionKeys } from './keys.ts'

/**
 * The username of an address, or null when it has none (or is a DAO). One request per distinct
 * person, cached for minutes, so a page with many comments by few people asks few times.
 */
export function userNameQuery(api: string, address: string) {
  return queryOptions({
    queryKey: discussionKeys.userName(api, address),
    queryFn: async ({ signal }) => (await getUser(api, address, { signal }))?.username || null,
    staleTime: 5 * 60_000,
    retry: 1,
  })
}

export function useUserName(address: string): string | null {
  const api = useApiEndpoint()
  const query = useQuery({ ...userNameQuery(api, address), enabled: address !== '' })
  return query.data ?? null
}
