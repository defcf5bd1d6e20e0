import { askChainWorker } from './chain-process.ts'
import type { BuiltWorld, WorldSpec, WorldUser } from './world-spec.ts'

export type { BuiltWorld, WorldSpec, WorldUser } from './world-spec.ts'

/** Builds the world through signed txs (in the chain worker) and returns who and what. */
export async function buildWorld(
  urls: { rest: string; rpc: string },
  spec: WorldSpec,
): Promise<BuiltWorld> {
  return (await askChainWorker('world', [{ rest: urls.rest, rpc: urls.rpc }, spec])) as BuiltWorld
}

export function userOf(world: BuiltWorld, name: string): WorldUser {
  const user = world.users[name]
  if (!user) throw new Error(`no user ${name}`)
  return user
}

export function repositoryOf(world: BuiltWorld): NonNullable<BuiltWorld['repository']> {
  if (!world.repository) throw new Error('no repository')
  return world.repository
}

/** One fresh funded account with a user profile, for a test that needs nobody else. */
export async function buildUser(urls: { rest: string; rpc: string }, name: string) {
  return userOf(await buildWorld(urls, { users: [name] }), name)
}

/**
 * A world of one user, `name`, who owns its one repository, with `labels` and the issues the owner
 * opened, by title (iids 1, 2, … in order): the owner and the repository.
 */
export async function buildOwnedRepository(
  urls: { rest: string; rpc: string },
  name: string,
  {
    labels,
    issues = [],
  }: { labels?: readonly { name: string; color: string }[]; issues?: readonly string[] } = {},
) {
  const world = await buildWorld(urls, {
    users: [name],
    repository: {
      owner: name,
      labels,
      issues: issues.length > 0 ? [{ author: name, issues: issues.map(title => ({ title })) }] : [],
    },
  })
  return { owner: userOf(world, name), repository: repositoryOf(world) }
}
