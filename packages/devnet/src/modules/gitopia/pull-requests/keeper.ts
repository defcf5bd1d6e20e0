import type { Store } from '../../../state/store.ts'
import { IidTable } from '../iid-table.ts'
import type { PullRequest } from '../json.ts'

/** Pull requests by global id, with an index by base repository and iid. */
export class PullRequestsKeeper extends IidTable<PullRequest> {
  constructor(store: Store) {
    super(store, 'pull-requests', pull => pull.base?.repositoryId ?? '0')
  }
}
