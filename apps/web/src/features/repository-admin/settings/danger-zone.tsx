import { checkAddress, isPossibleOwnerName } from '@gitopia-client/chain'
import {
  approveRepositoryDeleteMsg,
  changeOwnerMsg,
  deleteRepositoryMsg,
  toggleRepositoryArchivedMsg,
} from '@gitopia-client/chain/gitopia'
import { getRepositoryDeleteProposal } from '@gitopia-client/chain/storage'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { paths } from '@/config/paths.ts'
import { repositoryKeys, useRepository } from '@/features/repository/index.ts'
import { useChainMutation, type SubmitOrProposeOutcome } from '@/features/wallet/index.ts'
import { Button } from '@/ui/button.tsx'
import { TextField } from '@/ui/field.tsx'
import { FormActions } from '@/ui/form-parts.tsx'
import { Dialog } from '@/ui/dialog.tsx'
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx'
import { ApprovalProgress } from '../components/approval-progress.tsx'
import { OutcomeNotice, ProposalNotice } from '../components/proposal-notice.tsx'
import { awaitAndApprove } from '../model/approval.ts'
import { useProviderDelete } from '../model/use-provider-delete.ts'
import { useRepositoryAccess } from '@/features/repository/index.ts'
import { useDaoAwareAction } from '../model/use-dao-action.ts'
import { describeTxFailure, type TxFailure } from '@gitopia-client/chain/tx'
import { FailureNote } from '@/ui/failure-note.tsx'
import { useRepositoryKey } from './use-repository-key.ts'
import { SettingsSection } from './settings-section.tsx'

function ownerProblem(value: string): string | null {
  if (value === '') return 'Enter the new owner'
  if (value.startsWith('gitopia1')) {
    const check = checkAddress(value)
    return check.ok ? null : check.message
  }
  return isPossibleOwnerName(value) ? null : `"${value}" is not a username, DAO name or address`
}

/** Archive, transfer and delete: the last two ask to type the repository's name first. */
export function DangerZone() {
  const { can } = useRepositoryAccess()
  const { archived } = useRepository().repository
  const [dialog, setDialog] = useState<'archive' | 'transfer' | 'delete' | null>(null)
  return (
    <SettingsSection title="Danger zone" danger>
      <ul className="rounded-md border border-danger">
        {can('toggleArchived') && (
          <li className="flex flex-wrap items-center gap-3 border-b border-border p-3 last:border-b-0">
            <p className="min-w-60 flex-1 text-sm">
              <strong>{archived ? 'Unarchive this repository' : 'Archive this repository'}</strong>
              <br />
              {archived
                ? 'It takes pushes, issues, pull requests and comments again.'
                : 'It becomes read-only: no pushes, issues, pull requests, comments or settings changes until it is unarchived.'}
            </p>
            <Button onClick={() => setDialog('archive')}>
              {archived ? 'Unarchive' : 'Archive this repository'}
            </Button>
          </li>
        )}
        {can('transferOwnership') && (
          <li className="flex flex-wrap items-center gap-3 border-b border-border p-3 last:border-b-0">
            <p className="min-w-60 flex-1 text-sm">
              <strong>Transfer ownership</strong>
              <br />
              Move this repository to another user or to a DAO you belong to.
            </p>
            <Button onClick={() => setDialog('transfer')}>Transfer</Button>
          </li>
        )}
        {can('deleteRepository') && (
          <li className="flex flex-wrap items-center gap-3 p-3">
            <p className="min-w-60 flex-1 text-sm">
              <strong>Delete this repository</strong>
              <br />
              Its issues, pull requests and releases go with it. This cannot be undone.
            </p>
            <Button onClick={() => setDialog('delete')}>Delete this repository</Button>
          </li>
        )}
      </ul>
      {dialog === 'archive' && <ArchiveDialog onClose={() => setDialog(null)} />}
      {dialog === 'transfer' && <TransferDialog onClose={() => setDialog(null)} />}
      {dialog === 'delete' && <DeleteDialog onClose={() => setDialog(null)} />}
    </SettingsSection>
  )
}

