import type { Repository } from '@gitopia-client/chain/gitopia'

export type RepositoryOrder = 'updated' | 'name'

const time = (date: Date | null) => date?.getTime() ?? 0

/** Most recently updated first (then by name), or by name as GitHub sorts it (case-insensitive). */
export function sortRepositories(
  repositories: readonly Repository[],
  order: RepositoryOrder,
): Repository[] {
  const byName = (a: Repository, b: Repository) =>
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base' })
  return [...repositories].sort((a, b) =>
    order === 'name'
      ? byName(a, b)
      : time(b.updatedAt ?? b.createdAt) - time(a.updatedAt ?? a.createdAt) || byName(a, b),
  )
}
