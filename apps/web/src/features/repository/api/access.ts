import {
  canPerform,
  repositoryAccess,
  type RepositoryAccess,
  type RepositoryAction,
} from '@gitopia-client/chain/gitopia'
import { useActiveAccount, type ActiveAccount } from '@/features/wallet/index.ts'
import { useUserDaos } from '@/features/owner/index.ts'
import { useRepository } from '../model/repository-context.ts'

export interface Access {
  readonly account: ActiveAccount | null
  /** The signed-in address, or null. */
  readonly viewer: string | null
  readonly access: RepositoryAccess
  /** Whether the signed-in account may take this action (the chain's own rule). */
  readonly can: (action: RepositoryAction) => boolean
  /** Still finding out (DAO membership); hide actions meanwhile rather than flash them. */
  readonly loading: boolean
}

/** What the active account may do in the current repository (docs/protocol.md#permissions-and-common-checks). */
export function useRepositoryAccess(): Access {
  const { repository } = useRepository()
  const account = useActiveAccount()
  const isDaoRepository = repository.ownerType === 'DAO'
  const daos = useUserDaos(isDaoRepository && account ? account.address : null)
  const isMember = daos.data?.some(dao => dao.address === repository.ownerAddress) ?? false
  const access = repositoryAccess(repository, account?.address, isMember)
  return {
    account,
    viewer: account?.address ?? null,
    access,
    can: action => canPerform(access, action, repository.archived),
    loading: isDaoRepository && !!account && daos.isPending,
  }
}
