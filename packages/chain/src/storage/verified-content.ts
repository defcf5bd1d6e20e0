import { DEFAULT_TIMEOUT_MS, HttpError, joinUrl, NetworkError } from '../rest/fetcher.ts'
import type { FetchJsonOptions } from '../rest/fetcher.ts'
import { getContent } from './content.ts'
import {
  ContentMismatchError,
  gitObjectId,
  inflate,
  objectTarget,
  parseLooseObject,
  parseTree,
  type GitObject,
  type GitTreeEntry,
} from './git-object.ts'
import type { Content } from './types.ts'

/**
 * Content from a storage provider, checked against git ids (README "Security"): the commit the
 * ref names is fetched as a raw object (`GET /objects/{repositoryId}/{sha}`) and hashed, its tree
 * and the trees down to the path likewise, and then the provider's listing must name exactly
 * those entries and a file's bytes must hash to the blob id its folder names. Anything else is
 * a ContentMismatchError, which the provider session treats as a failed provider.
 */

/** Verified objects by id. Ids are content hashes, so one found valid is valid from any provider. */
const verified = new Map<string, GitObject>()
const CACHE_LIMIT = 2_000

/** Object reads in flight by provider and id: reads of one commit share them (README and listing). */
const inFlight = new Map<string, Promise<GitObject>>()

/** One git object from the provider's `/objects` route, its id checked (cached by id). */
export async function fetchVerifiedObject(
  apiUrl: string,
  repositoryId: string,
  sha: string,
  options: FetchJsonOptions,
): Promise<GitObject> {
  const known = verified.get(sha)
  if (known) return known
  const key = `${apiUrl} ${repositoryId} ${sha}`
  const shared = inFlight.get(key)
  if (shared) {
    try {
      return await shared
    } catch (error) {
      // Another reader's abort or failure: this reader asks once more for itself.
      if (options.signal?.aborted) throw error
    }
  }
  const read = readObject(apiUrl, repositoryId, sha, options)
  inFlight.set(key, read)
  try {
    return await read
  } finally {
    if (inFlight.get(key) === read) inFlight.delete(key)
  }
}

async function readObject(
  apiUrl: string,
  repositoryId: string,
  sha: string,
  options: FetchJsonOptions,
): Promise<GitObject> {
  const url = joinUrl(apiUrl, `/objects/${encodeURIComponent(repositoryId)}/${sha}`)
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
  let response: Response
  try {
    response = await fetch(url, { signal })
  } catch (error) {
    if (options.signal?.aborted) throw error
    throw new NetworkError(url, timeout.aborted ? 'timeout' : 'unreachable', { cause: error })
  }
  if (!response.ok || !response.body) throw new HttpError(url, response.status, undefined)
  const object = await parseLooseObject(await inflate(response.body), sha)
  remember(sha, object)
  return object
}

function remember(sha: string, object: GitObject): void {
  if (verified.size >= CACHE_LIMIT) verified.delete(verified.keys().next().value ?? '')
  verified.set(sha, object)
}

/** Entries a folder listing is asked for when it only serves as a hint. */
const HINT_PAGE = 200

/**
 * Listings of folders that are on their way, by commit and folder: the hints for the folders above
 * a path and the first page a folder's own read asks for. `offered` settles once the listing has
 * been offered as a tree object (`offerListing`). Only while in flight: what they yield stays in
 * `verified`.
 */
interface ListingInFlight {
  readonly listing: Promise<Content>
  readonly offered: Promise<void>
}
const listingsInFlight = new Map<string, ListingInFlight>()
const listingKey = (commitSha: string, folder: string) => `${commitSha}:${folder}`

/** Keeps `listing` as the one in flight for its folder until it has been offered. */
function trackListing(commitSha: string, folder: string, listing: Promise<Content>): void {
  const key = listingKey(commitSha, folder)
  const tracked = { listing, offered: listing.then(offerListing).catch(() => undefined) }
  listingsInFlight.set(key, tracked)
  void tracked.offered.then(() => {
    if (listingsInFlight.get(key) === tracked) listingsInFlight.delete(key)
  })
}

/**
 * Walking from the commit down to a path is one round trip per folder. The provider's
 * listings of the folders above the path are asked for at once, with the commit, and each is
 * rebuilt into the tree object it describes (`offerListing`): when the rebuilt object hashes to the
 * id its verified parent names, the folder is verified without fetching its object. A listing that
 * rebuilds to another id (an executable file or a symlink: listings carry no file modes, see
 * docs/protocol.md) still names the ids of the folders below, whose objects are then fetched at
 * once. Either way the walk follows verified ids only, so a lying listing costs a request, not
 * trust. A folder whose listing is on its way already (the folder's own read: a README beside
 * the listing it is named in) is not asked for again.
 */
