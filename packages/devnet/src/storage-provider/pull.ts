import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { z } from 'zod'
import { assertCommit } from './commit.ts'
import { git } from './git.ts'
import { badRequest, HttpError, notFound } from './http-error.ts'
import { borrowObjectsFrom, type OpenRepository } from './repositories.ts'
import { isSafeRefName, isSha } from './validate.ts'

const id = z.union([z.number(), z.string()])

/** The two ends of a pull request, which both pull routes name. */
const pullEnds = z.object({
  base_repository_id: id,
  head_repository_id: id,
  base_branch: z.string(),
  head_branch: z.string(),
})

export const pullCommitsRequestSchema = pullEnds.extend({
  base_commit_sha: z.string().optional(),
  head_commit_sha: z.string().optional(),
})

export const mergeCheckRequestSchema = pullEnds.extend({
  merge_style: z.string().optional(),
  user_name: z.string().optional(),
  user_email: z.string().optional(),
  sender: z.string().optional(),
  pull_request_iid: id.optional(),
})

export interface MergeCheckResponse {
  data: { is_mergeable: boolean }
  error: string
}

/** `POST /pull/commits`: shas in head and not in base, newest first (`git rev-list` order). */
export async function getPullCommits(
  base: OpenRepository,
  head: OpenRepository,
  request: z.infer<typeof pullCommitsRequestSchema>,
): Promise<string[]> {
  const env = borrowObjectsFrom(base)
  const useShas = isSha(request.base_commit_sha ?? '') && isSha(request.head_commit_sha ?? '')
  const baseSha = useShas
    ? (request.base_commit_sha ?? '')
    : await branchHead(base, request.base_branch)
  const headSha = useShas
    ? (request.head_commit_sha ?? '')
    : await branchHead(head, request.head_branch)
  await assertCommit(head.dir, headSha, env)
  await assertCommit(head.dir, baseSha, env)
  const out = await git(head.dir, ['rev-list', headSha, `^${baseSha}`, '--'], { env })
  return out.stdout.toString().split('\n').filter(isShaLine)
}

/**
 * `POST /pull/check`: a dry-run merge with `git merge-tree --write-tree`. New objects go to a
 * throwaway object directory, so checking never writes into either repository. Conflicts answer
 * HTTP 500 with the JSON body, as the real provider does.
 */
export async function checkMerge(
  base: OpenRepository,
  head: OpenRepository,
  request: z.infer<typeof mergeCheckRequestSchema>,
): Promise<MergeCheckResponse> {
  const baseSha = await branchHead(base, request.base_branch)
  const headSha = await branchHead(head, request.head_branch)
  const scratch = await mkdtemp(join(tmpdir(), 'merge-check-'))
  try {
    const env = {
      GIT_OBJECT_DIRECTORY: scratch,
      GIT_ALTERNATE_OBJECT_DIRECTORIES: [join(base.dir, 'objects'), join(head.dir, 'objects')].join(
        ':',
      ),
    }
    const result = await git(
      base.dir,
      ['merge-tree', '--write-tree', '--name-only', baseSha, headSha],
      {
        env,
        okCodes: [1],
      },
    )
    if (result.code === 0) return { data: { is_mergeable: true }, error: '' }
    // Output: the tree id, the conflicted paths, a blank line, then messages.
    const lines = result.stdout.toString().split('\n').slice(1)
    const conflicts = lines.slice(0, Math.max(0, lines.indexOf('')))
    const body: MergeCheckResponse = {
      data: { is_mergeable: false },
      error: `merge conflict in ${conflicts.join(', ')}`,
    }
    throw new HttpError(500, body.error, body)
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
}

/** The commit a branch points at in a repository; 400 for an unsafe name, 404 for a missing one. */
export async function branchHead(repository: OpenRepository, branch: string): Promise<string> {
  if (!isSafeRefName(branch)) throw badRequest(`invalid branch name`)
  const out = await git(
    repository.dir,
    ['rev-parse', '--verify', '--quiet', `refs/heads/${branch}^{commit}`],
    { okCodes: [1] },
  )
  const sha = out.stdout.toString().trim()
  if (out.code !== 0 || !isSha(sha)) throw notFound(`branch ${branch} not found`)
  return sha
}

function isShaLine(line: string): boolean {
  return isSha(line)
}
