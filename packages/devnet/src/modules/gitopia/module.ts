import type { ChainModule } from '../../chain/module.ts'
import { bountyHandlers, createBounty, registerBountyRoutes } from './bounties.ts'
import { commentHandlers, registerCommentRoutes } from './comments.ts'
import type { GitopiaContext } from './context.ts'
import { daoHandlers, registerDaoRoutes } from './daos.ts'
import { issueHandlers, registerIssueRoutes } from './issues.ts'
import { mergeHandlers, registerMergeRoutes } from './merge.ts'
import { registerPullRequestRoutes } from './pull-request-routes.ts'
import { pullRequestHandlers } from './pull-requests.ts'
import { registerReleaseRoutes, releaseHandlers } from './releases.ts'
import { repositoryHandlers } from './repositories.ts'
import { registerRepositoryRoutes } from './repository-routes.ts'
import { registerUserRoutes, userHandlers, type UsersKeeper } from './users.ts'

export { createGitopiaContext } from './context.ts'

export interface GitopiaKeepers {
  readonly users: UsersKeeper
  /** Whether an address is a DAO's; the DAO module answers once it exists. */
  readonly isDao: (address: string) => boolean
  /** The rest of the platform; absent in setups that only need users. */
  readonly platform?: GitopiaContext
}

/** x/gitopia: users, repositories, issues, pull requests, comments, releases, bounties, DAOs. */
export function gitopiaModule(keepers: GitopiaKeepers): ChainModule {
  const g = keepers.platform
  return {
    name: 'gitopia',
    handlers: [
      ...userHandlers(keepers.users),
      ...(g
        ? [
            ...repositoryHandlers(g),
            ...issueHandlers(
              g,
              (ctx, creator, issue, amount, expiry) =>
                void createBounty(g, ctx, creator, issue, amount, expiry),
            ),
            ...pullRequestHandlers(g),
            ...commentHandlers(g),
            ...releaseHandlers(g),
            ...bountyHandlers(g),
            ...daoHandlers(g),
            ...mergeHandlers(g),
          ]
        : []),
    ],
    registerRoutes: router => {
      registerUserRoutes(router, keepers.users, keepers.isDao)
      if (!g) return
      registerRepositoryRoutes(router, g)
      registerIssueRoutes(router, g)
      registerPullRequestRoutes(router, g)
      registerCommentRoutes(router, g)
      registerReleaseRoutes(router, g)
      registerBountyRoutes(router, g)
      registerDaoRoutes(router, g)
      registerMergeRoutes(router, g)
    },
  }
}
