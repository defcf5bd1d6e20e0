import type {
  MsgCreateUser,
  MsgDeleteUser,
  MsgUpdateUserAvatar,
  MsgUpdateUserBio,
  MsgUpdateUserName,
  MsgUpdateUserUsername,
} from '@gitopia/gitopia-js/src/types/gitopia/tx'
import { MsgCreateUserResponse } from '@gitopia/gitopia-js/src/types/gitopia/tx'
import { isValidAddress, requireAddress } from '../../../chain/addresses.ts'
import { ChainError, SdkErrors } from '../../../chain/errors.ts'
import { respond, type MsgContext, type MsgHandler } from '../../../chain/module.ts'
import { grpcError, ok, paginate, parsePageRequest } from '../../../http/paging.ts'
import type { Router } from '../../../http/router.ts'
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

function gitopiaEvent(ctx: MsgContext, action: string, attributes: Record<string, string>): void {
  ctx.events.emit('message', { module: 'gitopia', action, ...attributes })
}

function checkName(name: string, text = 'name exceeds limit: 73'): void {
  if (name.length > 73) throw ChainError.wrap(SdkErrors.invalidRequest, text)
}

function checkBio(bio: string): void {
  if (bio.length > 255) throw ChainError.wrap(SdkErrors.invalidRequest, 'Bio exceeds limit: 255')
}

type Creator = { creator: string }
const creatorIsValid = (msg: Creator) => requireAddress(msg.creator, 'creator')

