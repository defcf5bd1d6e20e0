import type { FetchJsonOptions } from '../rest/fetcher.ts'
import { ContentMismatchError, parseTree, type GitTreeEntry } from './git-object.ts'
import type { Commit, GitPerson } from './types.ts'
import { fetchVerifiedObject } from './verified-content.ts'

/**
 * History from verified git objects (README "Security"): a commit is fetched as a raw object and
 * its id checked, so its parents, tree and message are what the repository holds, whatever a
 * provider's JSON says. Pull request commit lists, merge bases and merge commits are built from
 * these.
 */

/** A repository and the provider to read its objects from. */
export interface ObjectSource {
  readonly apiUrl: string
  readonly repositoryId: string
}

const decoder = new TextDecoder()

function person(line: string | undefined): GitPerson {
  const match = /^(.*) <([^>]*)> (\d+) ([+-]\d{4})$/.exec(line ?? '')
  if (!match) return { name: line ?? '', email: '', date: null }
  return { name: match[1] ?? '', email: match[2] ?? '', date: new Date(Number(match[3]) * 1000) }
}

/** A commit object's fields (`tree`, `parent`s, `author`, `committer`, then the message). */
export function parseCommitObject(sha: string, body: Uint8Array): Commit {
  const text = decoder.decode(body)
  const split = text.indexOf('\n\n')
  const head = split < 0 ? text : text.slice(0, split)
  const message = split < 0 ? '' : text.slice(split + 2)
  const fields = new Map<string, string[]>()
  // Continuation lines (a signature's) start with a space and belong to the field above.
  for (const line of head.split('\n')) {
    if (line.startsWith(' ')) continue
    const space = line.indexOf(' ')
    const key = line.slice(0, space)
    fields.set(key, [...(fields.get(key) ?? []), line.slice(space + 1)])
  }
  const tree = fields.get('tree')?.[0] ?? ''
  if (!/^[0-9a-f]{40}$/.test(tree)) throw new ContentMismatchError(`commit ${sha} names no tree`)
  const newline = message.indexOf('\n')
  const committer = person(fields.get('committer')?.[0])
  return {
    sha,
    title: (newline < 0 ? message : message.slice(0, newline)).trim(),
    body: newline < 0 ? '' : message.slice(newline + 1).trim(),
    author: person(fields.get('author')?.[0]),
    committer,
    committedAt: committer.date ?? new Date(0),
    treeSha: tree,
    parentShas: fields.get('parent') ?? [],
  }
}

/** A commit read from its verified object. */
export async function verifiedCommit(
  source: ObjectSource,
  sha: string,
  options: FetchJsonOptions = {},
): Promise<Commit> {
  const object = await fetchVerifiedObject(source.apiUrl, source.repositoryId, sha, options)
  if (object.type !== 'commit') throw new ContentMismatchError(`${sha} is not a commit`)
  return parseCommitObject(sha, object.body)
}

/** How many commits a walk reads before it gives up (a very old fork point). */
const WALK_LIMIT = 400

export class HistoryTooLongError extends Error {
  override readonly name = 'HistoryTooLongError'
  constructor() {
    super(`The history is longer than ${WALK_LIMIT} commits; the app cannot check it here`)
  }
}

/** Commits reachable from `sha`, nearest first (breadth first), at most `limit`. */
async function ancestors(
  source: ObjectSource,
  sha: string,
  limit: number,
  options: FetchJsonOptions,
): Promise<Map<string, Commit>> {
  const seen = new Map<string, Commit>()
  let frontier = [sha]
  while (frontier.length > 0 && seen.size < limit) {
    const batch = frontier.filter(id => !seen.has(id)).slice(0, limit - seen.size)
    const commits = await Promise.all(batch.map(id => verifiedCommit(source, id, options)))
    for (const commit of commits) seen.set(commit.sha, commit)
    frontier = commits.flatMap(commit => commit.parentShas).filter(id => !seen.has(id))
  }
  return seen
}

