import { byNumericId, Records } from '../../state/records.ts'
import { numericKey, type Store, type Table } from '../../state/store.ts'

interface IidEntity {
  readonly id: string
  readonly iid: string
}

/** Entities with a global id and an iid per repository (issues, pull requests). */
export class IidTable<T extends IidEntity> {
  readonly #rows: Records<T>
  readonly #index: Table<string>

  constructor(
    store: Store,
    name: string,
    private readonly repositoryOf: (entity: T) => string,
  ) {
    this.#rows = new Records(store.table(`gitopia/${name}`), entity => entity.id, byNumericId)
    this.#index = store.table(`gitopia/${name}-by-iid`)
  }

  get(id: string | bigint): T | undefined {
    return this.#rows.get(id)
  }

  byIid(repositoryId: string, iid: string | number | bigint): T | undefined {
    const id = this.#index.get(`${numericKey(BigInt(repositoryId))}/${numericKey(BigInt(iid))}`)
    return id === undefined ? undefined : this.get(id)
  }

  /** A repository's entities by ascending iid (the store order). */
  ofRepository(repositoryId: string): T[] {
    return this.#index.values(`${numericKey(BigInt(repositoryId))}/`).map(id => this.get(id) as T)
  }

  all(): T[] {
    return this.#rows.all()
  }

  save(entity: T): void {
    this.#rows.save(entity)
    this.#index.set(
      `${numericKey(BigInt(this.repositoryOf(entity)))}/${numericKey(BigInt(entity.iid))}`,
      entity.id,
    )
  }

  remove(entity: T): void {
    this.#rows.delete(entity.id)
    this.#index.delete(
      `${numericKey(BigInt(this.repositoryOf(entity)))}/${numericKey(BigInt(entity.iid))}`,
    )
  }
}
