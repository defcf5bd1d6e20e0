import busboy from 'busboy'
import { createHash, randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, rename, rm } from 'node:fs/promises'
import type { IncomingMessage } from 'node:http'
import { dirname, join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { z } from 'zod'
import type { ProviderChainView } from './chain-view.ts'
import { HttpError, badRequest, parseJsonOr } from './http-error.ts'
import { releaseAssetPath } from './release-assets.ts'
import { isRepositoryId, isSafeFileName, isSafeRefName } from './validate.ts'

/** The real provider's limit. */
export const MAX_UPLOAD_BYTES = 2 * 1024 ** 3

/** The signed payload of a release upload (docs/protocol.md#off-chain-signed-data). */
const uploadPayloadSchema = z.object({
  action: z.enum(['new-release', 'edit-release']),
  repositoryId: z.string(),
  tagName: z.string(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
})

interface ReceivedFile {
  readonly tempPath: string
  readonly size: number
  readonly sha256: string
}

/**
 * `POST /upload`: streams the `file` part to disk while hashing it, then checks the `signature`
 * part (signer, push permission, signed size and sha256) and keeps the file as the release asset.
 */
export async function handleUpload(
  request: IncomingMessage,
  dataDir: string,
  chain: ProviderChainView,
): Promise<{ sha: string; size: number }> {
  const { signature, file } = await receiveMultipart(request, join(dataDir, 'uploads'))
  try {
    if (!file) throw badRequest('missing file')
    if (signature === undefined) throw badRequest('missing signature')
    const signed = await chain.verifySignedData(signature)
    if ('error' in signed) throw new HttpError(400, signed.error)
    const payload = parsePayload(signed.data)
    if (!(await chain.canPush(payload.repositoryId, signed.signer))) {
      throw new HttpError(401, 'User does not have push permission')
    }
    if (payload.size !== file.size) throw badRequest('Invalid size')
    if (payload.sha256 !== file.sha256) throw badRequest('Invalid sha256')
    const target = releaseAssetPath(dataDir, payload.repositoryId, payload.tagName, payload.name)
    await mkdir(dirname(target), { recursive: true })
    await rename(file.tempPath, target)
    return { sha: file.sha256, size: file.size }
  } finally {
    if (file) await rm(file.tempPath, { force: true })
  }
}

function parsePayload(data: string) {
  const json = parseJsonOr(data, badRequest('signed data is not JSON'))
  const parsed = uploadPayloadSchema.safeParse(json)
  if (!parsed.success) throw badRequest('signed data is not an upload authorization')
  const payload = parsed.data
  if (
    !isRepositoryId(payload.repositoryId) ||
    !isSafeRefName(payload.tagName) ||
    !isSafeFileName(payload.name)
  ) {
    throw badRequest('invalid repository, tag or file name in signed data')
  }
  return payload
}

function receiveMultipart(
  request: IncomingMessage,
  uploadDir: string,
): Promise<{ signature?: string; file?: ReceivedFile }> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy
    try {
      parser = busboy({
        headers: request.headers,
        limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 10 },
      })
    } catch {
      reject(badRequest('expected a multipart/form-data body'))
      return
    }
    let signature: string | undefined
    let writing: Promise<ReceivedFile> | undefined
    parser.on('field', (name, value) => {
      if (name === 'signature') signature = value
    })
    parser.on('file', (name, stream) => {
      if (name !== 'file' || writing) {
        stream.resume()
        return
      }
      writing = saveStream(stream, uploadDir)
      writing.catch(() => undefined)
    })
    parser.on('error', () => reject(badRequest('malformed multipart body')))
    parser.on('close', () => {
      if (!writing) {
        resolve(signature === undefined ? {} : { signature })
        return
      }
      writing.then(
        file => resolve(signature === undefined ? { file } : { signature, file }),
        (error: unknown) =>
          reject(error instanceof HttpError ? error : badRequest('upload failed')),
      )
    })
    request.pipe(parser)
  })
}

async function saveStream(stream: NodeJS.ReadableStream & { truncated?: boolean }, dir: string) {
  await mkdir(dir, { recursive: true })
  const tempPath = join(dir, `${randomUUID()}.part`)
  const hash = createHash('sha256')
  let size = 0
  stream.on('data', (chunk: Buffer) => {
    hash.update(chunk)
    size += chunk.length
  })
  try {
    await pipeline(stream, createWriteStream(tempPath))
  } catch (error) {
    await rm(tempPath, { force: true })
    throw error
  }
  if (stream.truncated) {
    await rm(tempPath, { force: true })
    throw new HttpError(413, 'file larger than 2 GiB')
  }
  return { tempPath, size, sha256: hash.digest('hex') }
}
