import * as z from 'zod/mini'
import { checkAddress } from '../address.ts'
import { getDao, type Dao } from './daos.ts'
import { getWhois, isNotFoundError } from './owners.ts'
import { getGitopia, gitopiaPath, type ListOptions } from './request.ts'
import { toUser, userWire, type User } from './users.ts'

/** A user's profile: the one user record of `users.ts`. */
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
      return { type: 'USER', user: await getUserProfile(api, id, options) }
    }
    if (address.ok) return { type: 'DAO', dao: await getDao(api, id, options) }
    const whois = await getWhois(api, id, options)
    if (whois.ownerType === 'DAO')
      return { type: 'DAO', dao: await getDao(api, whois.address, options) }
    return { type: 'USER', user: await getUserProfile(api, whois.address, options) }
  } catch (error) {
    if (isNotFoundError(error)) return null
    throw error
  }
}
