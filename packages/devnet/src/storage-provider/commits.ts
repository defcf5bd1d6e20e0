import { z } from 'zod'
import {
  assertCommit,
  COMMIT_FORMAT,
  parseCommits,
  readCommits,
  type CommitJson,
} from './commit.ts'
import { git } from './git.ts'
import { badRequest, notFound } from './http-error.ts'
import { pageResponse, paginationSchema, readPage, type PaginationResponse } from './pagination.ts'
import type { OpenRepository } from './repositories.ts'
import { objectAt } from './tree.ts'
import { isSha, normalizeTreePath } from './validate.ts'

export const commitsRequestSchema = z.object({
  repository_id: z.union([z.number(), z.string()]),
  init_commit_id: z.string(),
  path: z.string().optional(),
  pagination: paginationSchema,
})

export const commitRequestSchema = z.object({ repository_id: z.union([z.number(), z.string()]) })

export interface CommitsResponse {
  commits: CommitJson[]
  pagination: PaginationResponse
}

const DEFAULT_PAGE = 100

/** `POST /commits`: history from a commit, newest first, optionally limited to a path. */
export async function getCommits(
  repository: OpenRepository,
  request: z.infer<typeof commitsRequestSchema>,
): Promise<CommitsResponse> {
  if (!isSha(request.init_commit_id)) throw badRequest('init_commit_id must be a 40-character sha')
  const path = normalizeTreePath(request.path ?? '')
  if (path === undefined) throw badRequest('invalid path')
  await assertCommit(repository.dir, request.init_commit_id)
  if (path !== '' && !(await objectAt(repository.dir, request.init_commit_id, path))) {
    throw notFound(`path ${path} not found`)
  }
  const page = readPage(request.pagination, DEFAULT_PAGE)
  const pathArgs = path === '' ? ['--'] : ['--', path]
  // One extra commit tells whether another page exists without counting the whole history.
  const out = await git(repository.dir, [
    'log',
    COMMIT_FORMAT,
    `--skip=${page.start}`,
    `--max-count=${page.limit + 1}`,
    request.init_commit_id,
    ...pathArgs,
  ])
  const commits = parseCommits(out.stdout)
  const hasMore = commits.length > page.limit
  let total: number | null = null
  if (page.countTotal) {
    const counted = await git(repository.dir, [
      'rev-list',
      '--count',
      request.init_commit_id,
      ...pathArgs,
    ])
    total = Number(counted.stdout.toString().trim())
  }
  return { commits: commits.slice(0, page.limit), pagination: pageResponse(page, hasMore, total) }
}

/** `POST /commits/{sha}`: one commit. */
export async function getCommit(repository: OpenRepository, sha: string): Promise<CommitJson> {
  if (!isSha(sha)) throw badRequest('commit sha must be 40 hex characters')
  await assertCommit(repository.dir, sha)
  const commit = (await readCommits(repository.dir, [sha])).get(sha)
  if (!commit) throw notFound(`commit ${sha} not found`)
  return commit
}
