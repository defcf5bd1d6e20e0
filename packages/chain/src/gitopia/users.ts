import * as z from 'zod/mini'
import { HttpError } from '../rest/fetcher.ts'
import type { ListOptions } from './request.ts'
import { getGitopia, gitopiaPath } from './request.ts'
import { list, text, u64, unixTime, flag } from './wire.ts'

const userWire = z.object({
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
})

function toUser(wire: z.output<typeof userWire>) {
  return {
    address: wire.creator,
    username: wire.username,
    name: wire.name,
    bio: wire.bio,
    avatarUrl: wire.avatarUrl,
    usernameGithub: wire.usernameGithub,
    followers: wire.followers,
    following: wire.following,
    verified: wire.verified,
    createdAt: wire.createdAt,
    updatedAt: wire.updatedAt,
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
  try {
    const body = await getGitopia(
      api,
      gitopiaPath('user', id),
      z.object({ User: userWire }),
      options,
    )
    return toUser(body.User)
  } catch (error) {
    if (
      error instanceof HttpError &&
      (error.status === 404 || /not (found|exist)/i.test(error.serverMessage ?? ''))
    )
      return null
    throw error
  }
}