function ConfirmName({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { repository } = useRepository()
  return (
    <TextField
      label={
        <>
          Type <strong>{repository.name}</strong> to confirm
        </>
      }
      value={value}
      onChange={onChange}
      autoComplete="off"
    />
  )
}

function ArchiveDialog({ onClose }: { onClose: () => void }) {
  const { owner, repository } = useRepository()
  const { account } = useRepositoryAccess()
  const { submit } = useChainMutation()
  const repositoryKey = useRepositoryKey()
  const [failure, setFailure] = useState<TxFailure | null>(null)
  const toggle = async () => {
    if (!account) return false
    setFailure(null)
    try {
      const ref = { id: repository.ownerAddress, name: repository.name }
      await submit({
        failureShownInline: true,
        msgs: [toggleRepositoryArchivedMsg(account.address, ref)],
        invalidate: [repositoryKey],
      })
      return true
    } catch (error) {
      setFailure(describeTxFailure(error))
      return false
    }
  }
  const full = `${owner}/${repository.name}`
  return (
    <ConfirmDialog
      title={repository.archived ? `Unarchive ${full}?` : `Archive ${full}?`}
      confirmLabel={repository.archived ? 'Unarchive' : 'Archive'}
      danger={!repository.archived}
      onConfirm={toggle}
      onClose={onClose}
    >
      <p>
        {repository.archived
          ? 'Anyone may open issues, pull requests and comments again, and collaborators may push.'
          : 'Nobody can push, open issues or pull requests, comment or change settings until it is unarchived. Everything stays readable, and it can still be forked.'}
      </p>
      <FailureNote failure={failure} />
    </ConfirmDialog>
  )
}

function TransferDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate()
  const { repository } = useRepository()
  const { account } = useRepositoryAccess()
  const { submit, pending } = useChainMutation()
  const [owner, setOwner] = useState('')
  const [confirm, setConfirm] = useState('')
  const [failure, setFailure] = useState<TxFailure | null>(null)
  const transfer = async () => {
    if (!account) return
    const next = owner.trim()
    const problem = ownerProblem(next)
    if (problem) {
      setFailure({ message: problem, rawLog: null })
      return
    }
    setFailure(null)
    try {
      await submit({
        failureShownInline: true,
        msgs: [
          changeOwnerMsg(
            account.address,
            { id: repository.ownerAddress, name: repository.name },
            next,
          ),
        ],
      })
      await navigate(paths.repository.href(next, repository.name))
    } catch (error) {
      setFailure(describeTxFailure(error))
    }
  }
  return (
    <Dialog open title="Transfer ownership" onClose={() => !pending && onClose()}>
      <TextField
        label="New owner (username, DAO name or address)"
        value={owner}
        onChange={setOwner}
        autoComplete="off"
      />
      <ConfirmName value={confirm} onChange={setConfirm} />
      <FailureNote failure={failure} />
      <FormActions onCancel={onClose} cancelDisabled={pending}>
        <Button
          variant="danger"
          onClick={() => void transfer()}
          disabled={pending || confirm !== repository.name}
        >
          {pending ? 'Transferring…' : 'Transfer'}
        </Button>
      </FormActions>
    </Dialog>
  )
}

function DeleteDialog({ onClose }: { onClose: () => void }) {
  const api = useApiEndpoint()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { owner, repository } = useRepository()
  const { account } = useRepositoryAccess()
  const action = useDaoAwareAction()
  const { submit } = useChainMutation()
  const [confirm, setConfirm] = useState('')
  const [outcome, setOutcome] = useState<SubmitOrProposeOutcome | null>(null)
  const { run, busy, failure, phase, setPhase } = useProviderDelete()
  const route = action.routeOf('repositoryDeletion')

  const remove = async () => {
    if (!account) return
    await run(async provider => {
      const ref = { id: repository.ownerAddress, name: repository.name }
      const result = await action.run(account.address, {
        rule: 'repositoryDeletion',
        title: `Delete ${owner}/${repository.name}`,
        direct: creator => [deleteRepositoryMsg(creator, ref, provider.creator)],
        viaDao: policy => [deleteRepositoryMsg(policy, ref, provider.creator)],
      })
      if (result.kind === 'proposal') {
        setOutcome(result)
        return
      }
      // The named provider proposes the deletion (stored data or not); approving it deletes.
      const approval = await awaitAndApprove({
        read: () => getRepositoryDeleteProposal(api, repository.id, account.address),
        approve: id => submit({ msgs: [approveRepositoryDeleteMsg(account.address, id)] }),
        onPhase: setPhase,
      })
      if (approval.phase !== 'approved') return
      queryClient.removeQueries({ queryKey: repositoryKeys.repositories(api) })
      await navigate(paths.owner.href(owner))
    })
  }

  return (
    <Dialog open title="Delete this repository?" onClose={() => !busy && onClose()}>
      <p className="text-sm">
        <strong>
          {owner}/{repository.name}
        </strong>{' '}
        with its issues, pull requests, releases and stored data will be deleted. Repositories with
        forks cannot be deleted.
      </p>
      <ConfirmName value={confirm} onChange={setConfirm} />
      <ProposalNotice route={route} rule="repositoryDeletion" />
      <ApprovalProgress phase={phase} what="deletion of the stored data" />
      <FailureNote failure={failure} />
      <OutcomeNotice outcome={outcome} done="Deleted." />
      <FormActions onCancel={onClose} cancelDisabled={busy}>
        <Button
          variant="danger"
          onClick={() => void remove()}
          disabled={busy || confirm !== repository.name || outcome !== null}
        >
          {busy
            ? 'Deleting…'
            : route.kind === 'proposal'
              ? 'Propose deletion'
              : 'Delete this repository'}
        </Button>
      </FormActions>
    </Dialog>
  )
}
