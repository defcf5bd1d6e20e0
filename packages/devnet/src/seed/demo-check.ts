import { DEMO_GROUP_PROPOSALS, DEMO_ISSUES, DEMO_PULLS, DEMO_REPOSITORIES } from './demo-world.ts'
import type { SeedContext } from './seeder.ts'

/** The constants in demo-world.ts must describe what was created. */
export function checkDemoWorld(ctx: SeedContext): void {
  const problems: string[] = []
  for (const [key, repo] of Object.entries(DEMO_REPOSITORIES)) {
    const stored = ctx.platform.repos.get(repo.id)
    if (stored?.name !== repo.name) problems.push(`repository ${key} is not id ${repo.id}`)
    const branches = ctx.platform.repos.branches.list(repo.id).map(branch => branch.name)
    if (JSON.stringify(branches) !== JSON.stringify(repo.branches))
      problems.push(`repository ${key} has branches ${branches.join(',')}`)
    const tags = ctx.platform.repos.tags.list(repo.id).map(tag => tag.name)
    if (JSON.stringify(tags) !== JSON.stringify(repo.tags))
      problems.push(`repository ${key} has tags ${tags.join(',')}`)
  }
  for (const [key, issue] of Object.entries(DEMO_ISSUES)) {
    const stored = ctx.platform.issues.byIid(DEMO_REPOSITORIES.helloWorld.id, issue.iid)
    if (stored?.title !== issue.title || stored.state !== issue.state)
      problems.push(`issue ${key} is not #${issue.iid} ${issue.state}`)
  }
  for (const [key, pull] of Object.entries(DEMO_PULLS)) {
    const stored = ctx.platform.pulls.byIid(DEMO_REPOSITORIES.helloWorld.id, pull.iid)
    if (stored?.title !== pull.title || stored.state !== pull.state)
      problems.push(`pull request ${key} is not #${pull.iid} ${pull.state}`)
  }
  for (const [key, proposal] of Object.entries(DEMO_GROUP_PROPOSALS)) {
    const stored = ctx.groups.proposals.get(proposal.id)
    if (stored?.title !== proposal.title || stored.status !== proposal.status)
      problems.push(`group proposal ${key} is ${stored?.status ?? 'missing'}`)
  }
  if (problems.length > 0)
    throw new Error(`demo seed does not match demo-world.ts:\n${problems.join('\n')}`)
}
