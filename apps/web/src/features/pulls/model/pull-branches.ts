import type { PullRequest } from '@gitopia-client/chain/gitopia'
import type { PullBranches } from '@gitopia-client/chain/storage'

/** The two branch ends of a pull request as the provider wants them. */
export function pullBranches(pull: PullRequest): PullBranches | null {
  if (!pull.head || !pull.base) return null
  return {
    baseRepositoryId: pull.base.repositoryId,
    headRepositoryId: pull.head.repositoryId,
    baseBranch: pull.base.branch,
    headBranch: pull.head.branch,
  }
}
