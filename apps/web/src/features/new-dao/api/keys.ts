/** Query keys of the new-DAO feature. */
export const newDaoKeys = {
  all: ['new-dao'] as const,
  /** Whether `name` is taken by a user or DAO; names are case-insensitive. */
  nameTaken: (api: string, name: string) =>
    [...newDaoKeys.all, api, 'whois', name.toLowerCase()] as const,
}
