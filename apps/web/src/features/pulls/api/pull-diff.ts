import {
  getPullDiff,
  type PullCommits,
  type StorageProviderSession,
} from '@gitopia-client/chain/storage'
import { DIFF_PAGE, providerPagesQuery } from '@/features/repository/index.ts'
import { pullsKeys } from './keys.ts'

/** File diffs of a pull request, a few files per page, loaded as the reader scrolls. */
export function pullDiffQuery(session: StorageProviderSession, commits: PullCommits) {
  return providerPagesQuery(session, pullsKeys.diff(commits), DIFF_PAGE, (api, page, options) =>
    getPullDiff(api, { ...commits, page }, options),
  )
}
