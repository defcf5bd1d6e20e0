import type { FetchJsonOptions } from '../rest/fetcher.ts'
import {
  getPullDiff,
  getPullDiffStat,
  listPullCommitShas,
  type PageParams,
  type PullCommits,
} from './content.ts'
import { ContentMismatchError, gitObjectId } from './git-object.ts'
import { applyPatch } from './patch-apply.ts'
import type { Page } from '../modules/gitopia/paging.ts'
import type { Commit, DiffStat, FileDiff } from './types.ts'
import { fetchVerifiedObject, getVerifiedContent } from './verified-content.ts'
import {
  settledWithin,
  treeChanges,
  verifiedCommit,
  verifiedPullHistory,
  type PullHistory,
  type TreeChange,
} from './verified-history.ts'

/**
 * A pull request's diff and commits from a provider, checked against verified git objects
 * (README "Security"). The two shas come from the chain; the history between them, the merge
 * base and the files that differ are read from objects whose ids are checked. Each file of a
 * diff page must be one of those files, and applying its patch to the verified old blob must give
 * the verified new blob; the commit list must be exactly the commits in head and not in base.
 */

interface PullTruth {
  readonly history: PullHistory
  readonly changes: ReadonlyMap<string, TreeChange>
}

interface PullReads {
  /** The checked history and changed files: what every check trusts. */
  readonly truth: Promise<PullTruth>
  /**
   * The changed files from the first likely merge base, before the history is all read: only to
   * start reading the old blobs early. Never rejects (undefined when there is none).
   */
  readonly early: Promise<ReadonlyMap<string, TreeChange> | undefined>
}

const truths = new Map<string, PullReads>()

const byPath = (changes: readonly TreeChange[]) =>
  new Map(changes.map(change => [change.path, change]))

/**
 * The trees of the diff are read while the history still is: from the head commit as soon as its
 * id is known, and from the first likely merge base the history walk names. Whichever merge base
 * the finished walk settles on decides; a wrong guess only means the trees are compared again.
 */
function readsOf(apiUrl: string, request: PullCommits, options: FetchJsonOptions): PullReads {
  const key = `${request.baseRepositoryId} ${request.baseSha} ${request.headRepositoryId} ${request.headSha}`
  const known = truths.get(key)
  if (known) return known
  const base = { apiUrl, repositoryId: request.baseRepositoryId, sha: request.baseSha }
  const head = { apiUrl, repositoryId: request.headRepositoryId, sha: request.headSha }
  const startedAt = Date.now()
  const headCommit = verifiedCommit(head, request.headSha, options)
  // The root folders' listings, asked for with the commits, rebuild both root trees (the base's
  // is the merge base's when the pull request is up to date): the first tree step then reads the
  // folders below. The comparison waits for them no longer than the commits took.
  const roots = Promise.all(
    [head, base].map(side =>
      getVerifiedContent(
        apiUrl,
        { repositoryId: side.repositoryId, commitSha: side.sha, path: '' },
        options,
      ).catch(() => undefined),
    ),
  )
  const changesFrom = async (mergeBase: string) => {
    const [from, to] = await Promise.all([verifiedCommit(head, mergeBase, options), headCommit])
    await settledWithin(roots, Date.now() - startedAt)
    return treeChanges(head, from.treeSha, to.treeSha, options)
  }
  let guess: { readonly sha: string; readonly changes: Promise<TreeChange[]> } | undefined
  let settleEarly: (changes: ReadonlyMap<string, TreeChange> | undefined) => void = () => {}
  const early = new Promise<ReadonlyMap<string, TreeChange> | undefined>(resolve => {
    settleEarly = resolve
  })
  const truth = (async () => {
    const history = await verifiedPullHistory(base, head, options, sha => {
      const changes = changesFrom(sha)
      guess = { sha, changes }
      changes.then(found => settleEarly(byPath(found))).catch(() => settleEarly(undefined))
    })
    const changes =
      guess?.sha === history.mergeBase ? await guess.changes : await changesFrom(history.mergeBase)
    return { history, changes: byPath(changes) }
  })()
  truth.then(
    found => settleEarly(found.changes),
    () => settleEarly(undefined),
  )
  // A rejected head read is the truth's to report.
  headCommit.catch(() => undefined)
  const reads = { truth, early }
  truths.set(key, reads)
  // A failed read (a lying provider) is not kept: the next provider builds it again.
  truth.catch(() => truths.delete(key))
  return reads
}

function truthOf(apiUrl: string, request: PullCommits, options: FetchJsonOptions) {
  return readsOf(apiUrl, request, options).truth
}