export function userHandlers(users: UsersKeeper): MsgHandler<never>[] {
  const createUser: MsgHandler<MsgCreateUser> = {
    typeUrl: '/gitopia.gitopia.gitopia.MsgCreateUser',
    module: 'gitopia',
    validateBasic: msg => {
      creatorIsValid(msg)
      validateUsername(msg.username)
      checkName(msg.name)
      checkBio(msg.bio)
      validateAvatarUrl(msg.avatarUrl)
    },
    execute: (msg, ctx) => {
      if (users.user(msg.creator)) {
        throw ChainError.wrap(SdkErrors.invalidRequest, `user already exists: ${msg.creator}`)
      }
      users.registerName(
        msg.username,
        msg.creator,
        'USER',
        msg.creator,
        `username is already taken: (${msg.username})`,
      )
      const user = users.createUser(
        {
          creator: msg.creator,
          name: msg.name,
          username: msg.username,
          usernameGithub: '',
          avatarUrl: msg.avatarUrl,
          followers: [],
          following: [],
          starred_repos: [],
          subscriptions: '',
          bio: msg.bio,
          createdAt: '',
          updatedAt: '',
          verified: false,
          pinned_repos: [],
        },
        ctx.blockTime,
      )
      gitopiaEvent(ctx, 'CreateUser', {
        Creator: msg.creator,
        UserId: user.id,
        UserUsername: user.username,
        UserName: user.name,
        AvatarUrl: user.avatarUrl,
        CreatedAt: user.createdAt,
        UpdatedAt: user.updatedAt,
      })
      return respond('/gitopia.gitopia.gitopia.MsgCreateUserResponse', MsgCreateUserResponse, {
        id: msg.creator,
      })
    },
  }

  const requireOwnProfile = (address: string) => {
    if (!users.user(address))
      throw ChainError.wrap(SdkErrors.keyNotFound, `user (${address}) doesn't exist`)
  }

  const updateUsername: MsgHandler<MsgUpdateUserUsername> = {
    typeUrl: '/gitopia.gitopia.gitopia.MsgUpdateUserUsername',
    module: 'gitopia',
    validateBasic: msg => {
      creatorIsValid(msg)
      validateUsername(msg.username)
    },
    execute: (msg, ctx) => {
      requireOwnProfile(msg.creator)
      const user = users.user(msg.creator) as User
      const taken = users.whois(msg.username.toLowerCase())
      if (taken && taken.address !== msg.creator) {
        throw ChainError.wrap(
          SdkErrors.invalidRequest,
          `username is already taken: (${msg.username})`,
        )
      }
      if (RESERVED_NAMES.has(msg.username.toLowerCase())) {
        throw ChainError.wrap(SdkErrors.invalidRequest, `(${msg.username}) is reserved name`)
      }
      if (user.username.toLowerCase() !== msg.username.toLowerCase())
        users.renameWhois(user.username, msg.username)
      users.updateUser(msg.creator, current => ({
        ...current,
        username: msg.username,
        updatedAt: unixSeconds(ctx.blockTime),
      }))
      gitopiaEvent(ctx, 'UpdateUserUsername', {
        Creator: msg.creator,
        UserUsername: msg.username,
        UpdatedAt: unixSeconds(ctx.blockTime),
      })
      return undefined
    },
  }

  const simpleUpdate = <M extends Creator>(
    name: string,
    check: (msg: M) => void,
    apply: (user: User, msg: M) => Partial<User>,
  ): MsgHandler<M> => ({
    typeUrl: `/gitopia.gitopia.gitopia.Msg${name}`,
    module: 'gitopia',
    validateBasic: msg => {
      creatorIsValid(msg)
      check(msg)
    },
    execute: (msg, ctx) => {
      requireOwnProfile(msg.creator)
      users.updateUser(msg.creator, user => ({
        ...user,
        ...apply(user, msg),
        updatedAt: unixSeconds(ctx.blockTime),
      }))
      gitopiaEvent(ctx, name, { Creator: msg.creator, UpdatedAt: unixSeconds(ctx.blockTime) })
      return undefined
    },
  })

  const deleteUser: MsgHandler<MsgDeleteUser> = {
    typeUrl: '/gitopia.gitopia.gitopia.MsgDeleteUser',
    module: 'gitopia',
    validateBasic: () => {
      throw ChainError.wrap(SdkErrors.invalidRequest, 'tx WIP')
    },
    execute: () => undefined,
  }

  return [
    createUser,
    updateUsername,
    simpleUpdate<MsgUpdateUserName>(
      'UpdateUserName',
      msg => checkName(msg.name, 'Name exceeds limit: 73'),
      (_, msg) => ({ name: msg.name }),
    ),
    simpleUpdate<MsgUpdateUserBio>(
      'UpdateUserBio',
      msg => checkBio(msg.bio),
      (_, msg) => ({ bio: msg.bio }),
    ),
    simpleUpdate<MsgUpdateUserAvatar>(
      'UpdateUserAvatar',
      msg => validateAvatarUrl(msg.url),
      (_, msg) => ({ avatarUrl: msg.url }),
    ),
    deleteUser,
  ] as MsgHandler<never>[]
}

export function registerUserRoutes(
  router: Router,
  users: UsersKeeper,
  isDao: (address: string) => boolean,
): void {
  const prefix = '/gitopia/gitopia/gitopia'
  router.get(`${prefix}/user`, ({ query }) => {
    const page = paginate(users.users(), parsePageRequest(query), user => user.creator)
    return ok({ User: page.items, pagination: page.pagination })
  })
  router.get(`${prefix}/user/{id}`, ({ params }) => {
    const address = users.resolveAddress(params.id ?? '', isDao)
    if (!address) return grpcError(5, 'username or address not exists')
    const user = users.user(address)
    if (!user) return grpcError(2, 'key not found')
    return ok({ User: user })
  })
  router.get(`${prefix}/whois`, ({ query }) => {
    const page = paginate(users.allWhois(), parsePageRequest(query), whois => whois.name)
    return ok({ Whois: page.items, pagination: page.pagination })
  })
  router.get(`${prefix}/whois/{name}`, ({ params }) => {
    const whois = users.whois(params.name ?? '')
    if (!whois) return grpcError(2, 'key not found')
    return ok({ Whois: whois })
  })
}
