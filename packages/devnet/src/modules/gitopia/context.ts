import type { Store } from '../../state/store.ts'
import type { BankKeeper } from '../bank/keeper.ts'
import type { GroupKeeper } from '../group/keeper.ts'
import { BountiesKeeper } from './bounties/keeper.ts'
import { CommentsKeeper } from './comments/keeper.ts'
import { DaosKeeper } from './daos/keeper.ts'
import { IssuesKeeper } from './issues/keeper.ts'
import { PullRequestsKeeper } from './pull-requests/keeper.ts'
import { ReleasesKeeper } from './releases/keeper.ts'
import { RepositoriesKeeper } from './repositories/keeper.ts'
import { TasksKeeper } from './tasks/keeper.ts'
import type { UsersKeeper } from './users/keeper.ts'
import { TeamVestingKeeper, type TeamVestingConfig } from './vesting/keeper.ts'

/**
 * Everything the gitopia handlers share; built once in node.ts. The keepers (`<entity>/keeper.ts`)
 * depend on the store, bank and groups only, never on this context or on the Msgs and routes, so
 * the import graph stays a tree: msgs/routes → context → keepers.
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
  readonly vesting: TeamVestingKeeper
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
  teamVesting: TeamVestingConfig = { genesisTime: new Date(0), proportions: [] },
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
    vesting: new TeamVestingKeeper(store, teamVesting),
    packfileCid,
  }
}
