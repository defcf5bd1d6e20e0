// TODO(merge): use paths.repository.href once the repository feature's routes land.
/** The page of a repository; the owner is a username, DAO name or address. */
export function repositoryHref(owner: string, name: string): string {
  return `/${encodeURIComponent(owner)}/${encodeURIComponent(name)}`
}
