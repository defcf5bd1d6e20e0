import {
  canPerform,
  listUserDaos,
  repositoryAccess,
  type RepositoryAction,
} from '@gitopia-client/chain/gitopia'
import { useQuery } from '@tanstack/react-query'
import { useApiEndpoint } from '@/config/app-config.ts'
import { useRepository } from '@/features/repository/index.ts'
import { useActiveAccount } from '@/features/wallet/index.ts'

/** Whether `address` is a member of the DAO that owns the repository (asked only for DAO repos). */
function useDaoMembership(address: string | null, daoAddress: string, isDaoRepo: boolean) {
  const api = useApiEndpoint()
  return useQuery({
    queryKey: ['dao-membership', api, address, daoAddress] as const,
    queryFn: async ({ signal }) => {
      const page = await listUserDaos(api, address ?? '', { signal, page: { limit: 100 } })
      return page.items.some(dao => dao.address === daoAddress)
    },
    enabled: isDaoRepo && address !== null,
    staleTime: 60_000,
  })
}

export interface ViewerAccess {
  /** The signed-in address, or null. */
  readonly viewer: string | null
  /** The chain's permission rule for the viewer in this repository. */
  readonly can: (action: RepositoryAction) => boolean
}

/** What the signed-in person may do in the current repository (wire-format §5.1). */
export function useViewerAccess(): ViewerAccess {
  const { repository } = useRepository()
  const account = useActiveAccount()
  const viewer = account?.address ?? null
  const isDaoRepo = repository.ownerType === 'DAO'
  const membership = useDaoMembership(viewer, repository.ownerAddress, isDaoRepo)
  const access = repositoryAccess(repository, viewer, membership.data === true)
  return { viewer, can: action => canPerform(access, action) }
}