function listFoldersAbove(
  apiUrl: string,
  request: VerifiedContentRequest,
  segments: readonly string[],
  options: FetchJsonOptions,
): void {
  // A folder already verified names its child's id itself: no listing is asked for it again.
  const from = verifiedDepth(request.commitSha, segments) + 1
  for (let depth = from; depth < segments.length; depth++) {
    const folder = segments.slice(0, depth).join('/')
    let content = listingsInFlight.get(listingKey(request.commitSha, folder))?.listing
    if (!content) {
      const listing = { ...request, path: folder, page: { limit: HINT_PAGE } }
      content = getContent(apiUrl, { ...listing, includeLastCommit: false, full: false }, options)
      trackListing(request.commitSha, folder, content)
    }
    const child = segments[depth]
    if (depth === segments.length - 1 || child === undefined) continue
    void content
      .then(async listed => {
        const entry =
          listed.kind === 'tree'
            ? listed.entries.find(candidate => candidate.name === child)
            : undefined
        const sha = entry?.sha.toLowerCase() ?? ''
        if (entry?.type !== 'tree' || !/^[0-9a-f]{40}$/.test(sha)) return undefined
        // The child's own listing may rebuild it; fetch its object only when it did not.
        await listingsInFlight.get(
          listingKey(request.commitSha, `${folder ? `${folder}/` : ''}${child}`),
        )?.offered
        return verified.has(sha)
          ? undefined
          : fetchVerifiedObject(apiUrl, request.repositoryId, sha, options)
      })
      .catch(() => undefined)
  }
}

/**
 * A whole folder listing, rebuilt into a tree object and kept under the id it hashes to. An id is a
 * hash of the content, so the object is that tree whoever described it; it is used only where a
 * verified commit or tree names that id. Listings carry no modes: files are taken as regular
 * (`100644`), which is what most are; any other mode gives another id, and the object is fetched.
 */
async function offerListing(content: Content): Promise<void> {
  if (content.kind !== 'tree' || content.nextKey !== null) return
  if (content.total !== null && content.total !== content.entries.length) return
  const entries = content.entries.map(entry => ({
    mode: entry.type === 'tree' ? '40000' : '100644',
    name: encoder.encode(entry.name),
    sha: entry.sha.toLowerCase(),
    // Git orders a folder as if its name ended in "/".
    sortKey: encoder.encode(entry.type === 'tree' ? `${entry.name}/` : entry.name),
  }))
  if (entries.some(entry => !/^[0-9a-f]{40}$/.test(entry.sha))) return
  entries.sort((a, b) => compareBytes(a.sortKey, b.sortKey))
  const parts = entries.flatMap(entry => [
    encoder.encode(`${entry.mode} `),
    entry.name,
    new Uint8Array([0]),
    fromHex(entry.sha),
  ])
  const body = new Uint8Array(parts.reduce((length, part) => length + part.length, 0))
  let at = 0
  for (const part of parts) {
    body.set(part, at)
    at += part.length
  }
  const id = await gitObjectId('tree', body)
  remember(id, { type: 'tree', body })
}

const encoder = new TextEncoder()

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const length = Math.min(a.length, b.length)
  for (let index = 0; index < length; index++) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0)
    if (difference !== 0) return difference
  }
  return a.length - b.length
}

function fromHex(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2)
  for (let index = 0; index < bytes.length; index++)
    bytes[index] = parseInt(hex.slice(index * 2, index * 2 + 2), 16)
  return bytes
}

/**
 * How many folders on the way to `segments` are verified already: -1 when the commit's root tree
 * is not, 0 when only the root is, k when the root and the first k folders are.
 */
function verifiedDepth(commitSha: string, segments: readonly string[]): number {
  const commit = verified.get(commitSha)
  if (commit?.type !== 'commit') return -1
  let tree = verified.get(objectTarget(commit).sha)
  let depth = -1
  while (tree?.type === 'tree' && depth < segments.length - 1) {
    depth++
    const next = segments[depth]
    const entry = parseTree(tree.body).find(candidate => candidate.name === next)
    tree = entry?.type === 'tree' ? verified.get(entry.sha) : undefined
  }
  return depth
}

type Resolved =
  | { readonly kind: 'tree'; readonly entries: readonly GitTreeEntry[] }
  | { readonly kind: 'blob'; readonly sha: string }
  | { readonly kind: 'missing' }

