import { listOwnerRepositories, readAllPages, type Repository } from '@gitopia-client/chain/gitopia'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useApiEndpoint } from '@/config/app-config.ts'
import { ownerKeys } from './keys.ts'

/** Enough for nearly every owner in one request; more pages follow the key. */
const PAGE_SIZE = 500

/** Every repository of a user or DAO (by address), following page keys to the end. */
export async function fetchAllOwnerRepositories(
  api: string,
  owner: string,
  signal?: AbortSignal,
): Promise<Repository[]> {
  return readAllPages(PAGE_SIZE, page => listOwnerRepositories(api, owner, { signal, page }))
}

export function ownerRepositoriesQuery(api: string, ownerAddress: string) {
  return queryOptions({
    queryKey: ownerKeys.repositories(api, ownerAddress),
    queryFn: ({ signal }) => fetchAllOwnerRepositories(api, ownerAddress, signal),
    staleTime: 30_000,
  })
}

export function useOwnerRepositories(ownerAddress: string | null) {
  const api = useApiEndpoint()
  return useQuery({ ...ownerRepositoriesQuery(api, ownerAddress ?? ''), enabled: !!ownerAddress })
}
