import { actionRoute, type Repository } from '@gitopia-client/chain/gitopia'
import { useOwningDao } from '@/features/repository/index.ts'

/** null: merges are plain txs; else the DAO whose proposals merge this repository's pulls. */
export function useDaoMergeRoute(repository: Repository) {
  const owning = useOwningDao(repository)
  const isDao = repository.ownerType === 'DAO'
  const { dao, policyAddress } = owning.data ?? { dao: null, policyAddress: null }
  const votes = dao !== null && actionRoute(repository, dao, 'pullRequestMerge').kind !== 'direct'
  return {
    route: isDao && votes && policyAddress ? { daoName: dao.name, policy: policyAddress } : null,
    loading: isDao && owning.isPending,
  }
}
