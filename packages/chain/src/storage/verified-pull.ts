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
import { fetchVerifiedObject } from './verified-content.ts'
import {
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

const truths = new Map<string, Promise<PullTruth>>()

function truthOf(apiUrl: string, request: PullCommits, options: FetchJsonOptions) {
  const key = `${request.baseRepositoryId} ${request.baseSha} ${request.headRepositoryId} ${request.headSha}`
  let truth = truths.get(key)
  if (!truth) {
    truth = (async () => {
      const base = { apiUrl, repositoryId: request.baseRepositoryId, sha: request.baseSha }
      const head = { apiUrl, repositoryId: request.headRepositoryId, sha: request.headSha }
      const history = await verifiedPullHistory(base, head, options)
      const [from, to] = await Promise.all([
        verifiedCommit(head, history.mergeBase, options),
        verifiedCommit(head, request.headSha, options),
      ])
      const changes = await treeChanges(head, from.treeSha, to.treeSha, options)
      return { history, changes: new Map(changes.map(change => [change.path, change])) }
    })()
    truths.set(key, truth)
    // A failed read (a lying provider) is not kept: the next provider builds it again.
    truth.catch(() => truths.delete(key))
  }
  return truth
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
  if (file.patch.includes('\nBinary files ') || /^Binary files /m.test(file.patch)) return
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
  const [page, truth] = await Promise.all([
    getPullDiff(apiUrl, request, options),
    truthOf(apiUrl, request, options),
  ])
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
