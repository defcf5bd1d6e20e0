/**
 * The explore index: every repository, user and DAO on the chain, searchable by name without an
 * indexer. Plain data and pure functions, so the worker and the tests share them.
 */

export type OwnerKind = 'user' | 'dao'

export interface OwnerEntry {
  readonly kind: OwnerKind
  /** As the whois registry keeps it (lower-case). */
  readonly name: string
  readonly address: string
}

export interface RepositoryEntry {
  readonly kind: 'repository'
  readonly id: string
  readonly name: string
  /** The owner's name, or its address when it has none. */
  readonly owner: string
  readonly ownerAddress: string
  readonly description: string
  /** Unix seconds. */
  readonly updatedAt: number
  /** Forked from another repository (the chain records no language to show beside it). */
  readonly fork: boolean
}

export type ExploreEntry = OwnerEntry | RepositoryEntry
export type ExploreTab = 'repositories' | 'users' | 'daos'

export interface ExploreIndex {
  readonly owners: readonly OwnerEntry[]
  readonly repositories: readonly RepositoryEntry[]
}

export const EXPLORE_PAGE_SIZE = 20

export interface ExploreQuery {
  readonly text: string
  readonly tab: ExploreTab
  /** 1-based. */
  readonly page: number
}

export interface ExploreResults {
  readonly items: readonly ExploreEntry[]
  readonly total: number
}

/** 0 exact, 1 prefix, 2 inside a word boundary, 3 anywhere, -1 no match. */
function matchRank(haystack: string, needle: string): number {
  if (needle === '') return 3
  const at = haystack.indexOf(needle)
  if (at < 0) return -1
  if (haystack === needle) return 0
  if (at === 0) return 1
  return /[/\-_.\s]/.test(haystack.charAt(at - 1)) ? 2 : 3
}

function repositoryRank(entry: RepositoryEntry, needle: string): number {
  const byName = matchRank(entry.name.toLowerCase(), needle)
  const byPath = matchRank(`${entry.owner}/${entry.name}`.toLowerCase(), needle)
  if (byName < 0) return byPath
  if (byPath < 0) return byName
  return Math.min(byName, byPath)
}

/**
 * Matches by name (`owner/name` for repositories), best match first: exact, prefix, word start,
 * anywhere; repositories then by most recently updated, owners by name.
 */
export function searchIndex(index: ExploreIndex, query: ExploreQuery): ExploreResults {
  const needle = query.text.trim().toLowerCase()
  let ranked: { entry: ExploreEntry; rank: number }[]
  if (query.tab === 'repositories') {
    ranked = []
    for (const entry of index.repositories) {
      const rank = repositoryRank(entry, needle)
      if (rank >= 0) ranked.push({ entry, rank })
    }
    ranked.sort(
      (a, b) =>
        a.rank - b.rank ||
        (b.entry as RepositoryEntry).updatedAt - (a.entry as RepositoryEntry).updatedAt,
    )
  } else {
    const kind: OwnerKind = query.tab === 'users' ? 'user' : 'dao'
    ranked = []
    for (const entry of index.owners) {
      if (entry.kind !== kind) continue
      const rank = matchRank(entry.name, needle)
      if (rank >= 0) ranked.push({ entry, rank })
    }
    ranked.sort((a, b) => a.rank - b.rank || a.entry.name.localeCompare(b.entry.name))
  }
  const start = (Math.max(1, query.page) - 1) * EXPLORE_PAGE_SIZE
  return {
    items: ranked.slice(start, start + EXPLORE_PAGE_SIZE).map(item => item.entry),
    total: ranked.length,
  }
}
