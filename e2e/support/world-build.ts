/**
 * Builds a test world with signed txs. Runs in the chain worker (chain-worker.ts), under tsx:
 * Playwright's loader cannot import gitopia-js's extensionless TypeScript sources.
 */
import {
  addCollaborator,
  createComments,
  createIssues,
  newRepository,
  newUser,
  repositoryId,
  type TestAccount,
} from './chain.ts'
import type { BuiltWorld, WorldSpec } from './world-spec.ts'

export async function buildWorldOnChain(
  urls: { rest: string; rpc: string },
  spec: WorldSpec,
): Promise<BuiltWorld> {
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
    const built = await newRepository(
      urls.rest,
      user(spec.repository.owner),
      spec.repository.labels ?? [],
    )
    for (const collaborator of spec.repository.collaborators ?? [])
      await addCollaborator(built, user(collaborator.user), collaborator.role)
    for (const batch of spec.repository.issues ?? [])
      await createIssues(built, user(batch.author), batch.issues)
    for (const batch of spec.repository.comments ?? [])
      await createComments(built, user(batch.author), batch.iid, batch.bodies)
    repository = {
      id: await repositoryId(built),
      name: built.name,
      path: built.path,
      labels: built.labels,
    }
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
