import {
  getBondedTokens,
  getGovProposal,
  getGovTally,
  getGovVote,
  getVotingPower,
  listGovDeposits,
  listGovProposals,
  listGovVotes,
  type GovStatus,
} from '@gitopia-client/chain/gov'
import { getGovParams } from '@gitopia-client/chain'
import { queryOptions } from '@tanstack/react-query'

export const GOV_PAGE_SIZE = 10

/** Query keys of chain governance; every read of this feature hangs under `governance`. */
export const govKeys = {
  all: ['governance'] as const,
  /** Every governance read of a node (a deposit or a new proposal changes lists and figures). */
  node: (api: string) => [...govKeys.all, api] as const,
  proposals: (api: string, status: GovStatus | null, key: string | null) =>
    [...govKeys.all, api, 'proposals', status, key] as const,
  proposal: (api: string, id: string) => [...govKeys.all, api, 'proposal', id] as const,
  tally: (api: string, id: string) => [...govKeys.all, api, 'proposal', id, 'tally'] as const,
  deposits: (api: string, id: string, key: string | null) =>
    [...govKeys.all, api, 'proposal', id, 'deposits', key] as const,
  votes: (api: string, id: string, key: string | null) =>
    [...govKeys.all, api, 'proposal', id, 'votes', key] as const,
  myVote: (api: string, id: string, voter: string) =>
    [...govKeys.all, api, 'proposal', id, 'vote', voter] as const,
  params: (api: string) => [...govKeys.all, api, 'params'] as const,
  bonded: (api: string) => [...govKeys.all, api, 'bonded'] as const,
  power: (api: string, address: string) => [...govKeys.all, api, 'power', address] as const,
}

const page = (key: string | null) =>
  key === null
    ? { limit: GOV_PAGE_SIZE, reverse: true }
    : { key, limit: GOV_PAGE_SIZE, reverse: true }

export const proposalsQuery = (api: string, status: GovStatus | null, key: string | null) =>
  queryOptions({
    queryKey: govKeys.proposals(api, status, key),
    queryFn: ({ signal }) => listGovProposals(api, status, { signal, page: page(key) }),
    staleTime: 10_000,
  })

export const proposalQuery = (api: string, id: string) =>
  queryOptions({
    queryKey: govKeys.proposal(api, id),
    queryFn: ({ signal }) => getGovProposal(api, id, { signal }),
    staleTime: 5_000,
  })

export const tallyQuery = (api: string, id: string) =>
  queryOptions({
    queryKey: govKeys.tally(api, id),
    queryFn: ({ signal }) => getGovTally(api, id, { signal }),
    staleTime: 5_000,
  })

export const depositsQuery = (api: string, id: string, key: string | null) =>
  queryOptions({
    queryKey: govKeys.deposits(api, id, key),
    queryFn: ({ signal }) =>
      listGovDeposits(api, id, {
        signal,
        page: key === null ? { limit: GOV_PAGE_SIZE } : { key, limit: GOV_PAGE_SIZE },
      }),
  })

export const votesQuery = (api: string, id: string, key: string | null) =>
  queryOptions({
    queryKey: govKeys.votes(api, id, key),
    queryFn: ({ signal }) =>
      listGovVotes(api, id, {
        signal,
        page: key === null ? { limit: GOV_PAGE_SIZE } : { key, limit: GOV_PAGE_SIZE },
      }),
  })

export const myVoteQuery = (api: string, id: string, voter: string) =>
  queryOptions({
    queryKey: govKeys.myVote(api, id, voter),
    queryFn: ({ signal }) => getGovVote(api, id, voter, { signal }),
  })

export const govParamsQuery = (api: string) =>
  queryOptions({
    queryKey: govKeys.params(api),
    queryFn: ({ signal }) => getGovParams(api, { signal }),
    staleTime: 5 * 60_000,
  })

export const bondedQuery = (api: string) =>
  queryOptions({
    queryKey: govKeys.bonded(api),
    queryFn: ({ signal }) => getBondedTokens(api, { signal }),
    staleTime: 60_000,
  })

export const votingPowerQuery = (api: string, address: string) =>
  queryOptions({
    queryKey: govKeys.power(api, address),
    queryFn: ({ signal }) => getVotingPower(api, address, { signal }),
    staleTime: 60_000,
  })
