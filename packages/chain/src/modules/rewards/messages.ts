import type { MsgClaim } from '@gitopia/gitopia-js/src/types/rewards/tx'
import { typeUrl } from '../../type-url.ts'

/** Claims the genesis rewards an address has earned. */
export function claimRewardsMsg(creator: string) {
  const value: MsgClaim = { creator }
  return { typeUrl: typeUrl('gitopia.gitopia.rewards', 'MsgClaim'), value }
}
