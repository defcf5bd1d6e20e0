import * as z from 'zod/mini'
import { nullIfNotFound } from '../owners.ts'
import type { ListOptions } from '../request.ts'
import { getGitopia, gitopiaPath } from '../request.ts'
import { list, text, u64, unixTime, flag } from '../wire.ts'

export const userWire = z.object({
  creator: z.string(),
  id: z._default(u64, '0'),
  name: text,
  username: text,
  usernameGithub: text,
  avatarUrl: text,
  followers: list(z.string()),
  following: list(z.string()),
  bio: text,
  createdAt: z._default(unixTime, null),
  updatedAt: z._default(unixTime, null),
  verified: flag,
  pinned_repos: list(u64),
})

export function toUser(wire: z.output<typeof userWire>) {
  return {
    address: wire.creator,
    username: wire.username,
    /** The display name; may be empty. */
    name: wire.name,
    bio: wire.bio,
    /** Untrusted: check it before loading (see the web app's avatar primitive). */
    avatarUrl: wire.avatarUrl,
    usernameGithub: wire.usernameGithub,
    followers: wire.followers,
    following: wire.following,
    verified: wire.verified,
    createdAt: wire.createdAt,
    updatedAt: wire.updatedAt,
    pinnedRepositoryIds: wire.pinned_repos,
  }
}
export type User = ReturnType<typeof toUser>

/**
 * The user record of an address or username; null when there is none (the chain answers 404, or
 * 500 "key not found" on some nodes). Other failures propagate.
 */
export async function getUser(
  api: string,
  id: string,
  options?: ListOptions,
): Promise<User | null> {
  const body = await nullIfNotFound(
    getGitopia(api, gitopiaPath('user', id), z.object({ User: userWire }), options),
  )
  return body && toUser(body.User)
}
