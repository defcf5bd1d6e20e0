import { createHash } from 'node:crypto'
import { readdir, readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { merkleRoot } from '../modules/storage/merkle.ts'
import type { PackfileInfo, RefUpdate } from './chain-view.ts'
import { git, gitText } from './git.ts'

/** Every ref of a repository: full name → sha. */
export async function snapshotRefs(repo: string): Promise<Map<string, string>> {
  const out = await gitText(repo, ['for-each-ref', '--format=%(objectname) %(refname)'])
  const refs = new Map<string, string>()
  for (const line of out.split('\n')) {
    const space = line.indexOf(' ')
    if (space > 0) refs.set(line.slice(space + 1), line.slice(0, space))
  }
  return refs
}

export function refChanges(before: Map<string, string>, after: Map<string, string>): RefUpdate[] {
  const names = [...new Set([...before.keys(), ...after.keys()])].sort()
  return names
    .filter(name => before.get(name) !== after.get(name))
    .map(name => ({ name, oldSha: before.get(name) ?? null, newSha: after.get(name) ?? null }))
}

/** Puts back refs after a push the chain refused. */
export async function restoreRefs(repo: string, updates: readonly RefUpdate[]): Promise<void> {
  const commands = updates
    .map(u => (u.oldSha === null ? `delete ${u.name}\n` : `update ${u.name} ${u.oldSha}\n`))
    .join('')
  if (commands !== '') await git(repo, ['update-ref', '--stdin'], { input: commands })
}

/**
 * Repacks the repository's own objects (not borrowed ones) into one pack, as Gitopia keeps one
 * packfile per repository, and describes it for the chain.
 */
export async function repackAndDescribe(repo: string): Promise<PackfileInfo> {
  await git(repo, ['repack', '-a', '-d', '-l', '-q'])
  const packDir = join(repo, 'objects', 'pack')
  const packs = (await readdir(packDir)).filter(name => name.endsWith('.pack'))
  const sized = await Promise.all(
    packs.map(async name => ({ name, size: (await stat(join(packDir, name))).size })),
  )
  const pack = sized.sort((a, b) => b.size - a.size)[0]
  if (!pack) {
    const empty = createHash('sha256').digest('hex')
    return { name: '', size: 0, sha256: empty, rootHash: empty }
  }
  const bytes = await readFile(join(packDir, pack.name))
  return {
    ...pack,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    rootHash: Buffer.from(merkleRoot(bytes)).toString('hex'),
  }
}
