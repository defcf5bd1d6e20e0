/** The signing chunk, fetched once on first use (cosmjs and every Msg type the app sends). */
import type * as SigningModule from '../api/signing.ts'

export type SigningChunk = typeof SigningModule

let chunk: Promise<SigningChunk> | null = null

export function loadSigning(): Promise<SigningChunk> {
  chunk ??= import('../api/signing.ts')
  chunk.catch(() => {
    chunk = null
  })
  return chunk
}
