import { byNumericId, Records } from '../../../state/records.ts'
import type { Store } from '../../../state/store.ts'
import type { Release } from '../json.ts'

/** Releases by id. */
export class ReleasesKeeper extends Records<Release> {
  constructor(store: Store) {
    super(store.table('gitopia/releases'), release => release.id, byNumericId)
  }

  ofRepository(repositoryId: string): Release[] {
    return this.all().filter(release => release.repositoryId === repositoryId)
  }

  remove(release: Release): void {
    this.rows.delete(byNumericId(release.id))
  }
}
