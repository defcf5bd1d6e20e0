// The pull request page's route loader (issue 19): the pull request (and, for the Files tab,
// the forks that may hold its head) is read by the names in the URL at once, alongside the
// repository; then the thread and both branch heads; then the diff. The page's own queries
// find each answer in the cache.
import { getPullRequest, listForks, type PullRequest } from '@gitopia-client/chain/gitopia'
import type { QueryClient } from '@tanstack/react-query'
import { adoptRead } from '@/lib/query-client.ts'
import { commentsQuery } from '@/features/discussion/index.ts'
import {
  isPossibleOwner,
  loadMarkdownView,
  loadRepository,
  refQuery,
  repositoryByIdQuery,
  storageSession,
  type RepositoryParams,
} from '@/features/repository/index.ts'
import { iidOf } from '@/features/issues/index.ts'
import { pullQuery } from './pull.ts'
import { pullDiffQuery } from './pull-diff.ts'
import { pullDiffStatQuery } from './pull-diff-stat.ts'

interface Where {
  readonly id: string
  readonly ownerAddress: string
  readonly name: string
}

export async function prefetchPullPage(
  queryClient: QueryClient,
  api: string,
  defaultProvider: string | undefined,
  params: RepositoryParams & { readonly iid: string | undefined; readonly tab: string | undefined },
): Promise<void> {
  const iid = iidOf(params.iid)
  if (iid === null || !isPossibleOwner(params.owner)) return
  const files = params.tab === 'files'
  // The conversation's description is Markdown: its renderer loads with the data.
  if (!files) loadMarkdownView().catch(() => undefined)
  const early = getPullRequest(api, params.owner, params.repo, iid)
  early.catch(() => undefined)
  const forks = files
    ? listForks(api, params.owner, params.repo, { page: { limit: 50 } }).then(
        page => page.items,
        () => [],
      )
    : Promise.resolve([])
  const repository = await loadRepository(queryClient, api, defaultProvider, params)
  if (!repository) return
  adoptRead(queryClient, pullQuery(api, repository, iid), early)
  void queryClient.prefetchQuery(
    commentsQuery(api, { kind: 'pullrequest', repositoryId: repository.id, iid }),
  )
  if (!files) return
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
