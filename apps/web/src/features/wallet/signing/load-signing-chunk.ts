/**
 * Loads the signing chunk (signing-chunk.ts: cosmjs, every Msg type the app sends, the signers)
 * once, on first use; a failed load is tried again next time.
 */
import type * as SigningChunkModule from './signing-chunk.ts'

export type SigningChunk = typeof SigningChunkModule

let chunk: Promise<SigningChunk> | null = null

export function loadSigningChunk(): Promise<SigningChunk> {
  chunk ??= import('./signing-chunk.ts')
  chunk.catch(() => {
    chunk = null
  })
  return chunk
}
