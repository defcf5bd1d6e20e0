import { toggleArweaveBackupMsg, toggleForcePushMsg } from '@gitopia-client/chain/gitopia'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useApiEndpoint } from '@/config/app-config.ts'
import { ownerQuery } from '@/features/owner/index.ts'
import {
  refListQuery,
  repositoryKeys,
  useRepository,
  useRepositoryAccess,
} from '@/features/repository/index.ts'
import { useChainMutation } from '@/features/wallet/index.ts'
import { useDraft } from '@/ui/use-draft.ts'
import { BranchSelect } from '../components/branch-select.tsx'
import { SettingForm } from './setting-form.tsx'
import { SettingsSection } from './settings-section.tsx'

/**
 * A branch's force-push setting (`allowForcePush`, on for a new branch): with it off, storage
 * providers refuse a push that rewrites the branch's history (docs/protocol.md#storage-provider-http-api).
 */
export function ForcePushSection() {
  const api = useApiEndpoint()
  const { repository } = useRepository()
  const { account } = useRepositoryAccess()
  const { submit } = useChainMutation()
  const [branch, setBranch] = useDraft(repository.defaultBranch)
  const branches = useInfiniteQuery(
    refListQuery(api, repository.ownerAddress, repository.name, 'branch'),
  )
  const current = branches.data?.pages.flatMap(page => page.items).find(ref => ref.name === branch)
  const ref = { id: repository.ownerAddress, name: repository.name }

  const toggle = async () => {
    await submit({
      failureShownInline: true,
      msgs: [toggleForcePushMsg(account?.address ?? '', ref, branch)],
      invalidate: [repositoryKeys.refLists(api)],
    })
  }

  return (
    <SettingsSection title="Branches">
      <SettingForm
        label="Force push"
        submitLabel={
          current?.allowForcePush === false ? 'Allow force pushes' : 'Refuse force pushes'
        }
        done="Force-push setting saved."
        disabled={current === undefined}
        onSubmit={toggle}
      >
        <BranchSelect label="Branch" value={branch} onChange={setBranch} className="min-w-48" />
        <p className="min-w-64 flex-1 text-sm" data-testid="force-push-state">
          {current === undefined ? (
            'Reading the branch…'
          ) : current.allowForcePush ? (
            <>
              Force pushes to <strong>{branch}</strong> are <strong>allowed</strong>: a push may
              rewrite its history.
            </>
          ) : (
            <>
              Force pushes to <strong>{branch}</strong> are <strong>refused</strong>: a push may
              only add commits to it.
            </>
          )}
        </p>
      </SettingForm>
    </SettingsSection>
  )
}

/**
 * Whether backup services also copy the repository to Arweave (`enableArweaveBackup`); what they
 * stored shows on the Storage tab. The chain takes the setting only for a verified owner's
 * repository (docs/protocol.md#repository-backups), so for any other it is shown, not offered.
 */
export function ArweaveBackupSection() {
  const api = useApiEndpoint()
  const { repository } = useRepository()
  const { account } = useRepositoryAccess()
  const { submit } = useChainMutation()
  const owner = useQuery(ownerQuery(api, repository.ownerAddress)).data
  const verified = owner ? (owner.type === 'DAO' ? owner.dao.verified : owner.user.verified) : null
  const on = repository.enableArweaveBackup

  const toggle = async () => {
    await submit({
      failureShownInline: true,
      msgs: [
        toggleArweaveBackupMsg(account?.address ?? '', {
          id: repository.ownerAddress,
          name: repository.name,
        }),
      ],
      invalidate: [repositoryKeys.repositories(api)],
    })
  }

  return (
    <SettingsSection title="Backups">
      <SettingForm
        label="Arweave backup"
        submitLabel={on ? 'Stop Arweave backups' : 'Back up to Arweave'}
        done="Backup setting saved."
        disabled={verified !== true}
        onSubmit={toggle}
      >
        <p className="min-w-64 flex-1 text-sm" data-testid="arweave-backup-state">
          Arweave backups are <strong>{on ? 'on' : 'off'}</strong>:{' '}
          {on
            ? 'backup services also keep a permanent copy on Arweave.'
            : 'copies are kept on IPFS only.'}
        </p>
        {verified === false && (
          <p className="w-full text-sm text-fg-muted" data-testid="arweave-unverified">
            Only repositories of verified users and DAOs can change this setting, and{' '}
            {repository.ownerType === 'DAO' ? 'this DAO' : 'this owner'} is not verified.
            Verification comes from the chain’s operators, not from a transaction.
          </p>
        )}
      </SettingForm>
    </SettingsSection>
  )
}
