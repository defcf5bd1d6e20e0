import { numericKey, type Store, type Table } from '../../../state/store.ts'
import type { Release } from '../json.ts'

/** Releases by id. */
export class ReleasesKeeper {
  readonly #rows: Table<Release>

  constructor(store: Store) {
    this.#rows = store.table('gitopia/releases')
  }

  get(id: string): Release | undefined {
    return this.#rows.get(numericKey(BigInt(id)))
  }

  all(): Release[] {
    return this.#rows.values()
  }

  ofRepository(repositoryId: string): Release[] {
    return this.all().filter(release => release.repositoryId === repositoryId)
  }

  save(release: Release): void {
    this.#rows.set(numericKey(BigInt(release.id)), release)
  }

  remove(release: Release): void {
    this.#rows.delete(numericKey(BigInt(release.id)))
  }
}
