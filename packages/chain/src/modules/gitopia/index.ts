export * from './paging.ts'
export * from './newest-since.ts'
export {
  forksPath,
  issuePath,
  primeGitopiaRead,
  pullRequestPath,
  refPath,
  refsPath,
  repositoryPath,
} from './paths.ts'
export * from './owners.ts'
export * from './tracker.ts'

export * from './users/queries.ts'
export * from './users/messages.ts'
export * from './users/profiles.ts'
export * from './repositories/queries.ts'
export * from './repositories/messages.ts'
export * from './repositories/force-push.ts'
export * from './repositories/refs.ts'
export * from './repositories/labels.ts'
export * from './repositories/access.ts'
export * from './issues/queries.ts'
export * from './issues/count.ts'
export * from './issues/messages.ts'
export * from './pull-requests/queries.ts'
export * from './pull-requests/messages.ts'
export * from './pull-requests/upkeep.ts'
export * from './comments/queries.ts'
export * from './comments/messages.ts'
export * from './releases/queries.ts'
export * from './releases/messages.ts'
export * from './bounties/queries.ts'
export * from './bounties/messages.ts'
export * from './bounties/deletion.ts'
export * from './daos/queries.ts'
export * from './daos/messages.ts'
export * from './daos/proposals.ts'
export * from './tasks/queries.ts'
export * from './vesting/vesting.ts'

// DAOs are groups, and the rewards and storage approvals are Gitopia's own modules: the pages
// that show them import one entry point, as they did before the modules were split.
export * from '../group/queries.ts'
export * from '../rewards/queries.ts'
export * from '../rewards/messages.ts'
export * from '../storage/messages.ts'
