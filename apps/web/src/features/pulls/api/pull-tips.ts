import type { PullRequest } from '@gitopia-client/chain/gitopia'
import type { PullCommits } from '@gitopia-client/chain/storage'
import { useQuery } from '@tanstack/react-query'
import { useApiEndpoint } from '@/config/app-config.ts'
import { refQuery, repositoryByIdQuery } from '@/features/repository/index.ts'

// The shas a pull request is read at come from the chain's refs, never from a provider.

/** The sha at the tip of one end's branch (null: no such branch), looked up only while `live`. */
function useBranchTip(end: PullRequest['head'], live: boolean) {
  const api = useApiEndpoint()
  const repository = useQuery({
    ...repositoryByIdQuery(api, end?.repositoryId ?? ''),
    enabled: !!end,
  })
  const tip = useQuery({
    ...refQuery(
      api,
      repository.data?.ownerAddress ?? '',
      repository.data?.name ?? '',
      'branch',
      end?.branch ?? '',
    ),
    enabled: live && !!repository.data,
  })
  return tip.data
}

/**
 * The current commits of both ends: an open pull request compares the branch heads; a merged or
 * closed one keeps the shas the chain recorded.
 */
export function usePullCommits(pull: PullRequest): PullCommits | null {
  const live = pull.state === 'OPEN'
  const headTip = useBranchTip(pull.head, live)
  const baseTip = useBranchTip(pull.base, live)
  if (!pull.head || !pull.base) return null
  const heads = live
    ? { head: headTip, base: baseTip }
    : { head: pull.head.commitSha, base: pull.base.commitSha }
  if (!heads.head || !heads.base) return null
  return {
    baseRepositoryId: pull.base.repositoryId,
    headRepositoryId: pull.head.repositoryId,
    baseSha: heads.base,
    headSha: heads.head,
  }
}
