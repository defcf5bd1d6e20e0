import {
  array as zArray,
  boolean as zBoolean,
  _default as zDefault,
  object as zObject,
  string as zString,
} from 'zod/mini'
import { HttpError, joinUrl, postJson, type FetchJsonOptions } from '../rest/fetcher.ts'
import type { Page } from '../modules/gitopia/paging.ts'
import {
  commitsResponse,
  commitWire,
  contentResponse,
  diffResponse,
  diffStatResponse,
  type CommitWire,
  type pagination,
} from './wire.ts'
import type { Commit, Content, DiffStat, FileContent, FileDiff, TreeEntry } from './types.ts'
import type * as z from 'zod/mini'
import { decodeBase64, isDiffChange, toCommit } from './content-convert.ts'

/** Reads repository content from one storage provider (docs/protocol.md#storage-provider-http-api): framework-free. */

export interface PageParams {
  /** `nextKey` of the previous page; absent for the first page. */
  readonly key?: string | undefined
  /**
   * Start position, for random access into a long list. Offsets alone are fine; only continuing
   * from an offset page's `nextKey` skips an entry on the real provider.
   */
  readonly offset?: number | undefined
  readonly limit?: number | undefined
  readonly countTotal?: boolean | undefined
}

const DIRECTORY_PAGE = 100

/**
 * A directory page or one file at a commit. Key paging from the start: the real provider's
 * offset paging skips an entry (docs/protocol.md#provider-json).
 */
export async function getContent(
  apiUrl: string,
  request: {
    readonly repositoryId: string
    readonly commitSha: string
    readonly path: string
    readonly page?: PageParams | undefined
    readonly includeLastCommit?: boolean | undefined
    /** Include the bytes of files over the provider's inline limit (1 MB). */
    readonly full?: boolean | undefined
  },
  options?: FetchJsonOptions,
): Promise<Content> {
  const path = request.path.replace(/^\/+|\/+$/g, '')
  const body = await postJson(
    joinUrl(apiUrl, '/content'),
    {
      repository_id: Number(request.repositoryId),
      ref_id: request.commitSha,
      path,
      include_last_commit: request.includeLastCommit ?? false,
      no_restriction: request.full ?? false,
      pagination: pageBody(request.page, DIRECTORY_PAGE),
    },
    contentResponse,
    options,
  )
  const [only] = body.content
  if (path !== '' && body.content.length === 1 && only?.type === 'BLOB' && only.path === path) {
    const file: FileContent = {
      name: only.name,
      path: only.path,
      sha: only.sha,
      sizeBytes: only.size ?? 0,
      bytes: only.content === undefined ? null : decodeBase64(only.content),
      lastCommit: only.last_commit ? toCommit(only.last_commit) : null,
    }
    return { kind: 'file', file }
  }
  const entries: TreeEntry[] = body.content.map(item => ({
    name: item.name,
    path: item.path,
    sha: item.sha,
    type: item.type === 'TREE' ? 'tree' : 'blob',
    lastCommit: item.last_commit ? toCommit(item.last_commit) : null,
  }))
  return { kind: 'tree', entries, ...pageInfo(body.pagination) }
}

/** History from a commit, newest first, optionally only commits touching `path`. */
export async function listCommits(
  apiUrl: string,
  request: {
    readonly repositoryId: string
    readonly fromSha: string
    readonly path?: string | undefined
    readonly page?: PageParams | undefined
  },
  options?: FetchJsonOptions,
): Promise<Page<Commit>> {
  const path = (request.path ?? '').replace(/^\/+|\/+$/g, '')
  const body = await postJson(
    joinUrl(apiUrl, '/commits'),
    {
      repository_id: Number(request.repositoryId),
      init_commit_id: request.fromSha,
      ...(path ? { path } : {}),
      pagination: pageBody(request.page, 30),
    },
    commitsResponse,
    options,
  )
  const { nextKey, total } = pageInfo(body.pagination)
  return { items: body.commits.map(toCommit), nextKey, total }
}

/**
 * The provider's description of up to `limit` commits of the history from a commit (from `key`
 * on), as it sent them: only to rebuild the commit objects they describe (verified-history.ts).
 */
