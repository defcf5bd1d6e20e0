import { numericKey, type Table } from './store.ts'

/** Numeric ids are stored padded (`numericKey`), so records list in id order as on the chain. */
export const byNumericId = (id: string | bigint): string => numericKey(BigInt(id))

/**
 * A keeper's records of one kind: one table, each record under the key of its id (`idOf`), made
 * by `keyOf` (by default the id as it is, e.g. an address).
 */
export class Records<V> {
  constructor(
    protected readonly rows: Table<V>,
    private readonly idOf: (record: V) => string,
    private readonly keyOf: (id: string | bigint) => string = String,
  ) {}

  get(id: string | bigint): V | undefined {
    return this.rows.get(this.keyOf(id))
  }

  all(): V[] {
    return this.rows.values()
  }

  save(record: V): void {
    this.rows.set(this.keyOf(this.idOf(record)), record)
  }

  delete(id: string | bigint): void {
    this.rows.delete(this.keyOf(id))
  }
}

/**
 * Records that belong to a numbered parent (a group's members, a proposal's votes), each under
 * `parent/key`, so that a parent's records list together in key order.
 */
export class RecordsByParent<V> {
  constructor(
    private readonly rows: Table<V>,
    private readonly parentOf: (record: V) => string,
    private readonly keyOf: (record: V) => string,
  ) {}

  /** The parent's records, in key order. */
  of(parentId: string): V[] {
    return this.rows.values(this.#key(parentId, ''))
  }

  get(parentId: string, key: string): V | undefined {
    return this.rows.get(this.#key(parentId, key))
  }

  all(): V[] {
    return this.rows.values()
  }

  save(record: V): void {
    this.rows.set(this.#key(this.parentOf(record), this.keyOf(record)), record)
  }

  delete(parentId: string, key: string): void {
    this.rows.delete(this.#key(parentId, key))
  }

  #key(parentId: string, key: string): string {
    return `${byNumericId(parentId)}/${key}`
  }
}
