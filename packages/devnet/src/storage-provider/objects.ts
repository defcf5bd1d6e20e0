import { createHash } from 'node:crypto'
import { deflateSync } from 'node:zlib'
import { git } from './git.ts'
import { badRequest, notFound } from './http-error.ts'
import { RepositoryStore } from './repositories.ts'
import { isSha } from './validate.ts'
import type { ContentResponse } from './content.ts'

/**
 * `GET /objects/{repositoryId}/{sha}`: one git object in loose form (`"<type> <size>\0" +
 * content`, zlib-compressed), as the real provider serves it; clients hash it to check content.
 */
export async function readLooseObject(
  store: RepositoryStore,
  repositoryId: string,
  sha: string,
): Promise<Buffer> {
  if (!isSha(sha)) throw badRequest('object id must be a 40-character sha')
  const repository = await store.open(RepositoryStore.parseId(repositoryId))
  const out = (await git(repository.dir, ['cat-file', '--batch'], { input: `${sha}\n` })).stdout
  const newline = out.indexOf(0x0a)
  const [, type = '', size = ''] = out.subarray(0, newline).toString('utf8').split(' ')
  if (!/^(blob|tree|commit|tag)$/.test(type)) throw notFound(`object ${sha} not found`)
  const body = out.subarray(newline + 1, newline + 1 + Number(size))
  return deflateSync(Buffer.concat([Buffer.from(`${type} ${body.length}\0`), body]))
}

/** What a tampering provider (fault `tamper`) puts into every file it serves. */
const TAMPERED_TEXT = 'This file was altered by a storage provider.\n'

const blobId = (bytes: Buffer) =>
  createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex')

/**
 * A provider lying about content, consistently: file bytes replaced (with their own sha and
 * size, so only a check against the commit's trees notices) and every listing with one more file.
 */
export function tamperContent(response: ContentResponse): ContentResponse {
  const entries = response.content ?? []
  const [only] = entries
  if (entries.length === 1 && only?.type === 'BLOB' && only.size !== undefined) {
    const bytes = Buffer.from(TAMPERED_TEXT)
    return {
      ...response,
      content: [
        {
          ...only,
          sha: blobId(bytes),
          size: bytes.length,
          ...(only.content === undefined ? {} : { content: bytes.toString('base64') }),
        },
      ],
    }
  }
  const prefix = only ? only.path.slice(0, only.path.length - only.name.length) : ''
  const bytes = Buffer.from(TAMPERED_TEXT)
  const extra = { name: 'tampered.txt', path: `${prefix}tampered.txt`, sha: blobId(bytes) }
  const total = response.pagination?.total
  return {
    ...response,
    content: [...entries, { ...extra, type: 'BLOB' }],
    ...(response.pagination
      ? {
          pagination: {
            ...response.pagination,
            ...(typeof total === 'number' ? { total: total + 1 } : {}),
          },
        }
      : {}),
  }
}

/** `/raw` bytes from a tampering provider. */
export const tamperedRaw = (): Buffer => Buffer.from(TAMPERED_TEXT)

/** A tampering provider's upload answer: the digest of the bytes it would serve instead. */
export function tamperedUploadAnswer(): { sha: string; size: number } {
  const bytes = tamperedRaw()
  return { sha: createHash('sha256').update(bytes).digest('hex'), size: bytes.length }
}
