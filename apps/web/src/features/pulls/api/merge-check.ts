import {
  checkPullMergeable,
  type PullBranches,
  type StorageProviderSession,
} from '@gitopia-client/chain/storage'
import { providerQuery } from '@/features/repository/index.ts'
import { pullsKeys } from './keys.ts'

/** The provider's dry-run merge of the two branches. */
export function mergeCheckQuery(
  session: StorageProviderSession,
  branches: PullBranches,
  sender: string,
  iid: number,
) {
  return providerQuery(
    session,
    pullsKeys.mergeCheck(branches, iid),
    (api, options) => checkPullMergeable(api, { ...branches, sender, iid }, options),
    10_000,
  )
}
