import { listRepositories, type Repository } from '@gitopia-client/chain/gitopia'
import { queryOptions } from '@tanstack/react-query'
import { dashboardKeys } from './keys.ts'

const PAGE_SIZE = 1000
/** Beyond this many repositories the scan stops and says so. */
const MAX_PAGES = 10

export interface Collaborations {
  readonly repositories: readonly Repository[]
  /** False when the scan stopped before the oldest repository. */
  readonly complete: boolean
  readonly scanned: number
}

/**
 * Repositories where `address` is a collaborator. The chain cannot filter by collaborator, so
 * this reads the repository list in large pages (newest first) and filters on the client: one
 * request per 1,000 repositories on the network, never one per repository.
 */
export async function fetchCollaborations(
  api: string,
  address: string,
  signal?: AbortSignal,
): Promise<Collaborations> {
  const found: Repository[] = []
  let scanned = 0
  let key: string | undefined
  for (let page = 0; page < MAX_PAGES; page++) {
    const result = await listRepositories(api, {
      signal,
      page:
        key === undefined
          ? { limit: PAGE_SIZE, reverse: true }
          : { key, limit: PAGE_SIZE, reverse: true },
    })
    scanned += result.items.length
    for (const repository of result.items) {
      if (repository.ownerAddress === address) continue
      if (repository.collaborators.some(c => c.address === address)) found.push(repository)
    }
    key = result.nextKey ?? undefined
    if (key === undefined) return { repositories: found, complete: true, scanned }
  }
  return { repositories: found, complete: false, scanned }
}

export function collaborationsQuery(api: string, address: string) {
  return queryOptions({
    queryKey: dashboardKeys.collaborations(api, address),
    queryFn: ({ signal }) => fetchCollaborations(api, address, signal),
    staleTime: 5 * 60_000,
  })
}
