/**
 * Builds a test world with signed txs and prints it as JSON. Run with tsx (Playwright's loader
 * cannot import gitopia-js's extensionless TypeScript sources): `tsx e2e/support/world-cli.ts
 * <rest> <rpc> <spec json>`.
 */
import { addCollaborator, createIssues, newRepository, newUser, type TestAccount } from './chain.ts'
import type { BuiltWorld, WorldSpec } from './world.ts'

async function build(urls: { rest: string; rpc: string }, spec: WorldSpec): Promise<BuiltWorld> {
  const accounts: Record<string, TestAccount> = {}
  await Promise.all(
    spec.users.map(async name => {
      accounts[name] = await newUser(urls, name)
    }),
  )
  const user = (name: string) => {
    const account = accounts[name]
    if (!account) throw new Error(`unknown user ${name}`)
    return account
  }
  let repository: BuiltWorld['repository'] = null
  if (spec.repository) {
    const built = await newRepository(user(spec.repository.owner), spec.repository.labels ?? [])
    for (const collaborator of spec.repository.collaborators ?? [])
      await addCollaborator(built, user(collaborator.user), collaborator.role)
    for (const batch of spec.repository.issues ?? [])
      await createIssues(built, user(batch.author), batch.issues)
    repository = { name: built.name, path: built.path, labels: built.labels }
  }
  return {
    users: Object.fromEntries(
      Object.entries(accounts).map(([name, a]) => [
        name,
        { mnemonic: a.mnemonic, address: a.address, username: a.username },
      ]),
    ),
    repository,
  }
}

const [rest, rpc, spec] = process.argv.slice(2)
if (!rest || !rpc || !spec) throw new Error('usage: world-cli <rest> <rpc> <spec json>')
build({ rest, rpc }, JSON.parse(spec) as WorldSpec)
  .then(world => process.stdout.write(`WORLD ${JSON.stringify(world)}\n`))
  .catch((error: unknown) => {
    process.stderr.write(
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    )
    process.exit(1)
  })
