import { groupProposalMsg } from '@gitopia-client/chain/gitopia'
import { daoProfileMsg, type DaoProfileField } from '@gitopia-client/chain/group'
import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useApiEndpoint } from '@/config/app-config.ts'
import { useSubmitTx } from '@/features/wallet/index.ts'
import { Button } from '@/ui/button.tsx'
import { notify } from '@/ui/toast/index.ts'
import { dashboardKeys } from '../api/keys.ts'

const FIELDS: Record<DaoProfileField, string> = {
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
  const api = useApiEndpoint()
  const queryClient = useQueryClient()
  const { submit, pending } = useSubmitTx()
  const [which, setWhich] = useState<DaoProfileField>('description')
  const [value, setValue] = useState('')

  const propose = async (event: FormEvent) => {
    event.preventDefault()
    try {
      await submit({
        msgs: [
          groupProposalMsg({
            policyAddress,
            proposer,
            title: `Change the ${FIELDS[which].toLowerCase()}`,
            summary: value,
            messages: [daoProfileMsg(which, policyAddress, daoAddress, value)],
          }),
        ],
      })
      notify('info', 'Proposal submitted')
      setValue('')
      await queryClient.invalidateQueries({ queryKey: dashboardKeys.proposals(api) })
    } catch {
      // The tx pipeline showed why.
    }
  }

  return (
    <form onSubmit={propose} aria-label="Propose a profile change" className="flex flex-col gap-2">
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
