import * as z from 'zod/mini'
import { checkAddress } from '../address.ts'
import { getDao, type Dao } from './daos.ts'
import { getWhois, isNotFoundError } from './owners.ts'
import { pageResponse, toPage, type Page } from './paging.ts'
import { getGitopia, gitopiaPath, type ListOptions } from './request.ts'
import { flag, list, text, u64, unixTime } from './wire.ts'

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

function toUserProfile(wire: z.output<typeof userWire>) {
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
export type UserProfile = ReturnType<typeof toUserProfile>

/** A user's profile by address or username; a missing user is an HttpError . */
export async function getUserProfile(
  api: string,
  id: string,
  options?: ListOptions,
): Promise<UserProfile> {
  const body = await getGitopia(api, gitopiaPath('user', id), z.object({ User: userWire }), options)
  return toUserProfile(body.User)
}

export async function listUserProfiles(
  api: string,
  options?: ListOptions,
): Promise<Page<UserProfile>> {
  const schema = z.object({ User: list(userWire), pagination: pageResponse })
  const body = await getGitopia(api, gitopiaPath('user'), schema, options)
  return toPage(body.User.map(toUserProfile), body.pagination, options?.page)
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
