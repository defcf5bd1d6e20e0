import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { CHALLENGE_CHUNK_BYTES, merkleProof, merkleRoot, verifyChunkProof } from './merkle.ts'

const bytesOf = (size: number) => Uint8Array.from({ length: size }, (_, i) => (i * 31 + 7) % 251)

describe('storage proofs', () => {
  it('a one-chunk object has its plain SHA-256 as root', () => {
    const bytes = bytesOf(1000)
    expect(Buffer.from(merkleRoot(bytes)).toString('hex')).toBe(
      createHash('sha256').update(bytes).digest('hex'),
    )
  })

  it('proves every chunk of objects with 1 to 5 chunks, and refuses tampering', () => {
    for (const chunks of [1, 2, 3, 4, 5]) {
      const size = (chunks - 1) * CHALLENGE_CHUNK_BYTES + 123
      const bytes = bytesOf(size)
      const root = merkleRoot(bytes)
      for (let index = 0; index < chunks; index++) {
        const proof = merkleProof(bytes, index)
        expect(verifyChunkProof(root, size, index, proof)).toBe(true)
        const tampered = Uint8Array.from(proof.chunk)
        tampered[0] = (tampered[0] ?? 0) ^ 1
        expect(verifyChunkProof(root, size, index, { ...proof, chunk: tampered })).toBe(false)
        if (chunks > 1)
          expect(verifyChunkProof(root, size, (index + 1) % chunks, proof)).toBe(false)
      }
    }
  })

  it('refuses a chunk outside the object and a proof with extra hashes', () => {
    const bytes = bytesOf(CHALLENGE_CHUNK_BYTES + 1)
    const root = merkleRoot(bytes)
    expect(() => merkleProof(bytes, 2)).toThrow(RangeError)
    const proof = merkleProof(bytes, 0)
    expect(
      verifyChunkProof(root, bytes.length, 0, { ...proof, hashes: [...proof.hashes, root] }),
    ).toBe(false)
  })
})
