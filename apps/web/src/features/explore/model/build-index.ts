import {
  listRepositories,
  listWhois,
  readAllPages,
  type Whois,
} from '@gitopia-client/chain/gitopia'
import type { ExploreIndex, OwnerEntry, RepositoryEntry } from './search-index.ts'

/**
 * The shape of a stored index. Raised when an entry gains a field (the fork flag): an index of
 * another format is read again in full rather than kept and extended.
 */
export const INDEX_FORMAT = 2

/** The index as kept in IndexedDB, per REST endpoint's chain. */
export interface StoredIndex extends ExploreIndex {
  readonly format: number
  readonly api: string
  /** When the repositories were last read in full (ms since epoch). */
  readonly fullBuildAt: number
}

export interface BuildProgress {
  readonly owners: number
  readonly repositories: number
}

/** Large pages: the index reads everything once, and each round trip costs more than bytes. */
const PAGE_LIMIT = 1000
/**
 * Repositories are listed in id order, so new ones arrive at the end and a refresh reads only
 * those; descriptions and update times of older ones are re-read in full this often.
 */
export const FULL_REFRESH_MS = 30 * 60_000

function readAllWhois(api: string, signal: AbortSignal): Promise<Whois[]> {
  return readAllPages(PAGE_LIMIT, page => listWhois(api, { signal, page }))
}

async function readRepositories(
  api: string,
  fromOffset: number,
  names: ReadonlyMap<string, string>,
  signal: AbortSignal,
  onPage: (count: number) => void,
): Promise<RepositoryEntry[]> {
  const all: RepositoryEntry[] = []
  for (;;) {
    const page = await listRepositories(api, {
      signal,
      page: { offset: fromOffset + all.length, limit: PAGE_LIMIT },
    })
    for (const repository of page.items) {
      all.push({
        kind: 'repository',
        id: repository.id,
        name: repository.name,
        owner: names.get(repository.ownerAddress) ?? repository.ownerAddress,
        ownerAddress: repository.ownerAddress,
        description: repository.description,
        updatedAt: repository.updatedAt ? Math.floor(repository.updatedAt.getTime() / 1000) : 0,
        fork: repository.parentId !== null,
      })
    }
    onPage(fromOffset + all.length)
    if (page.items.length < PAGE_LIMIT) return all
  }
}

/**
 * Builds the index from the chain's paged lists, or brings `previous` up to date: owner names
 * are re-read (a rename changes repository paths), repositories only past the ones already kept
 * unless the last full read is older than FULL_REFRESH_MS.
 */
export async function buildIndex(
  api: string,
  previous: StoredIndex | null,
  signal: AbortSignal,
  onProgress: (progress: BuildProgress) => void,
  now = Date.now(),
): Promise<StoredIndex> {
  const whois = await readAllWhois(api, signal)
  const owners: OwnerEntry[] = whois.map(entry => ({
    kind: entry.ownerType === 'DAO' ? 'dao' : 'user',
    name: entry.name,
    address: entry.address,
  }))
  const names = new Map(owners.map(owner => [owner.address, owner.name]))
  const incremental =
    previous !== null &&
    previous.format === INDEX_FORMAT &&
    previous.api === api &&
    now - previous.fullBuildAt < FULL_REFRESH_MS
  const kept = incremental ? previous.repositories : []
  const added = await readRepositories(api, kept.length, names, signal, repositories =>
    onProgress({ owners: owners.length, repositories }),
  )
  // Owner names of kept repositories follow renames.
  const repositories = [
    ...kept.map(entry => ({
      ...entry,
      owner: names.get(entry.ownerAddress) ?? entry.ownerAddress,
    })),
    ...added,
  ]
  return {
    format: INDEX_FORMAT,
    api,
    owners,
    repositories,
    fullBuildAt: incremental ? previous.fullBuildAt : now,
  }
}
