import { digestHex, toHex } from './digest.ts'

/**
 * Git object ids, computed here so content from an untrusted storage provider can be checked
 * against the ids the chain names (README "Security"). An object's id is the SHA-1 of
 * `"<type> <length>\0"` followed by its bytes.
 */

export type GitObjectType = 'blob' | 'tree' | 'commit' | 'tag'

export const CONTENT_MISMATCH_MESSAGE =
  'The storage provider returned content that does not match the repository'

/** A provider served bytes or a listing whose git ids differ from the repository's. */
export class ContentMismatchError extends Error {
  override readonly name = 'ContentMismatchError'
  constructor(readonly detail: string) {
    super(CONTENT_MISMATCH_MESSAGE)
  }
}

const encoder = new TextEncoder()

/** The git id of an object of this type and content (a file's bytes → its blob id). */
export function gitObjectId(type: GitObjectType, body: Uint8Array): Promise<string> {
  const header = encoder.encode(`${type} ${body.length}\0`)
  const whole = new Uint8Array(new ArrayBuffer(header.length + body.length))
  whole.set(header)
  whole.set(body, header.length)
  return digestHex('SHA-1', whole)
}

export interface GitObject {
  readonly type: GitObjectType
  readonly body: Uint8Array
}

/**
 * Splits a loose object (`"<type> <size>\0" + body`, already inflated) and checks that its id
 * is `expectedId` and its size header is right; a mismatch is a ContentMismatchError.
 */
export async function parseLooseObject(
  raw: Uint8Array<ArrayBuffer>,
  expectedId: string,
): Promise<GitObject> {
  const id = await digestHex('SHA-1', raw)
  if (id !== expectedId.toLowerCase())
    throw new ContentMismatchError(`object ${expectedId} hashes to ${id}`)
  const nul = raw.indexOf(0)
  const header = nul > 0 ? new TextDecoder().decode(raw.subarray(0, nul)) : ''
  const match = /^(blob|tree|commit|tag) (\d+)$/.exec(header)
  const body = raw.subarray(nul + 1)
  if (!match || Number(match[2]) !== body.length)
    throw new ContentMismatchError(`object ${expectedId} has a malformed header`)
  return { type: match[1] as GitObjectType, body }
}

export interface GitTreeEntry {
  readonly mode: string
  readonly name: string
  readonly sha: string
  /** `commit` is a submodule. */
  readonly type: 'tree' | 'blob' | 'commit'
}

/** The entries of a tree object's body: `<mode> <name>\0<20-byte id>` repeated. */
export function parseTree(body: Uint8Array): GitTreeEntry[] {
  const decoder = new TextDecoder()
  const entries: GitTreeEntry[] = []
  let at = 0
  while (at < body.length) {
    const space = body.indexOf(0x20, at)
    const nul = body.indexOf(0, space + 1)
    if (space < 0 || nul < 0 || nul + 21 > body.length)
      throw new ContentMismatchError('a tree object is malformed')
    const mode = decoder.decode(body.subarray(at, space))
    const name = decoder.decode(body.subarray(space + 1, nul))
    const sha = toHex(body.subarray(nul + 1, nul + 21))
    const type = mode === '40000' ? 'tree' : mode === '160000' ? 'commit' : 'blob'
    entries.push({ mode, name, sha, type })
    at = nul + 21
  }
  return entries
}

/** The tree a commit object names, or for a tag object the object it points at. */
export function objectTarget(object: GitObject): { kind: 'tree' | 'object'; sha: string } {
  const text = new TextDecoder().decode(object.body.subarray(0, 200))
  const field = object.type === 'commit' ? 'tree' : 'object'
  const match = new RegExp(`^${field} ([0-9a-f]{40})\\n`).exec(text)
  if (!match?.[1]) throw new ContentMismatchError(`a ${object.type} object names no ${field}`)
  return { kind: field === 'tree' ? 'tree' : 'object', sha: match[1] }
}

/**
 * The most a git object fetched from a provider may hold once inflated (docs/client-rules.md#
 * storage-provider-limits): no id says how large its object is, so a fixed cap stands in, GitHub's
 * limit for one file (larger files belong in LFS, whose pointers state their size).
 */
export const MAX_GIT_OBJECT_BYTES = 100 * 1024 * 1024

/**
 * A stream's bytes in one buffer, refused with `refuse()` at the first byte past `limit`; the first
 * chunk may lower the limit (`tighten`). Nothing past the limit is ever held.
 */
export async function readAtMost(
  stream: ReadableStream<Uint8Array>,
  limit: number,
  refuse: () => Error,
  tighten: (first: Uint8Array) => number = () => limit,
): Promise<Uint8Array<ArrayBuffer>> {
  const reader = stream.getReader()
  const chunks: Uint8Array[] = []
  let length = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      if (length === 0) limit = Math.min(limit, tighten(value))
      length += value.length
      if (length > limit) throw refuse()
      chunks.push(value)
    }
  } finally {
    await reader.cancel().catch(() => undefined)
  }
  const bytes = new Uint8Array(new ArrayBuffer(length))
  length = 0
  for (const chunk of chunks.splice(0)) {
    bytes.set(chunk, length)
    length += chunk.length
  }
  return bytes
}

/**
 * Inflates a loose object (zlib, as the provider's `/objects` route sends it) while it streams in,
 * no further than the size its header states: a stated size over `limit` is refused at once, and
 * so is the first byte past it, so a few kilobytes that would inflate to gigabytes cost little.
 * `parseLooseObject` then checks the id and the header.
 */
export async function inflate(
  compressed: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array<ArrayBuffer>>,
  limit: number = MAX_GIT_OBJECT_BYTES,
): Promise<Uint8Array<ArrayBuffer>> {
  const source = compressed instanceof Uint8Array ? new Blob([compressed]).stream() : compressed
  const past = () => new ContentMismatchError(`an object inflates past its size or ${limit} bytes`)
  const stated = (first: Uint8Array) => {
    const header = /^[a-z]+ (\d+)\0/.exec(String.fromCharCode(...first.subarray(0, 32)))
    if (header && Number(header[1]) > limit)
      throw new ContentMismatchError(`an object states ${header[1]} bytes, over ${limit}`)
    return header ? header[0].length + Number(header[1]) : Infinity
  }
  try {
    return await readAtMost(
      source.pipeThrough(new DecompressionStream('deflate')),
      limit + 32, // the header, `"commit <size>\0"`, comes on top of the body
      past,
      stated,
    )
  } catch (error) {
    if (error instanceof ContentMismatchError) throw error
    throw new ContentMismatchError('an object is not a zlib stream')
  }
}
