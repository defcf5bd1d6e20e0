import { checkAddress, isPossibleOwnerName, shortenAddress } from '@gitopia-client/chain'
import {
  PERMISSIONS,
  removeCollaboratorMsg,
  removeDaoCollaboratorMsg,
  updateCollaboratorMsg,
  updateDaoCollaboratorMsg,
  type Permission,
} from '@gitopia-client/chain/gitopia'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useApiEndpoint } from '@/config/app-config.ts'
import { ownerNameQuery, useRepository } from '@/features/repository/index.ts'
import { Button } from '@/ui/button.tsx'
import { SelectField, TextField } from '@/ui/field.tsx'
import { OutcomeNotice, ProposalNotice } from '../components/proposal-notice.tsx'
import { useRepositoryAccess } from '@/features/repository/index.ts'
import type { SubmitOrProposeOutcome } from '@/features/wallet/index.ts'
import { useDaoAwareAction, type DaoAwareAction } from '../model/use-dao-action.ts'
import { useRepositoryKey } from './use-repository-key.ts'
import { describeTxFailure, type TxFailure } from '@gitopia-client/chain/tx'
import { FailureNote } from '@/ui/failure-note.tsx'
import { SettingsSection } from './settings-section.tsx'

const PERMISSION_HELP: Record<Permission, string> = {
  READ: 'Read',
  TRIAGE: 'Triage: labels, assignees, close and reopen',
  WRITE: 'Write: branches, tags, releases, labels',
  MAINTAIN: 'Maintain: also the description',
  ADMIN: 'Admin: everything, settings included',
}

/** A collaborator field accepts an address or a username; says what is wrong, or null. */
export function collaboratorProblem(input: string): string | null {
  const value = input.trim()
  if (value === '') return 'Enter an address or a username'
  if (value.startsWith('gitopia1')) {
    const check = checkAddress(value)
    return check.ok ? null : check.message
  }
  return isPossibleOwnerName(value) ? null : `"${value}" is neither an address nor a username`
}

function CollaboratorName({ address }: { address: string }) {
  const api = useApiEndpoint()
  const name = useQuery(ownerNameQuery(api, address, 'USER'))
  const shown = name.data && name.data !== address ? name.data : shortenAddress(address)
  return (
    <span className="min-w-0 flex-1 break-all" title={address}>
      {shown}
    </span>
  )
}

/** Collaborators and their permissions (READ … ADMIN): add, change, remove. */
export function CollaboratorsSection() {
  const { repository } = useRepository()
  const { account } = useRepositoryAccess()
  const action = useDaoAwareAction()
  const repositoryKey = useRepositoryKey()
  const [user, setUser] = useState('')
  const [permission, setPermission] = useState<Permission>('WRITE')
  const [failure, setFailure] = useState<TxFailure | null>(null)
  const [outcome, setOutcome] = useState<SubmitOrProposeOutcome | null>(null)
  const route = action.routeOf('collaborators')
  const ref = { id: repository.ownerAddress, name: repository.name }

  const run = async (request: DaoAwareAction, onDone?: () => void) => {
    if (!account) return
    setFailure(null)
    setOutcome(null)
    try {
      setOutcome(await action.run(account.address, { ...request, invalidate: [repositoryKey] }))
      onDone?.()
    } catch (error) {
      setFailure(describeTxFailure(error))
    }
  }

  const add = (event: FormEvent) => {
    event.preventDefault()
    const problem = collaboratorProblem(user)
    if (problem) {
      setFailure({ message: problem, rawLog: null })
      return
    }
    const who = user.trim()
    void run(
      {
        rule: 'collaborators',
        title: `Give ${who} ${permission} access to ${repository.name}`,
        direct: creator => [updateCollaboratorMsg(creator, ref, who, permission)],
        viaDao: policy => [updateDaoCollaboratorMsg(policy, ref, who, permission)],
      },
      () => setUser(''),
    )
  }

  return (
    <SettingsSection title="Collaborators">
      {repository.collaborators.length === 0 ? (
        <p className="text-sm text-fg-muted">No collaborators yet.</p>
      ) : (
        <ul className="rounded-md border border-border" aria-label="Collaborators">
          {repository.collaborators.map(collaborator => (
            <li
              key={collaborator.address}
              className="flex flex-wrap items-center gap-3 border-b border-border px-3 py-2 text-sm last:border-b-0"
              data-testid="collaborator"
            >
              <CollaboratorName address={collaborator.address} />
              <select
                aria-label={`Permission of ${collaborator.address}`}
                value={collaborator.permission}
                disabled={action.pending}
                onChange={event => {
                  const next = event.target.value as Permission
                  void run({
                    rule: 'collaborators',
                    title: `Change ${collaborator.address} to ${next} on ${repository.name}`,
                    direct: creator => [
                      updateCollaboratorMsg(creator, ref, collaborator.address, next),
                    ],
                    viaDao: policy => [
                      updateDaoCollaboratorMsg(policy, ref, collaborator.address, next),
                    ],
                  })
                }}
                className="rounded-md border border-border bg-canvas px-2 py-1"
              >
                {PERMISSIONS.map(p => (
                  <option key={p} value={p}>
                    {p}
                  </option>
                ))}
              </select>
              <Button
                aria-label={`Remove ${collaborator.address}`}
                disabled={action.pending}
                onClick={() =>
                  void run({
                    rule: 'collaborators',
                    title: `Remove ${collaborator.address} from ${repository.name}`,
                    direct: creator => [removeCollaboratorMsg(creator, ref, collaborator.address)],
                    viaDao: policy => [removeDaoCollaboratorMsg(policy, ref, collaborator.address)],
                  })
                }
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} className="flex flex-wrap items-end gap-2" noValidate>
        <TextField
          strong
          label="Add a collaborator"
          value={user}
          onChange={setUser}
          placeholder="Username or gitopia1… address"
          autoComplete="off"
          spellCheck={false}
          className="min-w-72 flex-1"
        />
        <SelectField
          strong
          label="Permission"
          options={PERMISSIONS.map(p => ({ value: p, label: p, title: PERMISSION_HELP[p] }))}
          value={permission}
          onChange={setPermission}
        />
        <Button type="submit" variant="primary" disabled={action.pending || action.loading}>
          {route.kind === 'proposal' ? 'Propose' : 'Add collaborator'}
        </Button>
      </form>
      <p className="text-xs text-fg-muted">{PERMISSION_HELP[permission]}</p>
      <ProposalNotice route={route} rule="collaborators" />
      <FailureNote failure={failure} />
      <OutcomeNotice outcome={outcome} done="Collaborators updated." />
    </SettingsSection>
  )
}
