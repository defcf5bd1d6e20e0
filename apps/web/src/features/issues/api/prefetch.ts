// The issue page's route loader (docs/performance.md): the issue is read by the names in the URL at once,
// alongside the repository; the thread follows as soon as the repository's id is known. The
// page's own queries find both in the cache.
import { getIssue } from '@gitopia-client/chain/gitopia'
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
import { issueQuery } from './issues.ts'

export async function prefetchIssuePage(
  queryClient: QueryClient,
  api: string,
  defaultProvider: string | undefined,
  params: RepositoryParams & { readonly iid: string | undefined },
): Promise<void> {
  const iid = iidOf(params.iid)
  if (iid === null || !isPossibleOwner(params.owner)) return
  // The description is Markdown: its renderer loads with the data, not after it arrives.
  loadMarkdownView().catch(() => undefined)
  const early = getIssue(api, params.owner, params.repo, iid)
  early.catch(() => undefined)
  const repository = await loadRepository(queryClient, api, defaultProvider, params)
  if (!repository) return
  adoptRead(queryClient, issueQuery(api, repository, iid), early)
  void queryClient.prefetchQuery(
    commentsQuery(api, { kind: 'issue', repositoryId: repository.id, iid }),
  )
}
