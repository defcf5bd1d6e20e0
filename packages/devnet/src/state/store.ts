import { GAS_COSTS, type GasMeter } from './gas.ts'

type Undo = () => void

/**
 * In-memory state of the chain, as named tables of immutable values. Writes inside a transaction
 * record an undo step, so a failed or simulated tx is rolled back exactly; gas is charged per read
 * and write like the SDK's KVStore.
 */
export class Store {
  readonly #tables = new Map<string, Table<unknown>>()
  #undo: Undo[] | null = null
  #meter: GasMeter | null = null

  table<V>(name: string): Table<V> {
    let table = this.#tables.get(name)
    if (!table) {
      table = new Table<unknown>(name, this)
      this.#tables.set(name, table)
    }
    return table as Table<V>
  }

  /** Runs `fn` with gas metering; rolls every write back if it throws or if `commit` is false. */
  transact<T>(meter: GasMeter, fn: () => T, commit = true): T {
    if (this.#undo) throw new Error('nested store transaction')
    this.#undo = []
    this.#meter = meter
    try {
      const result = fn()
      if (!commit) this.#rollback()
      return result
    } catch (error) {
      this.#rollback()
      throw error
    } finally {
      this.#undo = null
      this.#meter = null
    }
  }

  /** A savepoint inside a transaction: rolls back to it when `fn` throws, then rethrows. */
  savepoint<T>(fn: () => T): T {
    const undo = this.#undo
    if (!undo) return fn()
    const mark = undo.length
    try {
      return fn()
    } catch (error) {
      while (undo.length > mark) undo.pop()?.()
      throw error
    }
  }

  /** Runs `fn` without charging gas (the ante handler's fixed costs stand in for its reads). */
  unmetered<T>(fn: () => T): T {
    const meter = this.#meter
    this.#meter = null
    try {
      return fn()
    } finally {
      this.#meter = meter
    }
  }

  /** @internal */
  recordUndo(step: Undo): void {
    this.#undo?.push(step)
  }

  /** Whether reads and writes are being charged (inside a tx); sizes are only computed then. */
  get metering(): boolean {
    return this.#meter !== null
  }

  /** @internal */
  charge(amount: number, location: string): void {
    this.#meter?.consume(amount, location)
  }

  #rollback(): void {
    const undo = this.#undo ?? []
    while (undo.length > 0) undo.pop()?.()
  }
}

function sizeOf(value: unknown): number {
  if (typeof value === 'string') return value.length
  if (typeof value === 'bigint' || typeof value === 'number') return 8
  return JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)).length
}

function deepFreeze<V>(value: V): V {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}

/** One keyed collection; keys sort as strings (callers pad numbers to keep numeric order). */
export class Table<V> {
  readonly #rows = new Map<string, V>()
  #sortedKeys: string[] | null = null

  constructor(
    readonly name: string,
    private readonly store: Store,
  ) {}

  get size(): number {
    return this.#rows.size
  }

  get(key: string): V | undefined {
    const value = this.#rows.get(key)
    if (this.store.metering)
      this.store.charge(
        GAS_COSTS.readFlat + GAS_COSTS.readPerByte * (value === undefined ? 0 : sizeOf(value)),
        `${this.name}/read`,
      )
    return value
  }

  has(key: string): boolean {
    this.store.charge(GAS_COSTS.readFlat, `${this.name}/has`)
    return this.#rows.has(key)
  }

  set(key: string, value: V): void {
    if (this.store.metering)
      this.store.charge(
        GAS_COSTS.writeFlat + GAS_COSTS.writePerByte * sizeOf(value),
        `${this.name}/write`,
      )
    const had = this.#rows.has(key)
    const previous = this.#rows.get(key)
    this.#rows.set(key, deepFreeze(value))
    if (!had) this.#insertKey(key)
    this.store.recordUndo(() => {
      if (had) this.#rows.set(key, previous as V)
      else {
        this.#rows.delete(key)
        this.#removeKey(key)
      }
    })
  }

  update(key: string, fn: (current: V) => V): V {
    const current = this.get(key)
    if (current === undefined) throw new Error(`${this.name}: ${key} not found`)
    const next = fn(current)
    this.set(key, next)
    return next
  }

  delete(key: string): boolean {
    this.store.charge(GAS_COSTS.deleteFlat, `${this.name}/delete`)
    if (!this.#rows.has(key)) return false
    const previous = this.#rows.get(key) as V
    this.#rows.delete(key)
    this.#removeKey(key)
    this.store.recordUndo(() => {
      this.#rows.set(key, previous)
      this.#insertKey(key)
    })
    return true
  }

  /** Rows whose key starts with `prefix`, in key order. Gas is charged per row visited. */
  *entries(prefix = ''): Generator<[string, V]> {
    const keys = this.#keys()
    let index = prefix === '' ? 0 : lowerBound(keys, prefix)
    for (; index < keys.length; index++) {
      const key = keys[index] as string
      if (!key.startsWith(prefix)) break
      this.store.charge(GAS_COSTS.iterNextFlat, `${this.name}/iterate`)
      yield [key, this.#rows.get(key) as V]
    }
  }

  values(prefix = ''): V[] {
    const keys = this.#keys()
    const out: V[] = []
    for (let index = prefix === '' ? 0 : lowerBound(keys, prefix); index < keys.length; index++) {
      const key = keys[index] as string
      if (!key.startsWith(prefix)) break
      if (this.store.metering) this.store.charge(GAS_COSTS.iterNextFlat, `${this.name}/iterate`)
      out.push(this.#rows.get(key) as V)
    }
    return out
  }

  // The sorted key index is kept up to date incrementally, so lists stay cheap between writes.
  #insertKey(key: string): void {
    if (this.#sortedKeys) this.#sortedKeys.splice(lowerBound(this.#sortedKeys, key), 0, key)
  }

  #removeKey(key: string): void {
    if (!this.#sortedKeys) return
    const index = lowerBound(this.#sortedKeys, key)
    if (this.#sortedKeys[index] === key) this.#sortedKeys.splice(index, 1)
  }

  #keys(): string[] {
    this.#sortedKeys ??= [...this.#rows.keys()].sort()
    return this.#sortedKeys
  }
}

function lowerBound(keys: readonly string[], target: string): number {
  let low = 0
  let high = keys.length
  while (low < high) {
    const mid = (low + high) >>> 1
    if ((keys[mid] as string) < target) low = mid + 1
    else high = mid
  }
  return low
}

/** Fixed-width decimal, so numeric ids sort correctly as string keys. */
export function numericKey(value: bigint | number): string {
  return BigInt(value).toString().padStart(20, '0')
}
