import type { Store, Table } from '../../state/store.ts'

export interface Account {
  readonly address: string
  readonly accountNumber: string
  readonly sequence: string
  /** Base64 of the 33-byte compressed secp256k1 key, set by the first signed tx. */
  readonly pubKey: string | null
}

/** x/auth: accounts created on first receipt, a global account-number counter, sequences. */
export class AuthKeeper {
  readonly #accounts: Table<Account>
  readonly #counters: Table<string>

  constructor(store: Store) {
    this.#accounts = store.table('auth/accounts')
    this.#counters = store.table('auth/counters')
  }

  get(address: string): Account | undefined {
    return this.#accounts.get(address)
  }

  /** Creates the account with the next account number when it does not exist yet. */
  ensure(address: string): Account {
    const existing = this.#accounts.get(address)
    if (existing) return existing
    const next = BigInt(this.#counters.get('accountNumber') ?? '0')
    this.#counters.set('accountNumber', (next + 1n).toString())
    const account: Account = {
      address,
      accountNumber: next.toString(),
      sequence: '0',
      pubKey: null,
    }
    this.#accounts.set(address, account)
    return account
  }

  set(account: Account): void {
    this.#accounts.set(account.address, account)
  }

  all(): Account[] {
    return this.#accounts.values()
  }
}
