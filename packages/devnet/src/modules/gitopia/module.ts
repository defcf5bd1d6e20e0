import type { ChainModule } from '../../chain/module.ts'
import { bountyMsgs } from './bounties/msgs.ts'
import { registerBountyRoutes } from './bounties/routes.ts'
import { commentMsgs } from './comments/msgs.ts'
import { registerCommentRoutes } from './comments/routes.ts'
import type { GitopiaContext } from './context.ts'
import { gitopiaHandlers } from './msg-table.ts'
import { daoMsgs } from './daos/msgs.ts'
import { registerDaoRoutes } from './daos/routes.ts'
import { issueMsgs } from './issues/msgs.ts'
import { registerIssueRoutes } from './issues/routes.ts'
import { mergeMsgs } from './pull-requests/merge-msgs.ts'
import { registerMergeRoutes } from './pull-requests/merge-routes.ts'
import { pullRequestMsgs } from './pull-requests/msgs.ts'
import { registerPullRequestRoutes } from './pull-requests/routes.ts'
import { releaseMsgs } from './releases/msgs.ts'
import { registerReleaseRoutes } from './releases/routes.ts'
import { repositoryAccessMsgs } from './repositories/access-msgs.ts'
import { repositoryMsgs } from './repositories/msgs.ts'
import { repositoryRefMsgs } from './repositories/ref-msgs.ts'
import { registerRepositoryRoutes } from './repositories/routes.ts'
import type { UsersKeeper } from './users/keeper.ts'
import { deleteUser, userMsgs } from './users/msgs.ts'
import { userPinMsgs } from './users/pins.ts'
import { registerUserRoutes } from './users/routes.ts'
import { vestingMsgs } from './vesting/msgs.ts'
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
      ...gitopiaHandlers(keepers.users, userMsgs),
      deleteUser,
      ...(g
        ? [
            ...gitopiaHandlers(
              g,
              repositoryMsgs,
              repositoryAccessMsgs,
              repositoryRefMsgs,
              issueMsgs,
              pullRequestMsgs,
              mergeMsgs,
              commentMsgs,
              releaseMsgs,
              bountyMsgs,
              daoMsgs,
              userPinMsgs,
              vestingMsgs,
            ),
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
