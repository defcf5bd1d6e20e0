import { createHash } from 'node:crypto'

/**
 * Proofs of storage over stored objects (packfiles, release assets): the object is cut into
 * 256 KiB chunks, each chunk is a leaf `sha256(chunk)`, pairs hash as `sha256(left || right)` and
 * an odd node is carried up unchanged. An object of one chunk has `sha256(bytes)` as its root, so
 * the on-chain `root_hash` of small objects is their plain SHA-256. A challenge names a chunk; the
 * provider answers with the chunk and its sibling hashes, checked against the recorded root.
 */
export const CHALLENGE_CHUNK_BYTES = 256 * 1024

const sha256 = (...parts: Uint8Array[]): Uint8Array => {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part)
  return new Uint8Array(hash.digest())
}

export function chunkCount(size: number): number {
  return Math.max(1, Math.ceil(size / CHALLENGE_CHUNK_BYTES))
}

function chunkAt(bytes: Uint8Array, index: number): Uint8Array {
  return bytes.subarray(index * CHALLENGE_CHUNK_BYTES, (index + 1) * CHALLENGE_CHUNK_BYTES)
}

function levels(bytes: Uint8Array): Uint8Array[][] {
  const leaves = Array.from({ length: chunkCount(bytes.length) }, (_, i) =>
    sha256(chunkAt(bytes, i)),
  )
  const all = [leaves]
  for (let level = leaves; level.length > 1;) {
    const next: Uint8Array[] = []
    for (let i = 0; i < level.length; i += 2) {
      const right = level[i + 1]
      next.push(right ? sha256(level[i] as Uint8Array, right) : (level[i] as Uint8Array))
    }
    all.push(next)
    level = next
  }
  return all
}

export function merkleRoot(bytes: Uint8Array): Uint8Array {
  const all = levels(bytes)
  return all[all.length - 1]?.[0] as Uint8Array
}

export interface ChunkProof {
  readonly chunk: Uint8Array
  /** Sibling hashes from the leaf up, skipping levels where the node had no sibling. */
  readonly hashes: Uint8Array[]
}

export function merkleProof(bytes: Uint8Array, index: number): ChunkProof {
  if (!Number.isInteger(index) || index < 0 || index >= chunkCount(bytes.length)) {
    throw new RangeError(`chunk ${index} is outside the object`)
  }
  const hashes: Uint8Array[] = []
  let at = index
  for (const level of levels(bytes).slice(0, -1)) {
    const sibling = level[at ^ 1]
    if (sibling) hashes.push(sibling)
    at >>= 1
  }
  return { chunk: chunkAt(bytes, index), hashes }
}

/** Whether `chunk` is chunk `index` of an object of `size` bytes whose root is `root`. */
export function verifyChunkProof(
  root: Uint8Array,
  size: number,
  index: number,
  proof: ChunkProof,
): boolean {
  const leaves = chunkCount(size)
  if (index < 0 || index >= leaves) return false
  const expectedLength = Math.min(CHALLENGE_CHUNK_BYTES, size - index * CHALLENGE_CHUNK_BYTES)
  if (proof.chunk.length !== expectedLength) return false
  let node = sha256(proof.chunk)
  let used = 0
  for (let width = leaves, at = index; width > 1; width = Math.ceil(width / 2), at >>= 1) {
    if ((at ^ 1) >= width) continue
    const sibling = proof.hashes[used++]
    if (!sibling || sibling.length !== 32) return false
    node = at % 2 === 0 ? sha256(node, sibling) : sha256(sibling, node)
  }
  return used === proof.hashes.length && Buffer.from(node).equals(Buffer.from(root))
}