/** What `path` is at `commitSha`, from verified objects only. */
async function resolvePath(
  apiUrl: string,
  repositoryId: string,
  commitSha: string,
  segments: readonly string[],
  options: FetchJsonOptions,
): Promise<Resolved> {
  let object = await fetchVerifiedObject(apiUrl, repositoryId, commitSha, options)
  for (let depth = 0; object.type === 'tag' && depth < 4; depth++)
    object = await fetchVerifiedObject(apiUrl, repositoryId, objectTarget(object).sha, options)
  if (object.type !== 'commit') throw new ContentMismatchError(`${commitSha} is not a commit`)
  // A listing of the folder on its way may rebuild its tree object: fetched only when it did not.
  const treeOf = async (folder: string, sha: string) => {
    await listingsInFlight.get(listingKey(commitSha, folder))?.offered
    return fetchVerifiedObject(apiUrl, repositoryId, sha, options)
  }
  let tree = await treeOf('', objectTarget(object).sha)
  for (const [index, segment] of segments.entries()) {
    if (tree.type !== 'tree') throw new ContentMismatchError('a commit names a non-tree')
    const entry = parseTree(tree.body).find(candidate => candidate.name === segment)
    if (!entry) return { kind: 'missing' }
    if (entry.type !== 'tree')
      return index === segments.length - 1 && entry.type === 'blob'
        ? { kind: 'blob', sha: entry.sha }
        : { kind: 'missing' }
    tree = await treeOf(segments.slice(0, index + 1).join('/'), entry.sha)
  }
  if (tree.type !== 'tree') throw new ContentMismatchError('a folder is not a tree object')
  return { kind: 'tree', entries: parseTree(tree.body) }
}

export interface VerifiedContentRequest {
  readonly repositoryId: string
  readonly commitSha: string
  readonly path: string
  readonly page?: Parameters<typeof getContent>[1]['page']
  readonly includeLastCommit?: boolean | undefined
  readonly full?: boolean | undefined
}

/** `getContent`, with the listing or file checked against the commit's git objects. */
export async function getVerifiedContent(
  apiUrl: string,
  request: VerifiedContentRequest,
  options: FetchJsonOptions = {},
): Promise<Content> {
  const path = request.path.replace(/^\/+|\/+$/g, '')
  const segments = path.split('/').filter(Boolean)
  const firstPage = !request.page?.key && !request.page?.offset
  const asked = getContent(apiUrl, request, options)
  // A folder's first page, when it is the whole folder, rebuilds the folder's tree object: the
  // walk then fetches no object for it (a file's read offers nothing).
  if (firstPage) trackListing(request.commitSha, path, asked)
  listFoldersAbove(apiUrl, request, segments, options)
  const [content, resolved] = await Promise.allSettled([
    asked,
    resolvePath(apiUrl, request.repositoryId, request.commitSha, segments, options),
  ])
  if (resolved.status === 'rejected') {
    const error: unknown = resolved.reason
    // Without the objects nothing can be shown; a 404 for them while the provider serves the
    // content is a provider that cannot back what it says.
    if (content.status === 'rejected') throw content.reason
    if (error instanceof HttpError && error.status === 404)
      throw new ContentMismatchError(`the provider has no object for ${request.commitSha}`)
    throw error
  }
  const truth = resolved.value
  if (content.status === 'rejected') {
    const error: unknown = content.reason
    if (error instanceof HttpError && error.status === 404 && truth.kind !== 'missing')
      throw new ContentMismatchError(`the provider denies ${path || '/'}, which exists`)
    throw error
  }
  await checkContent(content.value, truth, path, firstPage)
  return content.value
}

async function checkContent(
  content: Content,
  truth: Resolved,
  path: string,
  firstPage: boolean,
): Promise<void> {
  if (content.kind === 'file') {
    const { file } = content
    if (truth.kind !== 'blob') throw new ContentMismatchError(`${path} is not a file`)
    if (file.path !== path || file.sha.toLowerCase() !== truth.sha)
      throw new ContentMismatchError(`${path} is not blob ${truth.sha}`)
    if (file.bytes !== null && (await gitObjectId('blob', file.bytes)) !== truth.sha)
      throw new ContentMismatchError(`the bytes of ${path} are not blob ${truth.sha}`)
    return
  }
  if (truth.kind !== 'tree') throw new ContentMismatchError(`${path || '/'} is not a folder`)
  const byName = new Map(truth.entries.map(entry => [entry.name, entry]))
  const seen = new Set<string>()
  for (const entry of content.entries) {
    const real = byName.get(entry.name)
    const expectedPath = path ? `${path}/${entry.name}` : entry.name
    if (
      !real ||
      seen.has(entry.name) ||
      entry.path !== expectedPath ||
      entry.sha.toLowerCase() !== real.sha ||
      (real.type !== 'commit' && entry.type !== real.type)
    )
      throw new ContentMismatchError(`the listing of ${path || '/'} differs at ${entry.name}`)
    seen.add(entry.name)
  }
  // Submodules are in the tree object; a provider may leave them out of its listing.
  const listable = truth.entries.filter(entry => entry.type !== 'commit').length
  const counts = (n: number) => n === listable || n === truth.entries.length
  if (content.total !== null && !counts(content.total))
    throw new ContentMismatchError(`the listing of ${path || '/'} has the wrong length`)
  // A first page that says it is the last must hold the whole tree: nothing left out.
  if (firstPage && content.nextKey === null && content.entries.length < listable)
    throw new ContentMismatchError(`the listing of ${path || '/'} leaves entries out`)
}
