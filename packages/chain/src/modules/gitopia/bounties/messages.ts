import {
  num,
  trackerMsg,
  unixSeconds,
  type BountyCoin,
  type IssueRef,
  type TrackerMsg,
} from '../tracker.ts'

/** `BountyParent.BOUNTY_PARENT_ISSUE`. */
const BOUNTY_PARENT_ISSUE = 0

export function createBountyMsg(
  ref: IssueRef,
  amount: readonly BountyCoin[],
  expiry: Date,
): TrackerMsg {
  return trackerMsg('MsgCreateBounty', {
    creator: ref.creator,
    amount: amount.map(c => ({ ...c })),
    expiry: unixSeconds(expiry),
    repositoryId: num(ref.repositoryId),
    parentIid: ref.iid,
    parent: BOUNTY_PARENT_ISSUE,
  })
}

export function updateBountyExpiryMsg(creator: string, id: string, expiry: Date): TrackerMsg {
  return trackerMsg('MsgUpdateBountyExpiry', { creator, id: num(id), expiry: unixSeconds(expiry) })
}

export function closeBountyMsg(creator: string, id: string): TrackerMsg {
  return trackerMsg('MsgCloseBounty', { creator, id: num(id) })
}