export async function describeHistory(
  apiUrl: string,
  request: {
    readonly repositoryId: string
    readonly fromSha: string
    readonly limit: number
    readonly key?: string | undefined
  },
  options?: FetchJsonOptions,
): Promise<{ readonly commits: CommitWire[]; readonly nextKey: string | null }> {
  const body = await postJson(
    joinUrl(apiUrl, '/commits'),
    {
      repository_id: Number(request.repositoryId),
      init_commit_id: request.fromSha,
      pagination: { limit: request.limit, ...(request.key ? { key: request.key } : {}) },
    },
    commitsResponse,
    options,
  )
  return { commits: body.commits, nextKey: pageInfo(body.pagination).nextKey }
}

export async function getCommit(
  apiUrl: string,
  request: { readonly repositoryId: string; readonly sha: string },
  options?: FetchJsonOptions,
): Promise<Commit> {
  const url = joinUrl(apiUrl, `/commits/${encodeURIComponent(request.sha)}`)
  const body = await postJson(
    url,
    { repository_id: Number(request.repositoryId) },
    commitWire,
    options,
  )
  return toCommit(body)
}

interface DiffRequest {
  readonly repositoryId: string
  readonly commitSha: string
  /** Compare with this commit instead of the first parent. */
  readonly previousSha?: string | undefined
}

/** One page of a commit's file diffs (files in git's order). */
export function getDiff(
  apiUrl: string,
  request: DiffRequest & { readonly page?: PageParams | undefined },
  options?: FetchJsonOptions,
): Promise<Page<FileDiff>> {
  return diffPage(apiUrl, '/diff', diffBody(request), request.page, options)
}

/** Totals of a commit's diff and the changed paths, without patches. */
export function getDiffStat(
  apiUrl: string,
  request: DiffRequest,
  options?: FetchJsonOptions,
): Promise<DiffStat> {
  return diffStat(apiUrl, '/diff', diffBody(request), options)
}

/** The provider's raw URL of a file at a branch head (the provider resolves branches only). */
export function rawFileUrl(
  apiUrl: string,
  owner: string,
  repository: string,
  branch: string,
  path: string,
): string {
  const segments = [owner, repository, ...branch.split('/'), ...path.split('/').filter(Boolean)]
  return joinUrl(apiUrl, `/raw/${segments.map(encodeURIComponent).join('/')}`)
}

/** URL of a release attachment on a provider. */
export function releaseAssetUrl(
  apiUrl: string,
  owner: string,
  repository: string,
  tag: string,
  fileName: string,
): string {
  const segments = [owner, repository, ...tag.split('/'), fileName]
  return joinUrl(apiUrl, `/releases/${segments.map(encodeURIComponent).join('/')}`)
}

/** A page of file diffs the provider computes at `path` (`/diff`, `/pull/diff`). */
async function diffPage(
  apiUrl: string,
  path: string,
  request: object,
  page: PageParams | undefined,
  options?: FetchJsonOptions,
): Promise<Page<FileDiff>> {
  const body = await postJson(
    joinUrl(apiUrl, path),
    { ...request, pagination: pageBody(page, 10) },
    diffResponse,
    options,
  )
  const { nextKey, total } = pageInfo(body.pagination)
  return { items: body.diff.map(toFileDiff), nextKey, total }
}

/** The totals of the same diff, without patches. */
async function diffStat(
  apiUrl: string,
  path: string,
  request: object,
  options?: FetchJsonOptions,
): Promise<DiffStat> {
  const body = await postJson(
    joinUrl(apiUrl, path),
    { ...request, only_stat: true },
    diffStatResponse,
    options,
  )
  return {
    additions: body.stat.addition,
    deletions: body.stat.deletion,
    filesChanged: body.files_changed,
    paths: body.file_names,
  }
}

function toFileDiff(diff: z.output<typeof diffResponse>['diff'][number]): FileDiff {
  const [before, after] = diff.file_name.includes(' -> ')
    ? diff.file_name.split(' -> ')
    : [diff.file_name, diff.file_name]
  return {
    path: after ?? diff.file_name,
    previousPath: before ?? diff.file_name,
    additions: diff.stat.addition,
    deletions: diff.stat.deletion,
    patch: diff.patch,
    changes: diff.type.filter(isDiffChange),
    sizeBytes: diff.file_size,
  }
}

/** Two commits of a pull request, possibly in two repositories (a fork and its parent). */
export interface PullCommits {
  readonly baseRepositoryId: string
  readonly headRepositoryId: string
  readonly baseSha: string
  readonly headSha: string
}

