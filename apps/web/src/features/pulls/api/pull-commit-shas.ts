import {
  listPullCommitShas,
  type PullBranches,
  type StorageProviderSession,
} from '@gitopia-client/chain/storage'
import { providerQuery } from '@/features/repository/index.ts'
import { pullsKeys } from './keys.ts'

/** The shas of a pull request's commits (head only), newest first. */
export function pullCommitShasQuery(session: StorageProviderSession, branches: PullBranches) {
  return providerQuery(
    session,
    pullsKeys.commitShas(branches),
    (api, options) => listPullCommitShas(api, branches, options),
    10_000,
  )
}
