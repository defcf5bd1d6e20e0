import { isPossibleOwnerName, isValidAddress } from '@gitopia-client/chain'
import {
  findLatestRelease,
  getOwnerName,
  getRepository,
  getRepositoryById,
  isNotFoundError,
  listForks,
  nullIfNotFound,
  type Repository,
} from '@gitopia-client/chain/gitopia'
import { getRepositoryPackfile } from '@gitopia-client/chain/storage'
import { queryOptions } from '@tanstack/react-query'
import { repositoryKeys } from './keys.ts'

/** Absent things are not retried; a flaky node gets one more try. */
export const retryUnlessNotFound = (failures: number, error: Error) =>
  !isNotFoundError(error) && failures < 1

/** A repository by owner (username, DAO name or address) and name. */
export function repositoryQuery(api: string, owner: string, name: string) {
  return queryOptions({
    queryKey: repositoryKeys.repository(api, owner, name),
    queryFn: ({ signal }) => getRepository(api, owner, name, { signal }),
    staleTime: 30_000,
    retry: retryUnlessNotFound,
  })
}

export function repositoryByIdQuery(api: string, id: string) {
  return queryOptions({
    queryKey: repositoryKeys.repositoryById(api, id),
    queryFn: ({ signal }) => getRepositoryById(api, id, { signal }),
    staleTime: 60_000,
    retry: retryUnlessNotFound,
  })
}

export function forksQuery(api: string, repository: Repository) {
  return queryOptions({
    queryKey: repositoryKeys.forks(api, repository.id),
    queryFn: ({ signal }) =>
      listForks(api, repository.ownerAddress, repository.name, { signal, page: { limit: 50 } }),
    staleTime: 60_000,
  })
}

/** The latest release (not a draft or pre-release), or null when there is none. */
export function latestReleaseQuery(api: string, repository: Repository) {
  return queryOptions({
    queryKey: repositoryKeys.latestRelease(api, repository.id),
    queryFn: async ({ signal }) => {
      if (repository.releases.length === 0) return null
      return findLatestRelease(api, repository.ownerAddress, repository.name, { signal })
    },
    staleTime: 60_000,
  })
}

/** Where the repository's git data is pinned; null before the first push. */
export function packfileQuery(api: string, repositoryId: string) {
  return queryOptions({
    queryKey: repositoryKeys.packfile(api, repositoryId),
    queryFn: ({ signal }) => nullIfNotFound(getRepositoryPackfile(api, repositoryId, { signal })),
    staleTime: 60_000,
  })
}

/** An owner address's username or DAO name (the address when it has none). */
export function ownerNameQuery(api: string, address: string, type: 'USER' | 'DAO') {
  return queryOptions({
    queryKey: repositoryKeys.ownerName(api, address),
    queryFn: async ({ signal }) => {
      try {
        return await getOwnerName(api, address, type, { signal })
      } catch {
        return address
      }
    },
    staleTime: 5 * 60_000,
  })
}

/** Whether an owner segment could name anything on chain (else it is a 404 without asking). */
export function isPossibleOwner(owner: string): boolean {
  return isPossibleOwnerName(owner) || isValidAddress(owner)
}
