import { git } from './git.ts'

export interface TreeEntry {
  readonly mode: string
  readonly type: 'blob' | 'tree' | 'commit'
  readonly sha: string
  readonly name: string
}

export interface ObjectInfo {
  readonly sha: string
  readonly type: string
  readonly size: number
}

/** Resolves `<commit>:<path>` (any path bytes but NUL/newline) to an object, or undefined. */
export async function objectAt(
  repo: string,
  commit: string,
  path: string,
): Promise<ObjectInfo | undefined> {
  const spec = path === '' ? `${commit}^{tree}` : `${commit}:${path}`
  const out = (await git(repo, ['cat-file', '--batch-check'], { input: `${spec}\n` })).stdout
  const [sha = '', type = '', size = ''] = out.toString('utf8').trim().split(' ')
  if (!/^[0-9a-f]{40}$/.test(sha)) return undefined
  return { sha, type, size: Number(size) }
}

/** The entries of one tree object, in git order. */
export async function listTree(repo: string, tree: string): Promise<TreeEntry[]> {
  const out = (await git(repo, ['ls-tree', '-z', tree])).stdout.toString('utf8')
  return out
    .split('\0')
    .filter(line => line !== '')
    .map(line => {
      const tab = line.indexOf('\t')
      const [mode = '', type = '', sha = ''] = line.slice(0, tab).split(' ')
      return { mode, type: type as TreeEntry['type'], sha, name: line.slice(tab + 1) }
    })
}

export async function readBlob(repo: string, sha: string): Promise<Buffer> {
  return (await git(repo, ['cat-file', 'blob', sha])).stdout
}
