import * as gitopiaTx from '@gitopia/gitopia-js/src/types/gitopia/tx'
import * as rewardsTx from '@gitopia/gitopia-js/src/types/rewards/tx'
import * as storageTx from '@gitopia/gitopia-js/src/types/storage/tx'
import { collectMsgTypes as collect, type MsgTypeEntry } from './msg-types.ts'
import { MSG_SIGN_DATA_TYPE_URL, MsgSignData } from '../modules/offchain/messages.ts'

/**
 * Every Msg of the gitopia, storage, rewards and offchain packages. This pulls the whole generated
 * tx code, so it is for Node (the devnet, tests); the web app registers only what it sends.
 */
export const allGitopiaMsgTypes: readonly MsgTypeEntry[] = [
  ...collect('gitopia.gitopia.gitopia', gitopiaTx),
  ...collect('gitopia.gitopia.storage', storageTx),
  ...collect('gitopia.gitopia.rewards', rewardsTx),
  { typeUrl: MSG_SIGN_DATA_TYPE_URL, type: MsgSignData },
]
