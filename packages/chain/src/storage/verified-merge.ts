import { HttpError, type FetchJsonOptions } from '../rest/fetcher.ts'
import { ContentMismatchError, parseTree, type GitTreeEntry } from './git-object.ts'
import { fetchVerifiedObject } from './verified-content.ts'
import { verifiedCommit, verifiedPullHistory, type ObjectSource } from './verified-history.ts'

/**
 * The merge commit a provider proposes for a pull request, checked before the user approves it
 * (README "Security"): its object must hash to the id on chain, its parents must be exactly the
 * base branch's head and the pull request's head (as the chain records them), and its tree what
 * a merge of the two gives. Where only one side changed a path since the merge base, the merge
 * takes that side's entry, which is checked id by id; where both changed the same file, git
 * merged the lines, which the app does not redo: those paths are returned for the page to name.
 */

export interface MergeCheckRequest {
  /** The base repository (holds the merge commit) and its branch head on chain. */
  readonly base: ObjectSource & { readonly sha: string }
  /** The head repository (a fork, or the base) and the pull request's head on chain. */
  readonly head: ObjectSource & { readonly sha: string }
  readonly mergeCommitSha: string
}

export interface MergeCheck {
  /** Files both branches changed: git merged their lines; the app did not check that part. */
  readonly mergedByProvider: readonly string[]
}

type Entry = GitTreeEntry | null

const same = (a: Entry, b: Entry) => a?.sha === b?.sha && (a?.mode ?? '') === (b?.mode ?? '')

async function entries(source: ObjectSource, entry: Entry, options: FetchJsonOptions) {
  if (entry?.type !== 'tree') return []
  const object = await fetchVerifiedObject(source.apiUrl, source.repositoryId, entry.sha, options)
  if (object.type !== 'tree') throw new ContentMismatchError(`${entry.sha} is not a tree`)
  return parseTree(object.body)
}

/** Compares the merged tree with the three it comes from, folder by folder. */
async function checkTree(
  source: ObjectSource,
  trees: { base: Entry; ours: Entry; theirs: Entry; merged: Entry },
  path: string,
  options: FetchJsonOptions,
  mergedByProvider: string[],
): Promise<void> {
  const { base, ours, theirs, merged } = trees
  const expected = same(ours, theirs)
    ? ours
    : same(base, ours)
      ? theirs
      : same(base, theirs)
        ? ours
        : undefined
  if (expected !== undefined) {
    if (!same(expected, merged))
      throw new ContentMismatchError(`the merge commit changes ${path || '/'} beyond the merge`)
    return
  }
  const bothFolders = ours?.type === 'tree' && theirs?.type === 'tree'
  if (bothFolders && merged?.type === 'tree') {
    const [b, o, t, m] = await Promise.all(
      [base, ours, theirs, merged].map(entry => entries(source, entry, options)),
    )
    const names = new Set([...(b ?? []), ...(o ?? []), ...(t ?? []), ...(m ?? [])].map(e => e.name))
    const find = (list: GitTreeEntry[] | undefined, name: string) =>
      list?.find(entry => entry.name === name) ?? null
    for (const name of names) {
      await checkTree(
        source,
        { base: find(b, name), ours: find(o, name), theirs: find(t, name), merged: find(m, name) },
        path ? `${path}/${name}` : name,
        options,
        mergedByProvider,
      )
    }
    return
  }
  const bothFiles = ours?.type === 'blob' && theirs?.type === 'blob' && merged?.type === 'blob'
  if (!bothFiles) throw new ContentMismatchError(`the merge commit resolves ${path} unexpectedly`)
  mergedByProvider.push(path)
}

/** Checks a proposed merge commit; throws ContentMismatchError when it is not the merge. */
export async function checkMergeCommit(
  request: MergeCheckRequest,
  options: FetchJsonOptions = {},
): Promise<MergeCheck> {
  const merge = await verifiedCommit(request.base, request.mergeCommitSha, options).catch(
    (error: unknown) => {
      // A provider that proposed a merge must be able to show it.
      if (error instanceof HttpError && error.status === 404)
        throw new ContentMismatchError(`the provider has no merge commit ${request.mergeCommitSha}`)
      throw error
    },
  )
  const [first, second, ...more] = merge.parentShas
  if (first !== request.base.sha || second !== request.head.sha || more.length > 0)
    throw new ContentMismatchError(
      `the merge commit's parents are ${merge.parentShas.join(', ') || 'none'}, not the base and head`,
    )
  const history = await verifiedPullHistory(request.base, request.head, options)
  const [mergeBase, ours, theirs] = await Promise.all([
    verifiedCommit(request.head, history.mergeBase, options),
    verifiedCommit(request.base, request.base.sha, options),
    verifiedCommit(request.head, request.head.sha, options),
  ])
  const root = (sha: string): GitTreeEntry => ({ mode: '40000', name: '', sha, type: 'tree' })
  const mergedByProvider: string[] = []
  await checkTree(
    request.base,
    {
      base: root(mergeBase.treeSha),
      ours: root(ours.treeSha),
      theirs: root(theirs.treeSha),
      merged: root(merge.treeSha),
    },
    '',
    options,
    mergedByProvider,
  )
  return { mergedByProvider }
}
