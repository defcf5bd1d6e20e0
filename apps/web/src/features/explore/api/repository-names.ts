import { getOwnerName, getRepositoryById, type Repository } from '@gitopia-client/chain/gitopia'
import type { QueryClient } from '@tanstack/react-query'
import { exploreKeys } from './keys.ts'
import { newestRepositories } from './newest.ts'

/** What a link to a repository needs: its owner's name (or address) and its name. */
export interface RepositoryName {
  readonly id: string
  readonly owner: string
  readonly name: string
}

/** What the chain's reads by repository need: its owner's address, of which kind, and its name. */
export type RepositoryRecord = Pick<Repository, 'id' | 'name' | 'ownerAddress' | 'ownerType'>

/** Names change rarely; a list shows many items of the same few repositories. */
const NAME_STALE_MS = 5 * 60_000

/**
 * A repository's record by id. The newest repositories' list (Latest's) holds the records of the
 * repositories most likely to be active: while it is in the cache or on its way, a repository it
 * names is not read again (one round trip fewer for its issues, pull requests and bounties).
 */
export async function repositoryRecord(
  queryClient: QueryClient,
  api: string,
  id: string,
): Promise<RepositoryRecord> {
  const newest = newestRepositories.first(api)
  const listed = queryClient.getQueryState(newest.queryKey)
  if (listed && listed.status !== 'error') {
    const page = await queryClient.ensureQueryData(newest).catch(() => null)
    const repository = page?.items.find(item => item.id === id)
    if (repository) return repository
  }
  return queryClient.fetchQuery({
    queryKey: exploreKeys.repository(api, id),
    queryFn: ({ signal }) => getRepositoryById(api, id, { signal }),
    staleTime: NAME_STALE_MS,
  })
}

/** The name an owner address goes by, read once for all the repositories it owns. */
export function ownerName(
  queryClient: QueryClient,
  api: string,
  address: string,
  type: Repository['ownerType'],
): Promise<string> {
  return queryClient.fetchQuery({
    queryKey: exploreKeys.ownerName(api, address),
    queryFn: ({ signal }) => getOwnerName(api, address, type, { signal }),
    staleTime: NAME_STALE_MS,
  })
}

export function repositoryName(
  queryClient: QueryClient,
  api: string,
  id: string,
): Promise<RepositoryName> {
  return queryClient.fetchQuery({
    queryKey: exploreKeys.repositoryName(api, id),
    queryFn: async () => {
      const repository = await repositoryRecord(queryClient, api, id)
      const owner = await ownerName(queryClient, api, repository.ownerAddress, repository.ownerType)
      return { id, owner, name: repository.name }
    },
    staleTime: NAME_STALE_MS,
  })
}

/** The names of several repositories, each read once; ids the chain no longer has are left out. */
export async function repositoryNames(
  queryClient: QueryClient,
  api: string,
  ids: Iterable<string>,
): Promise<Map<string, RepositoryName>> {
  const unique = [...new Set(ids)]
  const settled = await Promise.allSettled(unique.map(id => repositoryName(queryClient, api, id)))
  const names = new Map<string, RepositoryName>()
  settled.forEach((result, index) => {
    const id = unique[index]
    if (result.status === 'fulfilled' && id !== undefined) names.set(id, result.value)
  })
  // A node that answers nothing at all is a failure of the list, not an empty one.
  if (unique.length > 0 && names.size === 0) {
    const first = settled.find(result => result.status === 'rejected')
    if (first) throw first.reason
  }
  return names
}
