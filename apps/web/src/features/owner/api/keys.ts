/**
 * Query keys of the owner feature (users and DAOs by name, their repositories and memberships);
 * every read of it hangs under `owner`.
 */
export const ownerKeys = {
  /** Every owner read of a node, under whichever name or address it was asked for. */
  owners: (api: string) => ['owner', api] as const,
  owner: (api: string, id: string) => [...ownerKeys.owners(api), id.toLowerCase()] as const,
  repositories: (api: string, ownerAddress: string) =>
    ['owner', 'repositories', api, ownerAddress] as const,
  /** Every member's list of DAOs on a node. */
  daosOfMembers: (api: string) => ['owner', 'daos-of-member', api] as const,
  daosOf: (api: string, user: string) => [...ownerKeys.daosOfMembers(api), user] as const,
  daoMembers: (api: string, dao: string) => ['owner', 'dao-members', api, dao] as const,
  contributions: (api: string, address: string) =>
    ['owner', 'contributions', api, address] as const,
}
