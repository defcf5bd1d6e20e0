import * as z from 'zod/mini'
import { checkAddress } from '../../../address.ts'
import { getDao, type Dao } from '../daos/queries.ts'
import { getWhois, nullIfNotFound } from '../owners.ts'
import { getGitopia, gitopiaPath, type ListOptions } from '../request.ts'
import { toUser, userWire, type User } from './queries.ts'

/** A user's profile: the one user record of `queries.ts`. */
export type UserProfile = User

/** A user's profile by address or username; a missing user is an HttpError . */
export async function getUserProfile(
  api: string,
  id: string,
  options?: ListOptions,
): Promise<UserProfile> {
  const body = await getGitopia(api, gitopiaPath('user', id), z.object({ User: userWire }), options)
  return toUser(body.User)
}

/** A profile owner: a user or a DAO. */
export type Owner =
  | { readonly type: 'USER'; readonly user: UserProfile }
  | { readonly type: 'DAO'; readonly dao: Dao }

/** Where an owner lives and what it is: from whois for a name, from its length for an address. */
export interface OwnerLocation {
  readonly address: string
  readonly type: 'USER' | 'DAO'
}

/**
 * The first step of {@link resolveOwner}: a name goes through whois (one request), an address
 * needs none. Null when there is no such owner. Its answer is enough to start reads keyed by
 * the owner's address (repositories, DAOs, members) alongside the record's.
 */
export async function locateOwner(
  api: string,
  id: string,
  options?: ListOptions,
): Promise<OwnerLocation | null> {
  const address = checkAddress(id)
  // A DAO lives at a module account (32 bytes); a user's key gives a 20-byte address.
  if (address.ok) return { address: id, type: address.kind === 'user' ? 'USER' : 'DAO' }
  const whois = await nullIfNotFound(getWhois(api, id, options))
  return whois && { address: whois.address, type: whois.ownerType === 'DAO' ? 'DAO' : 'USER' }
}

/** The second step of {@link resolveOwner}: the user or DAO record at a location; null when none. */
export async function getOwnerAt(
  api: string,
  location: OwnerLocation,
  options?: ListOptions,
): Promise<Owner | null> {
  return nullIfNotFound<Owner>(
    location.type === 'DAO'
      ? getDao(api, location.address, options).then(dao => ({ type: 'DAO', dao }))
      : getUserProfile(api, location.address, options).then(user => ({ type: 'USER', user })),
  )
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
  const location = await locateOwner(api, id, options)
  return location && getOwnerAt(api, location, options)
}
