import type { PullRequest, Repository } from '@gitopia-client/chain/gitopia'
import type { QueryClient } from '@tanstack/react-query'
import { refQuery, repositoryByIdQuery, storageSession } from '@/features/repository/index.ts'
import { pullDiffQuery } from './pull-diff.ts'
import { pullDiffStatQuery } from './pull-diff-stat.ts'

interface Where {
  readonly id: string
  readonly ownerAddress: string
  readonly name: string
}

/** The Files tab's reads once the pull request is known: both branch heads, then diff and stat. */
export async function prefetchPullFiles(
  queryClient: QueryClient,
  api: string,
  defaultProvider: string | undefined,
  repository: Repository,
  early: Promise<PullRequest>,
  forks: Promise<readonly Where[]>,
): Promise<void> {
  const pull = await early.catch(() => null)
  if (!pull?.head || !pull.base) return
  const known = [repository, ...(await forks)]
  const ends = [pull.head.repositoryId, pull.base.repositoryId].map(id => {
    const where = known.find(candidate => candidate.id === id)
    const read = queryClient.ensureQueryData(repositoryByIdQuery(api, id))
    if (!where) return read
    read.catch(() => undefined)
    return Promise.resolve<Where>(where)
  })
  const [head, base] = await Promise.all(ends).catch(() => [])
  if (!head || !base) return
  const shas = await headsOf(queryClient, api, pull, head, base)
  if (!shas) return
  const session = storageSession(api, defaultProvider)
  const commits = {
    baseRepositoryId: pull.base.repositoryId,
    headRepositoryId: pull.head.repositoryId,
    ...shas,
  }
  void queryClient.prefetchInfiniteQuery(pullDiffQuery(session, commits))
  void queryClient.prefetchQuery(pullDiffStatQuery(session, commits))
}

/** An open pull request compares the branch heads; a closed one the shas the chain kept. */
async function headsOf(
  queryClient: QueryClient,
  api: string,
  pull: PullRequest,
  head: Where,
  base: Where,
): Promise<{ headSha: string; baseSha: string } | null> {
  if (!pull.head || !pull.base) return null
  if (pull.state !== 'OPEN') return { headSha: pull.head.commitSha, baseSha: pull.base.commitSha }
  const sha = (where: Where, branch: string) =>
    queryClient
      .ensureQueryData(refQuery(api, where.ownerAddress, where.name, 'branch', branch))
      .catch(() => null)
  const [headSha, baseSha] = await Promise.all([
    sha(head, pull.head.branch),
    sha(base, pull.base.branch),
  ])
  return headSha && baseSha ? { headSha, baseSha } : null
}
