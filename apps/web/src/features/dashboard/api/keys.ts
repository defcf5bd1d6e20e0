/**
 * Query keys of the dashboard feature (DAO pages and the signed-in dashboard); every read hangs
 * under `dashboard`. `proposals(api)` is the prefix of every group proposal read, for invalidation
 * after a proposal, vote, execution or withdrawal.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  activity: (api: string, window: number) =>
    [...dashboardKeys.all, 'activity', api, window] as const,
  /** Every DAO read of a node, under whichever name or address it was asked for. */
  daos: (api: string) => [...dashboardKeys.all, 'dao', api] as const,
  dao: (api: string, id: string) => [...dashboardKeys.daos(api), id.toLowerCase()] as const,
  balances: (api: string, address: string) =>
    [...dashboardKeys.all, 'balances', api, address] as const,
  collaborations: (api: string, address: string) =>
    [...dashboardKeys.all, 'collaborations', api, address] as const,
  policy: (api: string, groupId: string) => [...dashboardKeys.all, 'policy', api, groupId] as const,
  proposals: (api: string) => [...dashboardKeys.all, 'proposals', api] as const,
  proposalPage: (api: string, policyAddress: string, key: string | null) =>
    [...dashboardKeys.proposals(api), policyAddress, 'page', key] as const,
  openProposalCount: (api: string, policyAddress: string) =>
    [...dashboardKeys.proposals(api), policyAddress, 'open-count'] as const,
  proposal: (api: string, id: string) => [...dashboardKeys.proposals(api), 'one', id] as const,
  tally: (api: string, proposalId: string) =>
    [...dashboardKeys.proposals(api), 'tally', proposalId] as const,
  votes: (api: string, proposalId: string) =>
    [...dashboardKeys.proposals(api), 'votes', proposalId] as const,
}
