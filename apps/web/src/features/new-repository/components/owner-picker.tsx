import { shortenAddress } from '@gitopia-client/chain'
import { useState } from 'react'
import { SelectField } from '@/ui/field.tsx'
import { useOwnerRepositories, useUserDaos } from '@/features/owner/index.ts'
import { nameStatus } from './name-availability.ts'

export interface RepositoryOwnerChoice {
  readonly address: string
  readonly name: string
}

/**
 * Who a new repository (or fork) can belong to: the user or one of their DAOs, the chosen one, and
 * whether `typedName` is free there. A DAO given as `initial` counts only once the user's DAOs
 * confirm they belong to it.
 */
export function useRepositoryOwner(
  account: { readonly address: string; readonly username?: string | undefined },
  initial: string | null,
  typedName: string,
) {
  const daos = useUserDaos(account.address)
  const owners: RepositoryOwnerChoice[] = [
    { address: account.address, name: account.username || shortenAddress(account.address) },
    ...(daos.data ?? []).map(dao => ({ address: dao.address, name: dao.name })),
  ]
  const [choice, setChoice] = useState(initial ?? account.address)
  const owner = owners.find(o => o.address === choice) ?? owners[0]
  const existing = useOwnerRepositories(owner?.address ?? null)
  // `checkError`: the owner's repositories could not be read, so the name is not checked yet.
  return {
    owners,
    owner,
    setChoice,
    checkError: existing.error,
    ...nameStatus(typedName, existing.data),
  }
}

/** The "Owner" select of the new-repository form and the fork dialog. */
export function OwnerSelect({
  owners,
  owner,
  onChange,
}: {
  owners: readonly RepositoryOwnerChoice[]
  owner: RepositoryOwnerChoice | undefined
  onChange: (address: string) => void
}) {
  return (
    <SelectField
      strong
      label="Owner"
      options={owners.map(o => ({ value: o.address, label: o.name }))}
      value={owner?.address ?? ''}
      onChange={onChange}
    />
  )
}
