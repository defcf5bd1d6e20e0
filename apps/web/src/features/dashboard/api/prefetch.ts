// Route loaders of the DAO pages (docs/performance.md): the first reads start with the navigation, in
// parallel with the page's code, through the query options the components use (so they find the
// answers in the cache). Nothing here throws: a failed prefetch is read again (and shown) by the page.
import { isPossibleOwnerName, isValidAddress } from '@gitopia-client/chain'
import { groupPolicyAddressOf } from '@gitopia-client/chain/gitopia'
import type { QueryClient } from '@tanstack/react-query'
import { adoptRead } from '@/lib/query-client.ts'
import {
  daoMembersQuery,
  fetchAllOwnerRepositories,
  fetchDaoMembers,
  ownerQuery,
  ownerRepositoriesQuery,
} from '@/features/owner/index.ts'
import { treasuryQuery } from './balances.ts'
import { daoQuery } from './dao.ts'
import {
  daoPolicyQuery,
  readProposalPage,
  groupProposalQuery,
  proposalsQuery,
  tallyQuery,
} from './proposals.ts'

const ignore = () => undefined

/** A read started before its key is known; handed over once it is, never left unhandled. */
function early<T>(read: Promise<T>): () => Promise<T> {
  read.catch(ignore)
  return () => read
}

/**
 * `/daos/:name/dashboard`: the DAO, its members and repositories by the URL's name at once; then
 * its policy, treasury and (by the likely policy address) proposals; then the running tallies.
 * Two reads deep before the proposals show, three when the guess is wrong.
 */
export async function prefetchDaoDashboard(
  queryClient: QueryClient,
  api: string,
  id: string,
): Promise<void> {
  if (!isPossibleOwnerName(id) && !isValidAddress(id)) return
  const known = queryClient.getQueryData(daoQuery(api, id).queryKey)
  // The routes take the DAO's name as well as its address: members and repositories need not
  // wait for the DAO record (unless it is cached, and with it their own keys).
  const members = known ? null : early(fetchDaoMembers(api, id))
  const repositories = known ? null : early(fetchAllOwnerRepositories(api, id))
  const dao = known ?? (await queryClient.fetchQuery(daoQuery(api, id)).catch(() => null))
  if (!dao) return
  // The DAO's public profile (a link away) is this record too.
  queryClient.setQueryData(
    ownerQuery(api, dao.name).queryKey,
    old => old ?? { type: 'DAO' as const, dao },
  )
  const membersQuery = daoMembersQuery(api, dao.address)
  void queryClient.prefetchQuery(members ? { ...membersQuery, queryFn: members } : membersQuery)
  const repositoriesQuery = ownerRepositoriesQuery(api, dao.address)
  void queryClient.prefetchQuery(
    repositories ? { ...repositoriesQuery, queryFn: repositories } : repositoriesQuery,
  )
  void queryClient.prefetchQuery(treasuryQuery(api, dao.address))
  // The proposals are listed by policy address, which only the policy read names. A DAO's group
  // usually has the policy of its own number: that one's proposals are read alongside the policy
  // and kept only if the policy turns out to be it (else read again, by the real address).
  const policyQuery = daoPolicyQuery(api, dao.groupId)
  const guess = queryClient.getQueryData(policyQuery.queryKey)
    ? Promise.resolve(null)
    : groupPolicyAddressOf(dao.groupId)
        .then(address =>
          address ? { address, read: early(readProposalPage(api, address)) } : null,
        )
        .catch(() => null)
  const policy = await queryClient.fetchQuery(policyQuery).catch(() => null)
  if (!policy) return
  const query = proposalsQuery(api, policy.address, null)
  const guessed = await guess
  if (guessed?.address === policy.address) adoptRead(queryClient, query, guessed.read())
  const page = await queryClient.fetchQuery(query).catch(() => null)
  for (const proposal of page?.items ?? []) {
    if (proposal.status === 'SUBMITTED')
      void queryClient.prefetchQuery(tallyQuery(api, proposal.id))
  }
}

/** `/daos/:name/proposals/:id`: the DAO and the proposal at once, then the DAO's policy and members. */
export async function prefetchDaoProposal(
  queryClient: QueryClient,
  api: string,
  id: string,
  proposalId: string,
): Promise<void> {
  if ((!isPossibleOwnerName(id) && !isValidAddress(id)) || !/^\d+$/.test(proposalId)) return
  void queryClient.prefetchQuery(groupProposalQuery(api, proposalId))
  const dao = await queryClient.fetchQuery(daoQuery(api, id)).catch(() => null)
  if (!dao) return
  void queryClient.prefetchQuery(daoMembersQuery(api, dao.address))
  void queryClient.prefetchQuery(daoPolicyQuery(api, dao.groupId))
}