export interface PullHistory {
  /** Commits in head and not in base, newest (by committer date) first. */
  readonly commits: readonly Commit[]
  /** The nearest commit both sides share: where a diff of the pull request starts. */
  readonly mergeBase: string
}

/**
 * A pull request's history from verified objects: the base side's ancestors, then the head
 * side's walk until it meets them. The commits of a fork's head are read from the fork.
 */
export async function verifiedPullHistory(
  base: ObjectSource & { readonly sha: string },
  head: ObjectSource & { readonly sha: string },
  options: FetchJsonOptions = {},
): Promise<PullHistory> {
  const baseSide = await ancestors(base, base.sha, WALK_LIMIT, options)
  const own = new Map<string, Commit>()
  let mergeBase: string | null = baseSide.has(head.sha) ? head.sha : null
  let frontier = mergeBase ? [] : [head.sha]
  while (frontier.length > 0) {
    if (own.size >= WALK_LIMIT) throw new HistoryTooLongError()
    const commits = await Promise.all(frontier.map(id => verifiedCommit(head, id, options)))
    const next: string[] = []
    for (const commit of commits) {
      own.set(commit.sha, commit)
      for (const parent of commit.parentShas) {
        if (baseSide.has(parent)) mergeBase ??= parent
        else if (!own.has(parent) && !next.includes(parent)) next.push(parent)
      }
    }
    frontier = next
  }
  if (mergeBase === null) {
    if (baseSide.size >= WALK_LIMIT) throw new HistoryTooLongError()
    throw new ContentMismatchError('the head shares no history with the base')
  }
  const commits = [...own.values()].sort(
    (a, b) => b.committedAt.getTime() - a.committedAt.getTime(),
  )
  return { commits, mergeBase }
}

/** A path whose entry differs between two trees: its blob (or submodule) ids before and after. */
export interface TreeChange {
  readonly path: string
  /** null: added. */
  readonly before: GitTreeEntry | null
  /** null: deleted. */
  readonly after: GitTreeEntry | null
}

async function treeEntries(
  source: ObjectSource,
  sha: string | null,
  options: FetchJsonOptions,
): Promise<GitTreeEntry[]> {
  if (sha === null) return []
  const object = await fetchVerifiedObject(source.apiUrl, source.repositoryId, sha, options)
  if (object.type !== 'tree') throw new ContentMismatchError(`${sha} is not a tree`)
  return parseTree(object.body)
}

/**
 * Every file that differs between two verified trees, descending only into folders whose ids
 * differ. A path that is a folder on one side and a file on the other counts as both.
 */
export async function treeChanges(
  source: ObjectSource,
  beforeTree: string | null,
  afterTree: string | null,
  options: FetchJsonOptions = {},
  prefix = '',
): Promise<TreeChange[]> {
  if (beforeTree === afterTree) return []
  const [before, after] = await Promise.all([
    treeEntries(source, beforeTree, options),
    treeEntries(source, afterTree, options),
  ])
  const names = [...new Set([...before, ...after].map(entry => entry.name))].sort()
  const nested = await Promise.all(
    names.map(async name => {
      const old = before.find(entry => entry.name === name) ?? null
      const now = after.find(entry => entry.name === name) ?? null
      if (old?.sha === now?.sha && old?.mode === now?.mode) return []
      const path = `${prefix}${name}`
      const oldTree = old?.type === 'tree' ? old.sha : null
      const newTree = now?.type === 'tree' ? now.sha : null
      const changes: TreeChange[] = []
      if (oldTree !== null || newTree !== null)
        changes.push(...(await treeChanges(source, oldTree, newTree, options, `${path}/`)))
      const oldFile = old?.type === 'tree' ? null : old
      const newFile = now?.type === 'tree' ? null : now
      if (oldFile || newFile) changes.push({ path, before: oldFile, after: newFile })
      return changes
    }),
  )
  return nested.flat()
}
