import { z } from 'zod'
import { readCommits, type CommitJson } from './commit.ts'
import { badRequest, notFound } from './http-error.ts'
import { lastCommitsOf } from './last-commits.ts'
import { pageResponse, paginationSchema, readPage, type PaginationResponse } from './pagination.ts'
import type { OpenRepository } from './repositories.ts'
import { listTree, objectAt, readBlob } from './tree.ts'
import { isSha, normalizeTreePath } from './validate.ts'

export const contentRequestSchema = z.object({
  repository_id: z.union([z.number(), z.string()]),
  ref_id: z.string(),
  path: z.string().optional(),
  include_last_commit: z.boolean().optional(),
  from: z.number().int().nonnegative().optional(),
  to: z.number().int().nonnegative().optional(),
  pagination: paginationSchema,
  no_restriction: z.boolean().optional(),
})

export type ContentRequest = z.infer<typeof contentRequestSchema>

export interface ContentJson {
  name: string
  path: string
  sha: string
  type: 'TREE' | 'BLOB'
  size?: number
  content?: string
  encoding?: 'base64'
  last_commit?: CommitJson
}

export interface ContentResponse {
  content?: ContentJson[]
  pagination?: PaginationResponse
}

/** Blobs this large are listed without content unless `no_restriction` (the real provider's rule). */
export const INLINE_CONTENT_LIMIT = 1_000_000
const DEFAULT_PAGE = 100

/** `POST /content`: a directory page (trees first) or one file, at a commit. */
export async function getContent(
  repository: OpenRepository,
  request: ContentRequest,
): Promise<ContentResponse> {
  if (!isSha(request.ref_id)) throw badRequest('ref_id must be a 40-character commit sha')
  const path = normalizeTreePath(request.path ?? '')
  if (path === undefined) throw badRequest('invalid path')
  const repo = repository.dir
  const commit = await objectAt(repo, request.ref_id, '')
  if (!commit) throw notFound(`commit ${request.ref_id} not found`)
  const target = await objectAt(repo, request.ref_id, path)
  if (!target) throw notFound(`path ${path} not found`)
  if (target.type === 'blob')
    return { content: [await fileContent(repository, request, path, target)] }
  if (target.type !== 'tree') throw badRequest(`path ${path} is a ${target.type}`)

  const page = readPage(request.pagination, DEFAULT_PAGE)
  const entries = (await listTree(repo, target.sha)).filter(e => e.type !== 'commit')
  // Trees before blobs across the whole listing, so pages never interleave the two.
  const ordered = [
    ...entries.filter(e => e.type === 'tree'),
    ...entries.filter(e => e.type === 'blob'),
  ]
  const slice = ordered.slice(page.start, page.start + page.limit)
  const content: ContentJson[] = slice.map(entry => ({
    name: entry.name,
    path: path === '' ? entry.name : `${path}/${entry.name}`,
    sha: entry.sha,
    type: entry.type === 'tree' ? 'TREE' : 'BLOB',
  }))
  if (request.include_last_commit && content.length > 0) {
    const shas = await lastCommitsOf(
      repo,
      request.ref_id,
      path,
      ordered.map(e => e.name),
    )
    const commits = await readCommits(
      repo,
      [...new Set(slice.map(e => shas.get(e.name)))].filter(isString),
    )
    for (const item of content) {
      const last = commits.get(shas.get(item.name) ?? '')
      if (last) item.last_commit = last
    }
  }
  const hasMore = page.start + page.limit < ordered.length
  const response: ContentResponse = { pagination: pageResponse(page, hasMore, ordered.length) }
  if (content.length > 0) response.content = content
  return response
}

async function fileContent(
  repository: OpenRepository,
  request: ContentRequest,
  path: string,
  blob: { sha: string; size: number },
): Promise<ContentJson> {
  const name = path.slice(path.lastIndexOf('/') + 1)
  const item: ContentJson = { name, path, sha: blob.sha, type: 'BLOB', size: blob.size }
  if (blob.size < INLINE_CONTENT_LIMIT || request.no_restriction) {
    let bytes = await readBlob(repository.dir, blob.sha)
    if (request.from && request.to) bytes = lineRange(bytes, request.from, request.to)
    item.content = bytes.toString('base64')
    item.encoding = 'base64'
  }
  if (request.include_last_commit) {
    const dir = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : ''
    const sha = (await lastCommitsOf(repository.dir, request.ref_id, dir, [name])).get(name)
    const last = sha && (await readCommits(repository.dir, [sha])).get(sha)
    if (last) item.last_commit = last
  }
  return item
}

/** Lines `from`..`to-1`, 1-based, as the real provider slices them. */
function lineRange(bytes: Buffer, from: number, to: number): Buffer {
  const lines = bytes.toString('utf8').split('\n')
  return Buffer.from(lines.slice(from - 1, Math.max(from - 1, to - 1)).join('\n'), 'utf8')
}

function isString(value: string | undefined): value is string {
  return typeof value === 'string'
}
