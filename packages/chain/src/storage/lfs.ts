import type { FetchJsonOptions } from '../rest/fetcher.ts'
import type { FileContent } from './types.ts'

/**
 * Git LFS (docs/protocol.md#git-lfs): a tracked file is committed as a small pointer blob
 * (`version https://git-lfs.github.com/spec/v1`, `oid sha256:<hex>`, `size <bytes>`) and its bytes
 * live on the storage provider. The pointer is what the tree's blob id covers, so it is verified
 * like any file; the object fetched for it must then hash to the pointer's oid and have its size.
 */

export interface LfsPointer {
  /** Hex sha256 of the object's bytes. */
  readonly oid: string
  readonly size: number
}

const POINTER_VERSION = 'version https://git-lfs.github.com/spec/v1'
/** Pointers are tiny; git-lfs itself never reads more than this when looking for one. */
const MAX_POINTER_BYTES = 1024

/** The pointer a blob holds, or null when the blob is ordinary content. */
export function parseLfsPointer(bytes: Uint8Array): LfsPointer | null {
  if (bytes.length > MAX_POINTER_BYTES || bytes[bytes.length - 1] !== 10) return null
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
  const lines = text.slice(0, -1).split('\n')
  if (lines[0] !== POINTER_VERSION) return null
  const fields = new Map<string, string>()
  for (const line of lines.slice(1)) {
    const space = line.indexOf(' ')
    if (space <= 0 || fields.has(line.slice(0, space))) return null
    fields.set(line.slice(0, space), line.slice(space + 1))
  }
  const oid = /^sha256:([0-9a-f]{64})$/.exec(fields.get('oid') ?? '')?.[1]
  const sizeText = fields.get('size') ?? ''
  const size = /^\d{1,15}$/.test(sizeText) ? Number(sizeText) : NaN
  return oid && Number.isSafeInteger(size) ? { oid, size } : null
}

/** The provider's inline limit for files, applied to LFS objects too (ask with `full`). */
export const LFS_INLINE_LIMIT = 1_000_000

/**
 * A verified file whose blob is an LFS pointer, turned into the file it stands for: the object's
 * bytes (verified) and size. Objects over the inline limit load only with `full`. Other files are
 * returned unchanged.
 */
export async function resolveLfsFile(
  apiUrl: string,
  repositoryId: string,
  file: FileContent,
  full: boolean,
  options: FetchJsonOptions = {},
): Promise<FileContent> {
  const pointer = file.bytes ? parseLfsPointer(file.bytes) : null
  if (!pointer) return file
  const bytes =
    pointer.size > LFS_INLINE_LIMIT && !full
      ? null
      : await (
          await import('./lfs-object.ts')
        ).fetchLfsObject(apiUrl, repositoryId, pointer, options)
  return { ...file, bytes, sizeBytes: pointer.size, lfs: pointer }
}
