import type { FetchJsonOptions } from '../rest/fetcher.ts'
import { ContentMismatchError, gitObjectId, parseTree, type GitTreeEntry } from './git-object.ts'
import { describeHistory } from './content.ts'
import type { Commit, GitPerson } from './types.ts'
import { fetchVerifiedObject } from './verified-content.ts'
import type { CommitWire } from './wire.ts'

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

/**
 * Commits rebuilt from a provider's description of them that hash to their ids (`offerHistory`):
 * an id is a hash of the content, so each is that commit, whoever described it.
 */
const describedCommits = new Map<string, Commit>()
const DESCRIBED_LIMIT = 2_000

/** A commit read from its verified object. */
export async function verifiedCommit(
  source: ObjectSource,
  sha: string,
  options: FetchJsonOptions = {},
): Promise<Commit> {
  const known = describedCommits.get(sha)
  if (known) return known
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

/** How many commits of each side's history a pull request's walk asks the provider to describe. */
const DESCRIBED = 100

/** `date` in Go's default format (`2024-05-01 10:20:30 +0530 +0530`) as git writes it. */
function gitTime(date: string): string | null {
  const go = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) ([+-])(\d{2})(\d{2}) /.exec(date)
  if (!go) return null
  const [, day, time, sign, hours, minutes] = go
  const seconds = Date.parse(`${day}T${time}${sign}${hours}:${minutes}`) / 1000
  return Number.isNaN(seconds) ? null : `${seconds} ${sign}${hours}${minutes}`
}

/**
 * The commit objects a provider's JSON of a commit can stand for. The JSON splits the message at
 * its first line break (docs/protocol.md, "Provider JSON") and leaves out any other header (a
 * signature, an encoding): such a commit rebuilds to another id and is fetched as before.
 */
export function describedCommitBodies(wire: CommitWire): Uint8Array[] {
  const author = gitTime(wire.author.date)
  const committer = gitTime(wire.committer.date)
  if (author === null || committer === null) return []
  const header = [
    `tree ${wire.tree}`,
    ...wire.parent_ids.map(parent => `parent ${parent}`),
    `author ${wire.author.name} <${wire.author.email}> ${author}`,
    `committer ${wire.committer.name} <${wire.committer.email}> ${committer}`,
  ].join('\n')
  const messages =
    wire.message === '' ? [`${wire.title}\n`, wire.title] : [`${wire.title}\n${wire.message}`]
  return messages.map(message => encoder.encode(`${header}\n\n${message}`))
}

const encoder = new TextEncoder()

/**
 * A side's history described DESCRIBED commits a request, each commit rebuilt into the object
 * its JSON describes and kept when it hashes to its id: a walk then finds them among the verified
 * commits instead of reading one round trip at a time. A description that does not hash to its
 * id (a lie, or a commit with a header the JSON leaves out) is dropped, and the walk reads that
 * commit's object. The next page is asked for (`more`) when the walk reaches a commit the pages
 * so far did not describe, alongside that step's own reads; at most WALK_LIMIT commits.
 */
class DescribedHistory {
  private key: string | null | undefined = undefined
  private asked = 0
  /** The page on its way, if any; never rejects. */
  pending: Promise<void> | null = null

  constructor(
    private readonly source: ObjectSource & { readonly sha: string },
    private readonly options: FetchJsonOptions,
  ) {
    this.more()
  }

  /** Asks for the next page unless one is on its way or the history has been described. */
  more(): void {
    if (this.pending || this.key === null || this.asked >= WALK_LIMIT) return
    const { apiUrl, repositoryId, sha } = this.source
    const request = { repositoryId, fromSha: sha, limit: DESCRIBED, key: this.key }
    this.asked += DESCRIBED
    this.pending = describeHistory(apiUrl, request, this.options)
      .then(async page => {
        this.key = page.nextKey
        await Promise.all(page.commits.map(keepDescribed))
      })
      .catch(() => {
        this.key = null
      })
      .finally(() => {
        this.pending = null
      })
  }
}

async function keepDescribed(wire: CommitWire): Promise<void> {
  const id = wire.id.toLowerCase()
  if (!/^[0-9a-f]{40}$/.test(id) || describedCommits.has(id)) return
  for (const body of describedCommitBodies(wire)) {
    if ((await gitObjectId('commit', body)) !== id) continue
    if (describedCommits.size >= DESCRIBED_LIMIT)
      describedCommits.delete(describedCommits.keys().next().value ?? '')
    describedCommits.set(id, parseCommitObject(id, body))
    return
  }
}

/** Waits for `promise` to settle, at most `ms`. */
export async function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([
    promise.catch(() => undefined),
    new Promise(resolve => (timer = setTimeout(resolve, ms))),
  ])
  clearTimeout(timer)
}

