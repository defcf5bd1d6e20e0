/** Query keys of the owner feature (users and DAOs by name, their repositories and memberships). */
export const ownerKeys = {
  /** Every owner read of a node, under whichever name or address it was asked for. */
  owners: (api: string) => ['owner', api] as const,
  owner: (api: string, id: string) => [...ownerKeys.owners(api), id.toLowerCase()] as const,
  repositories: (api: string, ownerAddress: string) =>
    ['repositories', api, 'owner', ownerAddress] as const,
  daosOf: (api: string, user: string) => ['daos', api, 'of-member', user] as const,
  daoMembers: (api: string, dao: string) => ['dao-members', api, dao] as const,
  contributions: (api: string, address: string) => ['contributions', api, address] as const,
}
