import {
  getVerifiedPullDiff,
  type PullCommits,
  type StorageProviderSession,
} from '@gitopia-client/chain/storage'
import { DIFF_PAGE, providerPagesQuery } from '@/features/repository/index.ts'
import { pullsKeys } from './keys.ts'

/** File diffs of a pull request, a few files per page, each checked against git objects. */
export function pullDiffQuery(session: StorageProviderSession, commits: PullCommits) {
  return providerPagesQuery(session, pullsKeys.diff(commits), DIFF_PAGE, (api, page, options) =>
    getVerifiedPullDiff(api, { ...commits, page }, options),
  )
}
