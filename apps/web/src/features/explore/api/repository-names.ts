import { getOwnerName, getRepositoryById } from '@gitopia-client/chain/gitopia'
import type { QueryClient } from '@tanstack/react-query'
import { exploreKeys } from './keys.ts'

/** What a link to a repository needs: its owner's name (or address) and its name. */
export interface RepositoryName {
  readonly id: string
  readonly owner: string
  readonly name: string
}

/** Names change rarely; a list shows many items of the same few repositories. */
const NAME_STALE_MS = 5 * 60_000

export function repositoryName(
  queryClient: QueryClient,
  api: string,
  id: string,
): Promise<RepositoryName> {
  return queryClient.fetchQuery({
    queryKey: exploreKeys.repositoryName(api, id),
    queryFn: async ({ signal }) => {
      const repository = await getRepositoryById(api, id, { signal })
      const owner = await getOwnerName(api, repository.ownerAddress, repository.ownerType, {
        signal,
      })
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
