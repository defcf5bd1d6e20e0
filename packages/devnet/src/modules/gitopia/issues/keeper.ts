import type { Store } from '../../../state/store.ts'
import { IidTable } from '../iid-table.ts'
import type { Issue } from '../json.ts'

/** Issues by global id, with an index by repository and iid. */
export class IssuesKeeper extends IidTable<Issue> {
  constructor(store: Store) {
    super(store, 'issues', issue => issue.repositoryId)
  }
}
