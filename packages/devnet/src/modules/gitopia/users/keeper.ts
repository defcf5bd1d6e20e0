import { isValidAddress } from '../../../chain/addresses.ts'
import { ChainError, SdkErrors } from '../../../chain/errors.ts'
import type { Store, Table } from '../../../state/store.ts'
import { RESERVED_NAMES } from './reserved-names.ts'
import { unixSeconds } from '../wire.ts'

export type OwnerType = 'USER' | 'DAO'

export interface User {
  readonly creator: string
  readonly id: string
  readonly name: string
  readonly username: string
  readonly usernameGithub: string
  readonly avatarUrl: string
  readonly followers: readonly string[]
  readonly following: readonly string[]
  readonly starred_repos: readonly string[]
  readonly subscriptions: string
  readonly bio: string
  readonly createdAt: string
  readonly updatedAt: string
  readonly verified: boolean
  readonly pinned_repos: readonly string[]
}

export interface Whois {
  readonly creator: string
  readonly id: string
  readonly name: string
  readonly address: string
  readonly ownerType: OwnerType
}

const USERNAME = /^[a-zA-Z0-9]+(?:-[a-zA-Z0-9]+)*$/

/** Username rules of `MsgCreateUser.ValidateBasic` with the chain's texts. */
export function validateUsername(username: string): void {
  const length = new TextEncoder().encode(username).length
  if (length < 3)
    throw ChainError.wrap(SdkErrors.invalidRequest, 'username must consist minimum 3 chars')
  if (length > 39) throw ChainError.wrap(SdkErrors.invalidRequest, 'username limit exceed: 39')
  if (!USERNAME.test(username)) throw ChainError.wrap(SdkErrors.invalidRequest, 'invalid username')
}

/** Avatar URL rules shared by users and DAOs. */
export function validateAvatarUrl(url: string): void {
  if (url === '') return
  if (url.length > 2048)
    throw ChainError.wrap(SdkErrors.invalidRequest, 'avatar url exceeds limit: 2048')
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw ChainError.wrap(SdkErrors.invalidRequest, `invalid url (${url})`)
  }
  if (parsed.protocol !== 'https:')
    throw ChainError.wrap(SdkErrors.invalidRequest, 'only https URL scheme is allowed')
}

/** Users and whois: the name registry every owner lookup goes through. */
export class UsersKeeper {
  readonly #users: Table<User>
  readonly #whois: Table<Whois>
  readonly #counters: Table<string>

  constructor(store: Store) {
    this.#users = store.table('gitopia/users')
    this.#whois = store.table('gitopia/whois')
    this.#counters = store.table('gitopia/counters')
  }

  user(address: string): User | undefined {
    return this.#users.get(address)
  }

  users(): User[] {
    return this.#users.values()
  }

  whois(name: string): Whois | undefined {
    return this.#whois.get(name)
  }

  allWhois(): Whois[] {
    return this.#whois.values()
  }

  /** The id `nextId` would hand out next. */
  peekId(counter: string): bigint {
    return BigInt(this.#counters.get(counter) ?? '0')
  }

  nextId(counter: string): bigint {
    const next = BigInt(this.#counters.get(counter) ?? '0')
    this.#counters.set(counter, (next + 1n).toString())
    return next
  }

  /** `creator (<addr>) doesn't exist` unless the signer has a profile. */
  requireUser(address: string): User {
    const user = this.#users.get(address)
    if (!user) throw ChainError.wrap(SdkErrors.keyNotFound, `creator (${address}) doesn't exist`)
    return user
  }

  /** Whois registration shared by users and DAOs; the name is stored lower-case. */
  registerName(
    name: string,
    address: string,
    ownerType: OwnerType,
    creator: string,
    takenText: string,
  ): void {
    const key = name.toLowerCase()
    if (this.#whois.has(key)) throw ChainError.wrap(SdkErrors.invalidRequest, takenText)
    if (RESERVED_NAMES.has(key))
      throw ChainError.wrap(SdkErrors.invalidRequest, `(${name}) is reserved name`)
    this.#whois.set(key, {
      creator,
      id: this.nextId('whois').toString(),
      name: key,
      address,
      ownerType,
    })
  }

  renameWhois(oldName: string, newName: string): void {
    const entry = this.#whois.get(oldName.toLowerCase())
    if (!entry) return
    this.#whois.delete(oldName.toLowerCase())
    this.#whois.set(newName.toLowerCase(), { ...entry, name: newName.toLowerCase() })
  }

  /**
   * `ResolveAddress`: a name goes through whois (case-insensitively); an address must belong to a
   * user or a DAO. `isDao` lets the DAO module answer for its addresses.
   */
  resolveAddress(
    id: string,
    isDao: (address: string) => boolean = () => false,
  ): string | undefined {
    if (!isValidAddress(id)) return this.#whois.get(id.toLowerCase())?.address
    if (this.#users.get(id) || isDao(id)) return id
    return undefined
  }

  createUser(user: Omit<User, 'id'>, time: Date): User {
    const created: User = {
      ...user,
      id: this.nextId('user').toString(),
      createdAt: unixSeconds(time),
      updatedAt: unixSeconds(time),
    }
    this.#users.set(user.creator, created)
    return created
  }

  updateUser(address: string, fn: (user: User) => User): void {
    this.#users.update(address, fn)
  }
}
