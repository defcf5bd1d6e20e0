import { git } from './git.ts'
import { notFound } from './http-error.ts'

/** A commit as the provider's JSON carries it (docs/protocol.md#provider-json). */
export interface CommitJson {
  id: string
  title: string
  message: string
  author: PersonJson
  committer: PersonJson
  created_at: number
  tree: string
  parent_ids: string[] | null
}

export interface PersonJson {
  name: string
  email: string
  /** Go's default time format: `2024-05-01 10:20:30 +0530 +0530` (unnamed zone twice). */
  date: string
}

const FIELDS = ['%H', '%T', '%P', '%an', '%ae', '%ai', '%cn', '%ce', '%ci', '%ct', '%B']
/** Unit separator between fields, record separator after each commit. */
export const COMMIT_FORMAT = `--format=${FIELDS.join('%x1f')}%x1e`

export function parseCommits(stdout: Buffer | string): CommitJson[] {
  return stdout
    .toString()
    .split('\x1e')
    .map(record => record.replace(/^\n/, ''))
    .filter(record => record !== '')
    .map(parseCommit)
}

function parseCommit(record: string): CommitJson {
  const [
    id = '',
    tree = '',
    parents = '',
    an = '',
    ae = '',
    ai = '',
    cn = '',
    ce = '',
    ci = '',
    ct = '',
    body = '',
  ] = record.split('\x1f')
  const newline = body.indexOf('\n')
  const title = newline < 0 ? body : body.slice(0, newline)
  const message = newline < 0 ? '' : body.slice(newline + 1)
  const parentIds = parents === '' ? null : parents.split(' ')
  return {
    id,
    title,
    message,
    author: { name: an, email: ae, date: goDate(ai) },
    committer: { name: cn, email: ce, date: goDate(ci) },
    created_at: Number(ct),
    tree,
    parent_ids: parentIds,
  }
}

function goDate(isoLike: string): string {
  const zone = isoLike.slice(isoLike.lastIndexOf(' ') + 1)
  return `${isoLike} ${zone}`
}

/** Reads commits by sha in one git process, in the order given. */
export async function readCommits(
  repo: string,
  shas: readonly string[],
  env?: Record<string, string>,
): Promise<Map<string, CommitJson>> {
  const result = new Map<string, CommitJson>()
  if (shas.length === 0) return result
  const out = await git(repo, ['log', '--no-walk=unsorted', COMMIT_FORMAT, ...shas, '--'], { env })
  for (const commit of parseCommits(out.stdout)) result.set(commit.id, commit)
  return result
}

/** Checks that `sha` names a commit in the repository (or its alternates). */
export async function assertCommit(
  repo: string,
  sha: string,
  env?: Record<string, string>,
): Promise<void> {
  const out = await git(repo, ['cat-file', '--batch-check'], { input: `${sha}\n`, env })
  if (!out.stdout.toString().startsWith(`${sha} commit`)) throw notFound(`commit ${sha} not found`)
}
