import * as z from 'zod/mini'
import type { Page } from '../paging.ts'
import { getGitopia, getGitopiaPage, gitopiaPath, type ListOptions } from '../request.ts'
import { coin, count, list, text, u64, unixTime } from '../wire.ts'

const bountyWire = z.object({
  id: u64,
  amount: list(coin),
  state: z.enum([
    'BOUNTY_STATE_SRCDEBITTED',
    'BOUNTY_STATE_DESTCREDITED',
    'BOUNTY_STATE_REVERTEDBACK',
  ]),
  repositoryId: u64,
  parentIid: count,
  parent: z.literal('BOUNTY_PARENT_ISSUE'),
  expireAt: unixTime,
  rewardedTo: text,
  createdAt: unixTime,
  updatedAt: unixTime,
  creator: z.string(),
})
export type Bounty = z.output<typeof bountyWire>

export async function getBounty(api: string, id: string, options?: ListOptions): Promise<Bounty> {
  return (
    await getGitopia(api, gitopiaPath('bounty', id), z.object({ Bounty: bountyWire }), options)
  ).Bounty
}

/** Every bounty on the chain, in id order (`reverse` for the newest first); no filters. */
export function listBounties(api: string, options?: ListOptions): Promise<Page<Bounty>> {
  return getGitopiaPage(api, gitopiaPath('bounty'), 'Bounty', bountyWire, options)
}
