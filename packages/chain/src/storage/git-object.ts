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
export async function parseLooseObject(raw: Uint8Array, expectedId: string): Promise<GitObject> {
  const copy = new Uint8Array(new ArrayBuffer(raw.length))
  copy.set(raw)
  const id = await digestHex('SHA-1', copy)
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

/** Inflates a zlib stream (a loose object as the provider's `/objects` route sends it). */
export async function inflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  try {
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate'))
    return new Uint8Array(await new Response(stream).arrayBuffer())
  } catch {
    throw new ContentMismatchError('an object is not a zlib stream')
  }
}
