import {
  getRepositoryPackfile,
  listPendingStorageUpdates,
  listRepositoryStoredObjects,
} from '@gitopia-client/chain/storage'
import { nullIfNotFound } from '@gitopia-client/chain/gitopia'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useApiEndpoint } from '@/config/app-config.ts'
import { storageNetworkKeys } from './keys.ts'

/** Where a repository's data lives: its packfile (none before the first push) and stored objects. */
export async function fetchRepositoryStorage(
  api: string,
  repositoryId: string,
  signal?: AbortSignal,
) {
  const [packfile, objects, pending] = await Promise.all([
    nullIfNotFound(getRepositoryPackfile(api, repositoryId, { signal })),
    listRepositoryStoredObjects(api, repositoryId, { signal }),
    listPendingStorageUpdates(api, repositoryId, { signal }),
  ])
  return { packfile, pending, ...objects }
}

export function repositoryStorageQuery(api: string, repositoryId: string) {
  return queryOptions({
    queryKey: storageNetworkKeys.repository(api, repositoryId),
    queryFn: ({ signal }) => fetchRepositoryStorage(api, repositoryId, signal),
    staleTime: 30_000,
  })
}

export function useRepositoryStorage(repositoryId: string) {
  return useQuery(repositoryStorageQuery(useApiEndpoint(), repositoryId))
}
