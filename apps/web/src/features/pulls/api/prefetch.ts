// The pull request page's route loader (docs/performance.md): the pull request (and, for the Files tab,
// the forks that may hold its head) is read by the names in the URL at once, alongside the
// repository; then the thread and both branch heads; then the diff. The page's own queries
// find each answer in the cache.
import { getPullRequest, listForks } from '@gitopia-client/chain/gitopia'
import type { QueryClient } from '@tanstack/react-query'
import { adoptRead } from '@/lib/query-client.ts'
import { commentsQuery } from '@/features/discussion/index.ts'
import {
  isPossibleOwner,
  loadMarkdownView,
  loadRepository,
  type RepositoryParams,
} from '@/features/repository/index.ts'
import { iidOf } from '@/lib/iid.ts'
import { FORK_PAGE } from './opening-reads.ts'
import { pullQuery } from './pull.ts'

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
  // The Files tab's reads (forks, branch heads, diff) and their code load only for that tab.
  const filesPart = files ? import('./prefetch-files.ts') : null
  filesPart?.catch(() => undefined)
  const early = getPullRequest(api, params.owner, params.repo, iid)
  early.catch(() => undefined)
  const forks = files
    ? listForks(api, params.owner, params.repo, { page: { limit: FORK_PAGE } }).then(
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
  if (!filesPart) return
  const { prefetchPullFiles } = await filesPart
  await prefetchPullFiles(queryClient, api, defaultProvider, repository, early, forks)
}
