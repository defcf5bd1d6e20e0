import {
  approveReleaseAssetsMsg,
  deleteReleaseMsg,
  type Release,
} from '@gitopia-client/chain/gitopia'
import { getReleaseAssetsProposal } from '@gitopia-client/chain/storage'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { repositoryKeys, useRepository } from '@/features/repository/index.ts'
import { useChainMutation } from '@/features/wallet/index.ts'
import { Button, ButtonLink } from '@/ui/button.tsx'
import { FormActions } from '@/ui/form-parts.tsx'
import { Dialog } from '@/ui/dialog.tsx'
import { ApprovalProgress } from '../components/approval-progress.tsx'
import { awaitAndApprove } from '../model/approval.ts'
import { useProviderDelete } from '../model/use-provider-delete.ts'
import { useRepositoryAccess } from '@/features/repository/index.ts'
import { repositoryAdminKeys } from '../api/keys.ts'
import { pendingAssetsQuery } from './api.ts'
import { releasePaths } from './paths.ts'
import { describeTxFailure, type TxFailure } from '@gitopia-client/chain/tx'
import { FailureNote } from '@/ui/failure-note.tsx'

/** Every read a release change affects. */
function useReleaseKeys() {
  const api = useApiEndpoint()
  const { owner, name, repository } = useRepository()
  return [
    repositoryAdminKeys.releases(api, repository.id),
    repositoryAdminKeys.releasesByTag(api, repository.id),
    repositoryAdminKeys.assetProposals(api, repository.id),
    repositoryKeys.latestRelease(api, repository.id),
    repositoryKeys.repository(api, owner, name),
  ]
}

/**
 * Refreshes every read a release change affects, for flows of several txs that end either way
 * (a provider's proposal may never come): a single tx passes the keys to `submit` instead.
 */
export function useInvalidateReleases() {
  const { refresh } = useChainMutation()
  const keys = useReleaseKeys()
  return () => refresh(keys)
}

/** Edit and Delete, for those who may manage releases. */
export function ReleaseActions({ release }: { release: Release }) {
  const { owner, repository } = useRepository()
  const { can, account } = useRepositoryAccess()
  const [confirming, setConfirming] = useState(false)
  if (!account || !can('manageReleases')) return null
  return (
    <>
      <ButtonLink to={releasePaths.edit(owner, repository.name, release.tagName)}>Edit</ButtonLink>
      <Button onClick={() => setConfirming(true)}>Delete</Button>
      {confirming && <DeleteReleaseDialog release={release} onClose={() => setConfirming(false)} />}
    </>
  )
}

function DeleteReleaseDialog({ release, onClose }: { release: Release; onClose: () => void }) {
  const api = useApiEndpoint()
  const { owner, repository } = useRepository()
  const { account } = useRepositoryAccess()
  const { submit, pending } = useChainMutation()
  const invalidate = useInvalidateReleases()
  const navigate = useNavigate()
  const { run, busy, failure, phase, setPhase } = useProviderDelete()

  const remove = async () => {
    if (!account) return
    await run(async provider => {
      await submit({ msgs: [deleteReleaseMsg(account.address, release.id, provider.creator)] })
      // The provider proposes dropping the stored assets; the user approves that too.
      if (release.attachments.length > 0) {
        await awaitAndApprove({
          read: () =>
            getReleaseAssetsProposal(api, repository.id, release.tagName, account.address),
          approve: id => submit({ msgs: [approveReleaseAssetsMsg(account.address, id)] }),
          onPhase: setPhase,
        })
      }
      await invalidate()
      await navigate(releasePaths.list(owner, repository.name))
    })
  }

  return (
    <Dialog open title="Delete this release?" onClose={() => !busy && onClose()}>
      <p className="text-sm">
        <strong>{release.name || release.tagName}</strong> and its{' '}
        {release.attachments.length === 1 ? 'asset' : `${release.attachments.length} assets`} will
        be deleted. The tag <code>{release.tagName}</code> stays.
      </p>
      <ApprovalProgress phase={phase} what="removal of the assets" />
      <FailureNote failure={failure} />
      <FormActions onCancel={onClose} cancelDisabled={busy}>
        <Button variant="danger" onClick={() => void remove()} disabled={busy || pending}>
          {busy ? 'Deleting…' : 'Delete release'}
        </Button>
      </FormActions>
    </Dialog>
  )
}

/**
 * A proposal of the provider that still waits for this user's approval (a flow that timed out or a
 * page closed midway): shown on the release with a button to finish it.
 */
export function PendingAssetsApproval({ tag }: { tag: string }) {
  const api = useApiEndpoint()
  const { repository } = useRepository()
  const { account, can } = useRepositoryAccess()
  const enabled = !!account && can('manageReleases')
  const pendingProposal = useQuery({
    ...pendingAssetsQuery(api, repository.id, tag, account?.address ?? ''),
    enabled,
  })
  const { submit, pending } = useChainMutation()
  const releaseKeys = useReleaseKeys()
  const [failure, setFailure] = useState<TxFailure | null>(null)
  const proposal = pendingProposal.data
  if (!enabled || !proposal || !account) return null
  const approve = async () => {
    setFailure(null)
    try {
      await submit({
        msgs: [approveReleaseAssetsMsg(account.address, proposal.id)],
        invalidate: releaseKeys,
      })
    } catch (error) {
      setFailure(describeTxFailure(error))
    }
  }
  return (
    <div
      className="flex flex-col gap-2 rounded-md border border-amber-600 p-3 text-sm"
      data-testid="pending-assets"
    >
      <p>
        The storage provider proposed an update of this release&apos;s assets (proposal #
        {proposal.id}). It takes effect once you approve it.
      </p>
      <FailureNote failure={failure} />
      <div>
        <Button variant="primary" onClick={() => void approve()} disabled={pending}>
          Approve assets
        </Button>
      </div>
    </div>
  )
}
