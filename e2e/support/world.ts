import { execFile } from 'node:child_process'
import { resolve } from 'node:path'
import { promisify } from 'node:util'

export type Role = 'READ' | 'TRIAGE' | 'WRITE' | 'MAINTAIN' | 'ADMIN'

/** What a test needs on chain; every name gets a fresh funded account with a user profile. */
export interface WorldSpec {
  readonly users: readonly string[]
  readonly repository?: {
    readonly owner: string
    readonly labels?: readonly { name: string; color: string }[]
    readonly collaborators?: readonly { user: string; role: Role }[]
    /** Batches of issues, one tx per batch; iids follow from 1. */
    readonly issues?: readonly {
      author: string
      issues: readonly { title: string; description?: string; labelIds?: readonly string[] }[]
    }[]
  }
}

export interface WorldUser {
  readonly mnemonic: string
  readonly address: string
  readonly username: string
}

export interface BuiltWorld {
  readonly users: Record<string, WorldUser>
  readonly repository: {
    readonly name: string
    /** `/<owner username>/<name>`. */
    readonly path: string
    /** Label ids by name. */
    readonly labels: Record<string, string>
  } | null
}

const cli = resolve(import.meta.dirname, 'world-cli.ts')

/** Builds the world through signed txs (in a tsx child process) and returns who and what. */
export async function buildWorld(
  urls: { rest: string; rpc: string },
  spec: WorldSpec,
): Promise<BuiltWorld> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', cli, urls.rest, urls.rpc, JSON.stringify(spec)],
    { cwd: resolve(import.meta.dirname, '../..'), timeout: 60_000 },
  )
  const line = /^WORLD (.*)$/m.exec(stdout)?.[1]
  if (!line) throw new Error(`world-cli printed no world:\n${stdout}`)
  return JSON.parse(line) as BuiltWorld
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
