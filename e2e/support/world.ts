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
