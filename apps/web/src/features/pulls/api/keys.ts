import type { ListFilters } from '@gitopia-client/chain/gitopia'
import type { PullBranches, PullCommits } from '@gitopia-client/chain/storage'

/**
 * Query keys of the pulls feature; every read of it hangs under `pulls`. `repository(api, id)` is
 * the prefix of a repository's list and pull request reads, for invalidation after a change.
 */
export const pullsKeys = {
  all: ['pulls'] as const,
  repository: (api: string, repositoryId: string) => [...pullsKeys.all, api, repositoryId] as const,
  /** One page of the list with the chain's filters. */
  list: (api: string, repositoryId: string, filters: ListFilters, page: number, limit: number) =>
    [...pullsKeys.repository(api, repositoryId), 'list', filters, page, limit] as const,
  pull: (api: string, repositoryId: string, iid: number) =>
    [...pullsKeys.repository(api, repositoryId), 'pull', iid] as const,
  mergePermission: (api: string, repositoryId: string, iid: number, user: string) =>
    [...pullsKeys.all, 'merge-permission', api, repositoryId, iid, user] as const,
  mergeCheck: (branches: PullBranches, iid: number) =>
    [...pullsKeys.all, 'merge-check', branches, iid] as const,
  commitShasAll: () => [...pullsKeys.all, 'commit-shas'] as const,
  commitShas: (branches: PullBranches) => [...pullsKeys.commitShasAll(), branches] as const,
  commits: (request: (PullCommits & PullBranches) | null) =>
    [...pullsKeys.all, 'commits', request] as const,
  diffStat: (commits: PullCommits) => [...pullsKeys.all, 'diff-stat', commits] as const,
  diff: (commits: PullCommits) => [...pullsKeys.all, 'diff', commits] as const,
  pendingMerges: (api: string, repositoryId: string, user: string) =>
    [...pullsKeys.all, 'pending-merge', api, repositoryId, user] as const,
  pendingMerge: (api: string, repositoryId: string, user: string, headSha: string) =>
    [...pullsKeys.pendingMerges(api, repositoryId, user), headSha] as const,
  task: (api: string, id: string) => [...pullsKeys.all, 'task', api, id] as const,
  daoMergeProposal: (api: string, policy: string, repositoryId: string, iid: number) =>
    [...pullsKeys.all, 'dao-merge-proposal', api, policy, repositoryId, iid] as const,
}
