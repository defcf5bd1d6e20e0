import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import * as z from 'zod/mini'

/** The provider refuses larger uploads (docs/protocol.md#provider-json). */
export const MAX_RELEASE_ASSET_BYTES = 2 * 1024 ** 3

export interface StreamDigest {
  /** Lower-case hex SHA-256 of every byte. */
  readonly sha256: string
  readonly size: number
}

/**
 * SHA-256 of a byte stream, chunk by chunk, so a 2 GiB file never sits in memory (Web Crypto's
 * `digest` only takes the whole buffer). `onProgress` gets the bytes hashed so far.
 */
export async function hashStream(
  stream: ReadableStream<Uint8Array>,
  options: { onProgress?: (bytes: number) => void; signal?: AbortSignal } = {},
): Promise<StreamDigest> {
  const hash = sha256.create()
  const reader = stream.getReader()
  let size = 0
  try {
    for (;;) {
      options.signal?.throwIfAborted()
      const { done, value } = await reader.read()
      if (done) break
      hash.update(value)
      size += value.byteLength
      options.onProgress?.(size)
    }
  } finally {
    reader.releaseLock()
  }
  return { sha256: bytesToHex(hash.digest()), size }
}

/** What the uploader signs off-chain to authorize one file (docs/protocol.md#off-chain-signed-data). */
export interface UploadAuthorization {
  readonly action: 'new-release' | 'edit-release'
  /** The repository's numeric id, as a string. */
  readonly repositoryId: string
  readonly tagName: string
  /** The file name the asset will have. */
  readonly name: string
  readonly size: number
  readonly sha256: string
}

/** Key order as gitopia-web sends it; the provider parses JSON, so order is cosmetic. */
export function uploadAuthorization(fields: UploadAuthorization): UploadAuthorization {
  return {
    action: fields.action,
    repositoryId: fields.repositoryId,
    tagName: fields.tagName,
    name: fields.name,
    size: fields.size,
    sha256: fields.sha256,
  }
}

/**
 * A release asset name the provider and the chain accept: a single path segment, no control
 * characters; returns the problem or null.
 */
export function assetNameProblem(name: string): string | null {
  if (name.trim() === '') return 'The file needs a name'
  if (name === '.' || name === '..' || /[/\\]/.test(name)) return `"${name}" is not a file name`
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) return `"${name}" contains control characters`
  if (new TextEncoder().encode(name).length > 255) return 'File names are limited to 255 bytes'
  return null
}

const uploadAnswer = z.object({ sha: z.string(), size: z.number() })

export class UploadError extends Error {
  override readonly name = 'UploadError'
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

/**
 * `POST {provider}/upload` as multipart (`signature`, `file`). The browser streams the file from
 * disk; XMLHttpRequest because fetch reports no upload progress.
 */
export function uploadReleaseAsset(request: {
  readonly providerApiUrl: string
  readonly file: Blob
  readonly fileName: string
  readonly signature: string
  readonly onProgress?: (sentBytes: number) => void
  readonly signal?: AbortSignal
}): Promise<{ sha: string; size: number }> {
  return new Promise((resolve, reject) => {
    const form = new FormData()
    form.append('signature', request.signature)
    form.append('file', request.file, request.fileName)
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `${request.providerApiUrl.replace(/\/+$/, '')}/upload`)
    xhr.upload.onprogress = event => request.onProgress?.(event.loaded)
    xhr.onerror = () => reject(new UploadError('The storage provider could not be reached', 0))
    xhr.onabort = () => reject(new UploadError('Upload cancelled', 0))
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        const text = xhr.responseText.trim()
        reject(
          new UploadError(`Upload refused (${xhr.status})${text ? `: ${text}` : ''}`, xhr.status),
        )
        return
      }
      let body: unknown
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        reject(
          new UploadError(
            'The storage provider answered with something other than JSON',
            xhr.status,
          ),
        )
        return
      }
      const parsed = z.safeParse(uploadAnswer, body)
      if (!parsed.success) {
        reject(new UploadError('Unexpected answer from the storage provider', xhr.status))
        return
      }
      resolve(parsed.data)
    }
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(form)
  })
}