async function readAll(
  source: ObjectSource,
  shas: readonly string[],
  options: FetchJsonOptions,
): Promise<Commit[]> {
  return Promise.all(shas.map(id => verifiedCommit(source, id, options)))
}

export interface PullHistory {
  /** Commits in head and not in base, newest (by committer date) first. */
  readonly commits: readonly Commit[]
  /** The nearest commit both sides share: where a diff of the pull request starts. */
  readonly mergeBase: string
}

/**
 * A pull request's history from verified objects: every ancestor of the base (at most
 * WALK_LIMIT), then the commits reachable from the head without passing through them. The commits
 * of a fork's head are read from the fork.
 *
 * Both sides are walked at once, one step of each per round trip: the head's walk reads ahead
 * through commits the base's walk has not reached yet, and the base's walk then finds them among
 * the verified objects (cached by id) instead of waiting a round trip for each. Which commits are
 * the pull request's is decided only once the base's ancestors are all known, exactly as a walk
 * of one side after the other would. `onMergeBase` hears the first likely merge base (a parent of
 * a head-side commit that the base reaches) as soon as there is one, so that the diff's trees can
 * be read while the base's history still is; the answer's `mergeBase` is the one to trust.
 */
export async function verifiedPullHistory(
  base: ObjectSource & { readonly sha: string },
  head: ObjectSource & { readonly sha: string },
  options: FetchJsonOptions = {},
  onMergeBase?: (sha: string) => void,
): Promise<PullHistory> {
  const baseSide = new Map<string, Commit>()
  const headSide = new Map<string, Commit>()
  let baseFrontier = [base.sha]
  let headFrontier = [head.sha]
  let guessed = false
  // Each side's history described a page a request, the first sent with the first step's reads.
  // A step waits for pages on their way, but no longer than the step before took.
  const pages = [new DescribedHistory(base, options), new DescribedHistory(head, options)]
  let lastStepMs = 0
  const guess = () => {
    if (guessed || !onMergeBase) return
    const found = baseSide.has(head.sha)
      ? head.sha
      : [...headSide.values()]
          .filter(commit => !baseSide.has(commit.sha))
          .flatMap(commit => commit.parentShas)
          .find(parent => baseSide.has(parent))
    if (found === undefined) return
    guessed = true
    onMergeBase(found)
  }
  while (baseFrontier.length > 0 || headFrontier.length > 0) {
    const pending = pages.map(page => page.pending).filter(page => page !== null)
    if (pending.length > 0 && lastStepMs > 0) await settledWithin(Promise.all(pending), lastStepMs)
    const stepStartedAt = Date.now()
    const baseBatch = baseFrontier
      .filter(id => !baseSide.has(id))
      .slice(0, Math.max(0, WALK_LIMIT - baseSide.size))
    // The head's walk leaves to the base's what the base reads in this step or has read.
    const headBatch =
      headSide.size >= WALK_LIMIT
        ? []
        : headFrontier.filter(
            id => !baseSide.has(id) && !headSide.has(id) && !baseBatch.includes(id),
          )
    const undescribed = (ids: readonly string[]) => ids.some(id => !describedCommits.has(id))
    if (lastStepMs > 0 && undescribed(baseBatch)) pages[0]?.more()
    if (lastStepMs > 0 && undescribed(headBatch)) pages[1]?.more()
    const [baseCommits, headCommits] = await Promise.all([
      readAll(base, baseBatch, options),
      readAll(head, headBatch, options),
    ])
    lastStepMs = Math.max(1, Date.now() - stepStartedAt)
    for (const commit of baseCommits) baseSide.set(commit.sha, commit)
    for (const commit of headCommits) headSide.set(commit.sha, commit)
    const nextBase = baseCommits.flatMap(commit => commit.parentShas)
    baseFrontier = [...new Set(nextBase)].filter(id => !baseSide.has(id))
    const nextHead = headCommits.flatMap(commit => commit.parentShas)
    headFrontier = [...new Set(nextHead)].filter(id => !baseSide.has(id) && !headSide.has(id))
    if (baseSide.size >= WALK_LIMIT) baseFrontier = []
    guess()
  }
  // The decision: a walk from the head that stops at the base's ancestors, now all known. Its
  // commits were read above (or are read now, from the head's repository).
  const own = new Map<string, Commit>()
  let mergeBase: string | null = baseSide.has(head.sha) ? head.sha : null
  let frontier = mergeBase ? [] : [head.sha]
  while (frontier.length > 0) {
    if (own.size >= WALK_LIMIT) throw new HistoryTooLongError()
    const commits = await readAll(head, frontier, options)
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
