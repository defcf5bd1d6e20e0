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
 * A world of one user, `name`, who owns its one repository (`repository` adds its labels, issues
 * and the like): the owner and the repository.
 */
export async function buildOwnedRepository(
  urls: { rest: string; rpc: string },
  name: string,
  repository: Omit<NonNullable<WorldSpec['repository']>, 'owner'> = {},
) {
  const world = await buildWorld(urls, {
    users: [name],
    repository: { owner: name, ...repository },
  })
  return { owner: userOf(world, name), repository: repositoryOf(world) }
}
