import * as z from 'zod/mini'
import { HttpError } from '../rest/fetcher.ts'
import { checkAddress } from '../address.ts'
import { getDao, type Dao } from './daos.ts'
import { pageResponse, toPage, type Page } from './paging.ts'
import { getGitopia, gitopiaPath, type ListOptions } from './request.ts'
import { flag, list, ownerType, text, u64, unixTime, type OwnerType } from './wire.ts'

const userWire = z.object({
  creator: z.string(),
  id: z._default(u64, '0'),
  name: text,
  username: text,
  avatarUrl: text,
  bio: text,
  createdAt: unixTime,
  updatedAt: unixTime,
  verified: flag,
  pinned_repos: list(u64),
})

function toUser(wire: z.output<typeof userWire>) {
  return {
    address: wire.creator,
    username: wire.username,
    /** The display name; may be empty. */
    name: wire.name,
    /** Untrusted: check it before loading (see the web app's avatar primitive). */
    avatarUrl: wire.avatarUrl,
    bio: wire.bio,
    verified: wire.verified,
    createdAt: wire.createdAt,
    updatedAt: wire.updatedAt,
    pinnedRepositoryIds: wire.pinned_repos,
  }
}
export type User = ReturnType<typeof toUser>

/** A user by address or username. */
export async function getUser(api: string, id: string, options?: ListOptions): Promise<User> {
  const body = await getGitopia(api, gitopiaPath('user', id), z.object({ User: userWire }), options)
  return toUser(body.User)
}

const whoisWire = z.object({ name: z.string(), address: z.string(), ownerType })
export interface Whois {
  /** Lower-cased, as the chain stores it. */
  readonly name: string
  readonly address: string
  readonly ownerType: OwnerType
}

/** Who holds a user or DAO name (looked up lower-cased, as the chain keys it). */
export async function getWhois(api: string, name: string, options?: ListOptions): Promise<Whois> {
  const path = gitopiaPath('whois', name.toLowerCase())
  return (await getGitopia(api, path, z.object({ Whois: whoisWire }), options)).Whois
}

export async function listUsers(api: string, options?: ListOptions): Promise<Page<User>> {
  const schema = z.object({ User: list(userWire), pagination: pageResponse })
  const body = await getGitopia(api, gitopiaPath('user'), schema, options)
  return toPage(body.User.map(toUser), body.pagination, options?.page)
}

/** A profile owner: a user or a DAO. */
export type Owner =
  { readonly type: 'USER'; readonly user: User } | { readonly type: 'DAO'; readonly dao: Dao }

/** A failed lookup that means "no such owner" rather than "the node is unwell". */
export function isNotFound(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false
  if (error.status === 404) return true
  // The keeper's bare "key not found" surfaces as 500 with code 2 (wire-format §1.2).
  return error.status === 500 && /key not found|not exists?/i.test(error.serverMessage ?? '')
}

/**
 * A user or DAO by username, DAO name or address; null when there is none. Names go through
 * whois (one request) and then the record (one more); addresses go straight to the record.
 */
export async function resolveOwner(
  api: string,
  id: string,
  options?: ListOptions,
): Promise<Owner | null> {
  try {
    const address = checkAddress(id)
    // A DAO lives at a module account (32 bytes); a user's key gives a 20-byte address.
    if (address.ok && address.kind === 'user') {
      return { type: 'USER', user: await getUser(api, id, options) }
    }
    if (address.ok) return { type: 'DAO', dao: await getDao(api, id, options) }
    const whois = await getWhois(api, id, options)
    if (whois.ownerType === 'DAO')
      return { type: 'DAO', dao: await getDao(api, whois.address, options) }
    return { type: 'USER', user: await getUser(api, whois.address, options) }
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}