const pullDiffBody = (request: PullCommits) => ({
  base_repository_id: Number(request.baseRepositoryId),
  head_repository_id: Number(request.headRepositoryId),
  base_commit_sha: request.baseSha,
  head_commit_sha: request.headSha,
})

/** One page of a pull request's file diffs: merge-base(base, head) → head. */
export function getPullDiff(
  apiUrl: string,
  request: PullCommits & { readonly page?: PageParams | undefined },
  options?: FetchJsonOptions,
): Promise<Page<FileDiff>> {
  return diffPage(apiUrl, '/pull/diff', pullDiffBody(request), request.page, options)
}

/** Totals of a pull request's diff. */
export function getPullDiffStat(
  apiUrl: string,
  request: PullCommits,
  options?: FetchJsonOptions,
): Promise<DiffStat> {
  return diffStat(apiUrl, '/pull/diff', pullDiffBody(request), options)
}

/** Branches of a pull request, possibly in two repositories. */
export interface PullBranches {
  readonly baseRepositoryId: string
  readonly headRepositoryId: string
  readonly baseBranch: string
  readonly headBranch: string
}

const pullBranchesBody = (request: PullBranches) => ({
  base_repository_id: Number(request.baseRepositoryId),
  head_repository_id: Number(request.headRepositoryId),
  base_branch: request.baseBranch,
  head_branch: request.headBranch,
})

/** The shas in head that are not in base, newest first. */
export async function listPullCommitShas(
  apiUrl: string,
  request: PullBranches & Partial<Pick<PullCommits, 'baseSha' | 'headSha'>>,
  options?: FetchJsonOptions,
): Promise<string[]> {
  return postJson(
    joinUrl(apiUrl, '/pull/commits'),
    {
      ...pullBranchesBody(request),
      // The chain's shas, so the list is of the commits the page shows, not of moved branches.
      ...(request.baseSha && request.headSha
        ? { base_commit_sha: request.baseSha, head_commit_sha: request.headSha }
        : {}),
    },
    zArray(zString()),
    options,
  )
}

export type Mergeability =
  { readonly mergeable: true } | { readonly mergeable: false; readonly reason: string }

/**
 * The provider's dry-run merge. It answers a conflict with HTTP 500 and the reason as `error`,
 * which is an answer here, not a sick provider.
 */
export async function checkPullMergeable(
  apiUrl: string,
  request: PullBranches & { readonly sender: string; readonly iid: number },
  options?: FetchJsonOptions,
): Promise<Mergeability> {
  try {
    const body = await postJson(
      joinUrl(apiUrl, '/pull/check'),
      {
        ...pullBranchesBody(request),
        merge_style: 'merge',
        user_name: request.sender,
        user_email: '<>',
        sender: request.sender,
        pull_request_iid: request.iid,
      },
      mergeCheckResponse,
      options,
    )
    return body.data.is_mergeable
      ? { mergeable: true }
      : { mergeable: false, reason: body.error || 'The branches cannot be merged' }
  } catch (error) {
    if (error instanceof HttpError && error.status === 500 && error.serverMessage)
      return { mergeable: false, reason: error.serverMessage }
    throw error
  }
}

const mergeCheckResponse = zObject({
  data: zObject({ is_mergeable: zBoolean() }),
  error: zDefault(zString(), ''),
})

function diffBody(request: DiffRequest) {
  return {
    repository_id: Number(request.repositoryId),
    commit_sha: request.commitSha,
    ...(request.previousSha ? { previous_commit_sha: request.previousSha } : {}),
  }
}

function pageBody(page: PageParams | undefined, defaultLimit: number) {
  return {
    ...(page?.key ? { key: page.key } : {}),
    ...(page?.offset ? { offset: page.offset } : {}),
    limit: page?.limit ?? defaultLimit,
    ...(page?.countTotal ? { count_total: true } : {}),
  }
}

function pageInfo(wire: z.output<typeof pagination>): {
  nextKey: string | null
  total: number | null
} {
  const total = wire?.total === undefined || wire.total === null ? null : Number(wire.total)
  return {
    nextKey: wire?.next_key || null,
    total: total !== null && Number.isSafeInteger(total) ? total : null,
  }
}
