import * as z from 'zod/mini'
import { fetchJson, joinUrl, type FetchJsonOptions } from '../../rest/fetcher.ts'

export interface GroupVote {
  readonly voter: string
  /** YES, NO, ABSTAIN or NO_WITH_VETO. */
  readonly option: string
}

/** A proposal's votes (Gitopia keeps them after the vote: history needs no indexer). */
export async function listGroupVotes(
  api: string,
  proposalId: string,
  options: FetchJsonOptions = {},
): Promise<readonly GroupVote[]> {
  const body = await fetchJson(
    joinUrl(
      api,
      `/cosmos/group/v1/votes_by_proposal/${encodeURIComponent(proposalId)}?pagination.limit=1000`,
    ),
    z.object({
      votes: z._default(z.array(z.object({ voter: z.string(), option: z.string() })), []),
    }),
    options,
  )
  return body.votes.map(v => ({ voter: v.voter, option: v.option.replace(/^VOTE_OPTION_/, '') }))
}
