import { daoProfileMsg, type DaoProfileField } from '@gitopia-client/chain/gitopia'
import { useState, type FormEvent } from 'react'
import { Button } from '@/ui/button.tsx'
import { useDaoProposal } from '../api/use-dao-proposal.ts'

const FIELDS: Record<DaoProfileField, string> = {
  name: 'Name',
  description: 'Description',
  website: 'Website',
  location: 'Location',
  avatar: 'Avatar URL',
}
const field = 'rounded-md border border-border bg-canvas px-2 py-1 text-sm'

/** Proposes a change to one field of the DAO's profile (the policy is the DAO's admin). */
export function ProposeProfile({
  proposer,
  policyAddress,
  daoAddress,
}: {
  proposer: string
  policyAddress: string
  daoAddress: string
}) {
  const { propose, pending } = useDaoProposal(proposer, policyAddress)
  const [which, setWhich] = useState<DaoProfileField>('description')
  const [value, setValue] = useState('')

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const proposed = await propose({
      title:
        which === 'name'
          ? `Rename the DAO to ${value}`
          : `Change the ${FIELDS[which].toLowerCase()}`,
      summary: value,
      messages: [daoProfileMsg(which, policyAddress, daoAddress, value)],
    })
    if (proposed) setValue('')
  }

  return (
    <form onSubmit={submit} aria-label="Propose a profile change" className="flex flex-col gap-2">
      <select
        aria-label="Profile field"
        value={which}
        onChange={e => setWhich(e.target.value as DaoProfileField)}
        className={field}
      >
        {Object.entries(FIELDS).map(([key, label]) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </select>
      <input
        aria-label="New value"
        value={value}
        onChange={e => setValue(e.target.value)}
        className={field}
      />
      <Button type="submit" disabled={pending}>
        Propose change
      </Button>
    </form>
  )
}
