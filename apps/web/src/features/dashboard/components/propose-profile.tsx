import {
  daoProfileChangeMsgs,
  type Dao,
  type DaoProfileChanges,
  type DaoProfileField,
} from '@gitopia-client/chain/gitopia'
import { useState, type FormEvent } from 'react'
import { Button } from '@/ui/button.tsx'
import { useDaoProposal, type DaoProposer } from '../api/use-dao-proposal.ts'
import { compactInput } from './compact-input.ts'

const FIELDS: Record<DaoProfileField, string> = {
  name: 'Name',
  description: 'Description',
  website: 'Website',
  location: 'Location',
  avatar: 'Avatar URL',
}
const profileOf = (dao: Dao): Record<DaoProfileField, string> => ({
  name: dao.name,
  description: dao.description,
  website: dao.website,
  location: dao.location,
  avatar: dao.avatarUrl,
})

/** The fields a person changed, with their new values. */
function changesFrom(
  current: Record<DaoProfileField, string>,
  edited: Record<DaoProfileField, string>,
): DaoProfileChanges {
  const fields = Object.keys(FIELDS) as DaoProfileField[]
  return Object.fromEntries(
    fields.filter(key => edited[key].trim() !== current[key]).map(key => [key, edited[key].trim()]),
  )
}

function titleOf(changes: DaoProfileChanges): string {
  const fields = Object.keys(changes) as DaoProfileField[]
  if (fields.length === 1 && changes.name !== undefined) return `Rename the DAO to ${changes.name}`
  return `Change the ${fields.map(key => FIELDS[key].toLowerCase()).join(', ')}`
}

/**
 * Proposes changes to the DAO's profile (the policy is the DAO's admin): every field starts at its
 * current value, and whatever was changed goes to one vote.
 */
export function ProposeProfile({ proposing, dao }: { proposing: DaoProposer; dao: Dao }) {
  const { propose, pending } = useDaoProposal(proposing)
  const current = profileOf(dao)
  const [edited, setEdited] = useState(current)
  const changes = changesFrom(current, edited)
  const changed = Object.keys(changes).length > 0

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!changed) return
    await propose({
      title: titleOf(changes),
      summary: Object.values(changes).join('\n'),
      messages: daoProfileChangeMsgs(proposing.policyAddress, dao.address, changes),
    })
  }

  return (
    <form onSubmit={submit} aria-label="Propose a profile change" className="flex flex-col gap-2">
      {(Object.entries(FIELDS) as [DaoProfileField, string][]).map(([key, label]) => (
        <label key={key} className="flex flex-col gap-1 text-xs text-fg-muted">
          {label}
          <input
            value={edited[key]}
            onChange={e => setEdited({ ...edited, [key]: e.target.value })}
            className={compactInput}
          />
        </label>
      ))}
      <Button type="submit" disabled={pending || !changed}>
        Propose change
      </Button>
    </form>
  )
}
