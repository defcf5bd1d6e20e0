export * from './paging.ts'
export {
  forksPath,
  issuePath,
  primeGitopiaRead,
  pullRequestPath,
  refPath,
  refsPath,
  repositoryPath,
} from './paths.ts'

export * from './repositories.ts'
export * from './refs.ts'
export * from './daos.ts'
export * from './issues.ts'
export * from './comments.ts'
export * from './releases.ts'
export * from './repository-msgs.ts'
export * from './dao-proposals.ts'
export * from './profiles.ts'
export * from './group.ts'

export * from './users.ts'
export * from './rewards.ts'
export * from './owners.ts'
export * from './msgs.ts'
export * from './tracker-msgs.ts'
export * from './access.ts'
export * from './fork-msg.ts'
export * from './pull-msgs.ts'
export * from './tasks.ts'
export * from './user-msgs.ts'
