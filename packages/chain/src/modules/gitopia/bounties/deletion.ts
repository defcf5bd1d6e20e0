import { num, trackerMsg, type TrackerMsg } from '../tracker.ts'

/**
 * Withdraws a bounty: its creator gets back what it still holds, while no pull request is linked
 * to the issue. Apart from messages.ts, which every issue and pull request page loads, because
 * only a bounty's creator sends it.
 */
export function deleteBountyMsg(creator: string, id: string): TrackerMsg {
  return trackerMsg('MsgDeleteBounty', { creator, id: num(id) })
}
