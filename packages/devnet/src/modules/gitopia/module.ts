import type { ChainModule } from '../../chain/module.ts'
import { bountyHandlers, createBounty, registerBountyRoutes } from './bounties/msgs.ts'
import { commentHandlers, registerCommentRoutes } from './comments/msgs.ts'
import type { GitopiaContext } from './context.ts'
import { daoHandlers, registerDaoRoutes } from './daos/msgs.ts'
import { issueHandlers, registerIssueRoutes } from './issues/msgs.ts'
import { mergeHandlers, registerMergeRoutes } from './pull-requests/merge-msgs.ts'
import { registerPullRequestRoutes } from './pull-requests/routes.ts'
import { pullRequestHandlers } from './pull-requests/msgs.ts'
import { registerReleaseRoutes, releaseHandlers } from './releases/msgs.ts'
import { repositoryHandlers } from './repositories/msgs.ts'
import { registerRepositoryRoutes } from './repositories/routes.ts'
import { registerUserRoutes, userHandlers, type UsersKeeper } from './users/keeper.ts'

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
