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
}
