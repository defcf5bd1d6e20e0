import { createRepositoryMsg } from '@gitopia-client/chain/gitopia'
import type { QueryKey } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useApiEndpoint } from '@/config/app-config.ts'
import { ownerRepositoriesQuery } from '@/features/owner/index.ts'
import { Button } from '@/ui/button.tsx'
import { RepositoryFields, useRepositoryDraft } from './repository-fields.tsx'
import { describeTxFailure, type TxFailure } from '@gitopia-client/chain/tx'
import { FailureNote } from '@/ui/failure-note.tsx'

export interface RepositoryCreator {
  readonly address: string
  /** Chain username when the user has one. */
  readonly username?: string | undefined
}

export interface NewRepositoryFormProps {
  readonly account: RepositoryCreator
  /**
   * Signs and broadcasts, then refreshes the `invalidate` reads (the wallet's useChainMutation);
   * rejects with the failure.
   */
  readonly submit: (request: {
    msgs: { typeUrl: string; value: unknown }[]
    failureShownInline?: boolean
    invalidate?: readonly QueryKey[]
  }) => Promise<unknown>
  /** Reads these again (useChainMutation's refresh). */
  readonly refresh: (keys: readonly QueryKey[]) => Promise<void>
  readonly pending: boolean
  /** Owner address to start with (a DAO dashboard's "New" passes its DAO). */
  readonly initialOwner: string | null
  /** Called after the chain accepted it, with the owner's name and the repository name. */
  readonly onCreated: (owner: string, name: string) => void
}

/** Create a repository for the user or one of their DAOs (`MsgCreateRepository`). */
export function NewRepositoryForm({
  account,
  submit,
  refresh,
  pending,
  initialOwner,
  onCreated,
}: NewRepositoryFormProps) {
  const api = useApiEndpoint()
  const draft = useRepositoryDraft(account, initialOwner)
  const { owner, checkError, name, status, typedName, description } = draft
  const [failure, setFailure] = useState<TxFailure | null>(null)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!owner || status.state !== 'available' || pending) return
    setFailure(null)
    const ownerRepositories = ownerRepositoriesQuery(api, owner.address).queryKey
    try {
      await submit({
        failureShownInline: true,
        msgs: [
          createRepositoryMsg({
            creator: account.address,
            owner: owner.address,
            name,
            description: description.trim(),
          }),
        ],
        invalidate: [ownerRepositories],
      })
    } catch (error) {
      setFailure(describeTxFailure(error))
      // Someone may have taken the name meanwhile: look again.
      void refresh([ownerRepositories])
      return
    }
    onCreated(
      owner.address === account.address ? account.username || account.address : owner.name,
      name,
    )
  }

  const statusColor =
    status.state === 'available'
      ? 'text-green-700 dark:text-green-400'
      : status.state === 'checking'
        ? 'text-fg-muted'
        : 'text-danger'

  return (
    <form
      onSubmit={event => void onSubmit(event)}
      className="flex max-w-2xl flex-col gap-5"
      noValidate
    >
      <RepositoryFields draft={draft} inline>
        {name !== '' && name !== typedName.trim() && (
          <p>
            Your new repository will be created as <strong className="break-all">{name}</strong>.
          </p>
        )}
        {status.state !== 'empty' && (
          <p className={statusColor} data-testid="name-status">
            {status.state !== 'checking'
              ? status.message
              : checkError
                ? `Could not check the name: ${checkError.message}`
                : 'Checking availability…'}
          </p>
        )}
      </RepositoryFields>
      <FailureNote failure={failure} />
      <div>
        <Button type="submit" variant="primary" disabled={pending || status.state !== 'available'}>
          {pending ? 'Creating repository…' : 'Create repository'}
        </Button>
      </div>
    </form>
  )
}
