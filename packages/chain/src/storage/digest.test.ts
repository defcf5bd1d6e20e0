import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { digestHex, toHex } from './digest.ts'

const reference = (algorithm: 'sha1' | 'sha256', bytes: Uint8Array) =>
  createHash(algorithm).update(bytes).digest('hex')

describe('digests of provider content', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('writes hex like Node does', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), bytes => {
        expect(toHex(bytes)).toBe(Buffer.from(bytes).toString('hex'))
      }),
    )
  })

  it('gives the same SHA-1 and SHA-256 with Web Crypto and with the JS fallback', async () => {
    const samples = fc.sample(fc.uint8Array({ maxLength: 2000 }), 20)
    const withSubtle = await Promise.all(
      samples.map(async bytes => [
        await digestHex('SHA-1', Uint8Array.from(bytes)),
        await digestHex('SHA-256', Uint8Array.from(bytes)),
      ]),
    )
    // No secure context: Web Crypto's subtle API is missing.
    vi.stubGlobal('crypto', {})
    for (const [index, bytes] of samples.entries()) {
      const expected = [reference('sha1', bytes), reference('sha256', bytes)]
      expect(withSubtle[index]).toEqual(expected)
      expect([
        await digestHex('SHA-1', Uint8Array.from(bytes)),
        await digestHex('SHA-256', Uint8Array.from(bytes)),
      ]).toEqual(expected)
    }
  })
})