const utf8 = new TextDecoder()
const EMPTY_BLOB = 'e69de29bb2d1d6434b8b29ae775ad8c2e48c5391'

async function blobText(
  apiUrl: string,
  repositoryId: string,
  sha: string | undefined,
  options: FetchJsonOptions,
) {
  if (sha === undefined || sha === EMPTY_BLOB) return ''
  const object = await fetchVerifiedObject(apiUrl, repositoryId, sha, options)
  if (object.type !== 'blob') throw new ContentMismatchError(`${sha} is not a blob`)
  return utf8.decode(object.body)
}

/** A binary file's patch names the change only: it is checked by path, not by its bytes. */
const isBinary = (file: FileDiff) =>
  file.patch.includes('\nBinary files ') || /^Binary files /m.test(file.patch)

async function checkFile(
  apiUrl: string,
  request: PullCommits,
  truth: PullTruth,
  file: FileDiff,
  options: FetchJsonOptions,
) {
  const change = truth.changes.get(file.path)
  const renamed = file.previousPath !== file.path
  const from = renamed ? truth.changes.get(file.previousPath) : change
  if (!change || !from || (renamed && (from.after !== null || change.before !== null)))
    throw new ContentMismatchError(
      `the diff names ${file.path}, which the pull request does not change`,
    )
  const before = from.before?.sha
  const after = change.after?.sha
  if (isBinary(file)) return
  const old = await blobText(apiUrl, request.headRepositoryId, before, options)
  const patched = applyPatch(old, file.patch) ?? old
  const id = await gitObjectId('blob', new TextEncoder().encode(patched))
  if (id !== (after ?? EMPTY_BLOB) && !(after === undefined && patched === ''))
    throw new ContentMismatchError(`the diff of ${file.path} does not give its new content`)
}

/** One page of a pull request's file diffs, each file checked (see above). */
export async function getVerifiedPullDiff(
  apiUrl: string,
  request: PullCommits & { readonly page?: PageParams | undefined },
  options: FetchJsonOptions = {},
): Promise<Page<FileDiff>> {
  const reads = readsOf(apiUrl, request, options)
  const diff = getPullDiff(apiUrl, request, options)
  // The old side of each file is read as soon as the diff and a likely merge base name it.
  void Promise.all([diff, reads.early])
    .then(([listed, changes]) => {
      for (const file of listed.items) {
        if (isBinary(file)) continue
        const sha = changes?.get(file.previousPath)?.before?.sha
        if (sha !== undefined && sha !== EMPTY_BLOB)
          fetchVerifiedObject(apiUrl, request.headRepositoryId, sha, options).catch(() => undefined)
      }
    })
    .catch(() => undefined)
  const [page, truth] = await Promise.all([diff, reads.truth])
  await Promise.all(page.items.map(file => checkFile(apiUrl, request, truth, file, options)))
  return page
}

/**
 * The totals of a pull request's diff: every changed file must be listed (a deletion may show as
 * the old side of a rename) and nothing else.
 */
export async function getVerifiedPullDiffStat(
  apiUrl: string,
  request: PullCommits,
  options: FetchJsonOptions = {},
): Promise<DiffStat> {
  const [stat, truth] = await Promise.all([
    getPullDiffStat(apiUrl, request, options),
    truthOf(apiUrl, request, options),
  ])
  const listed = new Set(stat.paths)
  const added = [...truth.changes.values()].some(change => change.before === null)
  for (const change of truth.changes.values()) {
    if (listed.has(change.path)) continue
    if (change.after === null && added) continue
    throw new ContentMismatchError(`the diff leaves out ${change.path}`)
  }
  for (const path of listed)
    if (!truth.changes.has(path)) throw new ContentMismatchError(`the diff invents ${path}`)
  if (stat.filesChanged !== stat.paths.length)
    throw new ContentMismatchError('the diff counts another number of files')
  return stat
}

/**
 * The pull request's own commits, newest first, from verified objects; the provider's list of
 * them must name exactly the same commits.
 */
export async function getVerifiedPullCommits(
  apiUrl: string,
  request: PullCommits & { readonly baseBranch: string; readonly headBranch: string },
  options: FetchJsonOptions = {},
): Promise<Commit[]> {
  const [listed, truth] = await Promise.all([
    listPullCommitShas(apiUrl, request, options),
    truthOf(apiUrl, request, options),
  ])
  const real = truth.history.commits
  const names = new Set(listed.map(sha => sha.toLowerCase()))
  if (names.size !== real.length || real.some(commit => !names.has(commit.sha)))
    throw new ContentMismatchError('the commit list differs from the history')
  return [...real]
}
