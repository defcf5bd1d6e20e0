import type { ChainModule } from '../../chain/module.ts'
import type { Store } from '../../state/store.ts'
import type { BankKeeper } from '../bank/keeper.ts'
import type { GroupKeeper } from '../group/keeper.ts'
import { bountyHandlers, BountiesKeeper, createBounty, registerBountyRoutes } from './bounties.ts'
import { commentHandlers, CommentsKeeper, registerCommentRoutes } from './comments.ts'
import type { GitopiaContext } from './context.ts'
import { daoHandlers, DaosKeeper, registerDaoRoutes } from './daos.ts'
import { issueHandlers, IssuesKeeper, registerIssueRoutes } from './issues.ts'
import { mergeHandlers, registerMergeRoutes, TasksKeeper } from './merge.ts'
import {
  pullRequestHandlers,
  PullRequestsKeeper,
  registerPullRequestRoutes,
} from './pull-requests.ts'
import { registerReleaseRoutes, releaseHandlers, ReleasesKeeper } from './releases.ts'
import { registerRepositoryRoutes, repositoryHandlers, RepositoriesKeeper } from './repositories.ts'
import { registerUserRoutes, userHandlers, type UsersKeeper } from './users.ts'

export interface GitopiaKeepers {
  readonly users: UsersKeeper
  /** Whether an address is a DAO's; the DAO module answers once it exists. */
  readonly isDao: (address: string) => boolean
  /** The rest of the platform; absent in setups that only need users. */
  readonly platform?: GitopiaContext
}

/** Builds every keeper of the platform over one store. */
export function createGitopiaContext(
  store: Store,
  users: UsersKeeper,
  bank: BankKeeper,
  groups: GroupKeeper,
  packfileCid: (repositoryId: string) => string | undefined = () => undefined,
): GitopiaContext {
  return {
    users,
    bank,
    repos: new RepositoriesKeeper(store),
    issues: new IssuesKeeper(store),
    pulls: new PullRequestsKeeper(store),
    comments: new CommentsKeeper(store),
    releases: new ReleasesKeeper(store),
    bounties: new BountiesKeeper(store, bank),
    daos: new DaosKeeper(store, groups),
    tasks: new TasksKeeper(store),
    packfileCid,
  }
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
