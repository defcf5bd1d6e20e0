import type { FetchJsonOptions } from '../rest/fetcher.ts'
import { ContentMismatchError, objectTarget, parseTree, type GitObject } from './git-object.ts'
import { fetchVerifiedObject } from './verified-content.ts'
import type { ObjectSource } from './verified-history.ts'

/**
 * Files of a commit and their bytes from verified git objects only (README "Security"): every
 * tree and blob is fetched from the provider's `/objects` route and its id checked
 * (`fetchVerifiedObject`), walking down from the commit. Code search and blame read through
 * these, so a provider can make them fail but cannot make them show bytes the repository does
 * not hold.
 */

export interface VerifiedFile {
  readonly path: string
  /** The blob id its folder names. */
  readonly sha: string
  /** `100644`, `100755` or `120000` (a symbolic link). */
  readonly mode: string
}

/** Trees fetched at once while listing a commit's files. */
const PARALLEL_TREES = 8

async function objectOfType(
  source: ObjectSource,
  sha: string,
  type: GitObject['type'],
  options: FetchJsonOptions,
): Promise<GitObject> {
  const object = await fetchVerifiedObject(source.apiUrl, source.repositoryId, sha, options)
  if (object.type !== type) throw new ContentMismatchError(`${sha} is not a ${type}`)
  return object
}

/** The commit `sha` names: itself, or the commit an annotated tag (or a chain of them) points at. */
export async function peeledCommit(
  source: ObjectSource,
  sha: string,
  options: FetchJsonOptions = {},
): Promise<{ readonly sha: string; readonly treeSha: string }> {
  let id = sha
  let object = await fetchVerifiedObject(source.apiUrl, source.repositoryId, id, options)
  for (let depth = 0; object.type === 'tag' && depth < 4; depth++) {
    id = objectTarget(object).sha
    object = await fetchVerifiedObject(source.apiUrl, source.repositoryId, id, options)
  }
  if (object.type !== 'commit') throw new ContentMismatchError(`${sha} is not a commit`)
  return { sha: id, treeSha: objectTarget(object).sha }
}

export interface VerifiedFileList {
  /** Sorted by path. */
  readonly files: readonly VerifiedFile[]
  /** False when the walk stopped at `maxFiles` and folders were left unread. */
  readonly complete: boolean
}

/**
 * Every file (blobs and links; submodules are left out) under a tree, listing folders a few at a
 * time. It stops descending once `maxFiles` are found.
 */
export async function listVerifiedFiles(
  source: ObjectSource,
  treeSha: string,
  maxFiles: number,
  options: FetchJsonOptions = {},
): Promise<VerifiedFileList> {
  const files: VerifiedFile[] = []
  const queue: { path: string; sha: string }[] = [{ path: '', sha: treeSha }]
  const listFolder = async (folder: { path: string; sha: string }) => {
    const tree = await objectOfType(source, folder.sha, 'tree', options)
    for (const entry of parseTree(tree.body)) {
      const path = folder.path ? `${folder.path}/${entry.name}` : entry.name
      if (entry.type === 'tree') queue.push({ path, sha: entry.sha })
      else if (entry.type === 'blob') files.push({ path, sha: entry.sha, mode: entry.mode })
    }
  }
  while (queue.length > 0 && files.length < maxFiles) {
    await Promise.all(queue.splice(0, PARALLEL_TREES).map(listFolder))
  }
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  return { files, complete: queue.length === 0 }
}

/** The blob at `path` under a tree, or null when there is no file there. */
export async function verifiedFileAt(
  source: ObjectSource,
  treeSha: string,
  path: string,
  options: FetchJsonOptions = {},
): Promise<VerifiedFile | null> {
  const segments = path.split('/').filter(Boolean)
  let sha = treeSha
  for (const [index, segment] of segments.entries()) {
    const tree = await objectOfType(source, sha, 'tree', options)
    const entry = parseTree(tree.body).find(candidate => candidate.name === segment)
    if (!entry) return null
    if (index === segments.length - 1)
      return entry.type === 'blob' ? { path, sha: entry.sha, mode: entry.mode } : null
    if (entry.type !== 'tree') return null
    sha = entry.sha
  }
  return null
}

/** A blob's bytes, checked against its id. */
export async function verifiedBlob(
  source: ObjectSource,
  sha: string,
  options: FetchJsonOptions = {},
): Promise<Uint8Array> {
  return (await objectOfType(source, sha, 'blob', options)).body
}
