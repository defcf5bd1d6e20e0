/**
 * Digests for checking provider content (git object ids, LFS oids). Web Crypto does the work where
 * the page has it (a secure context); the JS implementations load only where it is missing (the
 * app served over plain http from a LAN address), so pages that verify content do not carry them.
 */

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'))

/** Lower-case hex of `bytes`. */
export function toHex(bytes: Uint8Array): string {
  let out = ''
  for (const byte of bytes) out += HEX[byte]
  return out
}

type DigestAlgorithm = 'SHA-1' | 'SHA-256'

async function fallback(algorithm: DigestAlgorithm, bytes: Uint8Array): Promise<Uint8Array> {
  if (algorithm === 'SHA-1') return (await import('@noble/hashes/legacy.js')).sha1(bytes)
  return (await import('@noble/hashes/sha2.js')).sha256(bytes)
}

/** The hex digest of `bytes`. */
export async function digestHex(
  algorithm: DigestAlgorithm,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<string> {
  const subtle = globalThis.crypto?.subtle as SubtleCrypto | undefined
  const digest = subtle
    ? new Uint8Array(await subtle.digest(algorithm, bytes))
    : await fallback(algorithm, bytes)
  return toHex(digest)
}
