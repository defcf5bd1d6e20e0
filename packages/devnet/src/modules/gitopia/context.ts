import type { BankKeeper } from '../bank/keeper.ts'
import type { BountiesKeeper } from './bounties.ts'
import type { CommentsKeeper } from './comments.ts'
import type { DaosKeeper } from './daos.ts'
import type { IssuesKeeper } from './issues.ts'
import type { TasksKeeper } from './merge.ts'
import type { PullRequestsKeeper } from './pull-requests.ts'
import type { ReleasesKeeper } from './releases.ts'
import type { RepositoriesKeeper } from './repositories.ts'
import type { UsersKeeper } from './users.ts'

/** Everything the gitopia handlers share; built once in node.ts. */
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
