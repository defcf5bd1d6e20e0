import type { Store } from '../../state/store.ts'
import type { BankKeeper } from '../bank/keeper.ts'
import type { GroupKeeper } from '../group/keeper.ts'
import { BountiesKeeper } from './keepers/bounties.ts'
import { CommentsKeeper } from './keepers/comments.ts'
import { DaosKeeper } from './keepers/daos.ts'
import { IssuesKeeper } from './keepers/issues.ts'
import { PullRequestsKeeper } from './keepers/pull-requests.ts'
import { ReleasesKeeper } from './keepers/releases.ts'
import { RepositoriesKeeper } from './keepers/repositories.ts'
import { TasksKeeper } from './keepers/tasks.ts'
import type { UsersKeeper } from './users.ts'

/**
 * Everything the gitopia handlers share; built once in node.ts. The keepers (keepers/, users.ts)
 * depend on the store, bank and groups only, never on this context or on the handlers, so the
 * import graph stays a tree: handlers → context → keepers.
 */
export interface GitopiaContext {
  readonly users: UsersKeeper
  readonly repos: RepositoriesKeeper
  readonly issues: IssuesKeeper
  readonly pulls: PullRequestsKeeper
  readonly comments: CommentsKeeper
  readonly releases: ReleasesKeeper
  readonly bounties: BountiesKeeper
  readonly daos: DaosKeeper
  readonly bank: BankKeeper
  readonly tasks: TasksKeeper
  /** The repository's current packfile CID (storage module), checked by MsgMergePullRequest. */
  readonly packfileCid: (repositoryId: string) => string | undefined
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
