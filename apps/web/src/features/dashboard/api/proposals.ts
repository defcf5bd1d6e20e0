import {
  getGroupProposal,
  getProposalTally,
  listGroupPolicies,
  listPolicyProposals,
  nullIfNotFound,
  type GroupPolicy,
  type GroupProposal,
  type Page,
} from '@gitopia-client/chain/gitopia'
import { queryOptions } from '@tanstack/react-query'
import { dashboardKeys } from './keys.ts'

export const PROPOSALS_PAGE_SIZE = 10

/** The voting account of a DAO's group (a Gitopia DAO has exactly one). */
export function daoPolicyQuery(api: string, groupId: string) {
  return queryOptions({
    queryKey: dashboardKeys.policy(api, groupId),
    queryFn: async ({ signal }): Promise<GroupPolicy | null> =>
      (await listGroupPolicies(api, groupId, { signal, page: { limit: 1 } })).items[0] ?? null,
    staleTime: 5 * 60_000,
  })
}

/** One page of a policy's proposals, newest first; `key` comes from the previous page. */
export function proposalsQuery(api: string, policyAddress: string, key: string | null) {
  return queryOptions({
    queryKey: dashboardKeys.proposalPage(api, policyAddress, key),
    queryFn: ({ signal }) => readProposalPage(api, policyAddress, key, signal),
    staleTime: 15_000,
  })
}

/** A page of {@link proposalsQuery} (the first when `key` is null), read outside the query. */
export function readProposalPage(
  api: string,
  policyAddress: string,
  key: string | null = null,
  signal?: AbortSignal,
): Promise<Page<GroupProposal>> {
  const page = { limit: PROPOSALS_PAGE_SIZE, reverse: true }
  return listPolicyProposals(api, policyAddress, {
    signal,
    page: key === null ? page : { ...page, key },
  })
}

/** The running tally of a proposal still being voted on (closed ones carry their final tally). */
export function tallyQuery(api: string, proposalId: string) {
  return queryOptions({
    queryKey: dashboardKeys.tally(api, proposalId),
    queryFn: ({ signal }) => getProposalTally(api, proposalId, { signal }),
    staleTime: 15_000,
  })
}

/** One proposal by id; `null` when the chain has none. */
export function groupProposalQuery(api: string, id: string) {
  return queryOptions({
    queryKey: dashboardKeys.proposal(api, id),
    queryFn: ({ signal }): Promise<GroupProposal | null> =>
      nullIfNotFound(getGroupProposal(api, id, { signal })),
    staleTime: 10_000,
  })
}
