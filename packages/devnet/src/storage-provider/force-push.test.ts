import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { useDemoProvider } from '../testing/demo-provider.ts'
import { gitAt, gitOut, signOffchain } from '../testing/provider-support.ts'

const demo = useDemoProvider()
const bare = () => join(demo.world.dataDir, 'repositories', '1.git')
const branchSha = (name: string) => gitOut(bare(), 'rev-parse', `refs/heads/${name}`).trim()

/** A clone of repository 1 with a commit on `name`, pushed; returns the clone and the push token. */
async function pushedBranch(name: string) {
  const dir = await demo.clone(name)
  await gitAt(dir, ['checkout', '--quiet', '-b', name])
  await writeFile(join(dir, `${name}.txt`), 'first\n')
  await gitAt(dir, ['add', '.'])
  await gitAt(dir, ['commit', '--quiet', '-m', 'First'])
  const token = await signOffchain(demo.world.owner, { action: 'git-push', repositoryId: '1' })
  await gitAt(dir, ['push', '--quiet', 'origin', name], token)
  return { dir, token }
}

/** Rewrites the clone's last commit, so that pushing it is not a fast-forward. */
async function rewrite(dir: string, message: string) {
  await gitAt(dir, ['commit', '--quiet', '--amend', '-m', message])
}

describe('force push setting (allowForcePush false on a branch)', () => {
  it('refuses a forced push with the provider’s message and leaves the branch and the chain alone', async () => {
    const { dir, token } = await pushedBranch('guarded')
    demo.world.chain.forcePushDenied.set('1', new Set(['guarded']))
    const before = branchSha('guarded')
    const pushes = demo.world.chain.pushes.length
    await rewrite(dir, 'Rewritten')
    const refused = gitAt(dir, ['push', '--force', 'origin', 'guarded'], token)
    await expect(refused).rejects.toThrow(/remote: non fast-forward pushes are not allowed/)
    await expect(refused).rejects.toThrow(/remote: force push is off for branch guarded/)
    await expect(refused).rejects.toThrow(/\[remote rejected\] guarded -> guarded/)
    expect(branchSha('guarded')).toBe(before)
    expect(demo.world.chain.pushes).toHaveLength(pushes)
  })

  it('still takes a fast-forward to that branch, and forced pushes elsewhere', async () => {
    const { dir, token } = await pushedBranch('open')
    // The clone of `guarded` has a rewritten commit; a fresh one builds on the provider's.
    const ff = await demo.clone('ff', { branch: 'guarded' })
    await writeFile(join(ff, 'more.txt'), 'more\n')
    await gitAt(ff, ['add', '.'])
    await gitAt(ff, ['commit', '--quiet', '-m', 'More'])
    await gitAt(ff, ['push', '--quiet', 'origin', 'guarded'], token)
    expect(branchSha('guarded')).toBe((await gitAt(ff, ['rev-parse', 'HEAD'])).stdout.trim())
    await rewrite(dir, 'Rewritten freely')
    await gitAt(dir, ['push', '--quiet', '--force', 'origin', 'open'], token)
    expect(branchSha('open')).toBe((await gitAt(dir, ['rev-parse', 'HEAD'])).stdout.trim())
  })

  it('takes the forced push once the setting allows it again', async () => {
    demo.world.chain.forcePushDenied.delete('1')
    const dir = join(demo.work, 'guarded')
    const token = await signOffchain(demo.world.owner, { action: 'git-push', repositoryId: '1' })
    await gitAt(dir, ['push', '--quiet', '--force', 'origin', 'guarded'], token)
    expect(branchSha('guarded')).toBe((await gitAt(dir, ['rev-parse', 'HEAD'])).stdout.trim())
  })
})
