import { z } from 'zod'
import { assertCommit } from './commit.ts'
import { diffBetween, diffOptionsSchema, type DiffResponse, type DiffStatResponse } from './diff.ts'
import { EMPTY_TREE, git, gitText } from './git.ts'
import { badRequest } from './http-error.ts'
import { borrowObjectsFrom, type OpenRepository } from './repositories.ts'
import { isSha } from './validate.ts'

const id = z.union([z.number(), z.string()])

export const diffRequestSchema = z.object({
  repository_id: id,
  commit_sha: z.string(),
  previous_commit_sha: z.string().optional(),
  ...diffOptionsSchema,
})

export const pullDiffRequestSchema = z.object({
  base_repository_id: id,
  head_repository_id: id,
  base_commit_sha: z.string(),
  head_commit_sha: z.string(),
  ...diffOptionsSchema,
})

/** `POST /diff`: a commit against `previous_commit_sha`, its first parent, or nothing (root). */
export async function getDiff(
  repository: OpenRepository,
  request: z.infer<typeof diffRequestSchema>,
): Promise<DiffResponse | DiffStatResponse> {
  if (!isSha(request.commit_sha)) throw badRequest('commit_sha must be a 40-character sha')
  const previous = request.previous_commit_sha || undefined
  if (previous !== undefined && !isSha(previous)) {
    throw badRequest('previous_commit_sha must be a 40-character sha')
  }
  await assertCommit(repository.dir, request.commit_sha)
  if (previous !== undefined) await assertCommit(repository.dir, previous)
  const base = previous ?? (await firstParent(repository.dir, request.commit_sha)) ?? EMPTY_TREE
  return diffBetween(repository.dir, base, request.commit_sha, request)
}

/**
 * `POST /pull/diff`: merge-base(base, head) → head. Runs in the head repository with the base
 * repository's objects borrowed, so a fork and its parent need no fetch.
 */
export async function getPullDiff(
  base: OpenRepository,
  head: OpenRepository,
  request: z.infer<typeof pullDiffRequestSchema>,
): Promise<DiffResponse | DiffStatResponse> {
  if (!isSha(request.base_commit_sha) || !isSha(request.head_commit_sha)) {
    throw badRequest('base_commit_sha and head_commit_sha must be 40-character shas')
  }
  const env = borrowObjectsFrom(base)
  await assertCommit(head.dir, request.head_commit_sha, env)
  await assertCommit(head.dir, request.base_commit_sha, env)
  const mergeBase = await git(
    head.dir,
    ['merge-base', request.base_commit_sha, request.head_commit_sha],
    {
      env,
      okCodes: [1],
    },
  )
  const from = mergeBase.code === 0 ? mergeBase.stdout.toString().trim() : EMPTY_TREE
  return diffBetween(head.dir, from, request.head_commit_sha, request, env)
}

async function firstParent(repo: string, sha: string): Promise<string | undefined> {
  const parents = (await gitText(repo, ['rev-list', '--parents', '-n', '1', sha])).trim().split(' ')
  return parents[1]
}
