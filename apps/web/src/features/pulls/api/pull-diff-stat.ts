import {
  getVerifiedPullDiffStat,
  type PullCommits,
  type StorageProviderSession,
} from '@gitopia-client/chain/storage'
import { providerQuery } from '@/features/repository/index.ts'
import { pullsKeys } from './keys.ts'

export function pullDiffStatQuery(session: StorageProviderSession, commits: PullCommits) {
  return providerQuery(session, pullsKeys.diffStat(commits), (api, options) =>
    getVerifiedPullDiffStat(api, commits, options),
  )
}
