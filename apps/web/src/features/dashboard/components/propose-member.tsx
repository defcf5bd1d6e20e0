import { updateGroupMembersMsg } from '@gitopia-client/chain/group'
import { useState, type FormEvent } from 'react'
import { resolveAccount } from '@/features/owner/index.ts'
import { Button } from '@/ui/button.tsx'
import { FormError } from '@/ui/form-parts.tsx'
import { useDaoProposal, type DaoProposer } from '../api/use-dao-proposal.ts'
import { compactInput } from './compact-input.ts'

/**
 * Proposes adding a member (or changing a weight; 0 removes) through the DAO's policy: a
 * `MsgUpdateGroupMembers` wrapped in a group proposal, which the proposer's vote starts.
 */
export function ProposeMember({ proposing, groupId }: { proposing: DaoProposer; groupId: string }) {
  const { api, propose, pending } = useDaoProposal(proposing)
  const [who, setWho] = useState('')
  const [weight, setWeight] = useState('1')
  const [error, setError] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const trimmed = who.trim()
    if (!/^\d+(\.\d+)?$/.test(weight))
      return setError('The weight is a number (0 removes the member)')
    let address: string
    try {
      address = await resolveAccount(api, trimmed)
    } catch (failure) {
      return setError(failure instanceof Error ? failure.message : String(failure))
    }
    setError(null)
    const proposed = await propose({
      title: weight === '0' ? `Remove ${trimmed}` : `Add ${trimmed} with weight ${weight}`,
      summary: '',
      messages: [updateGroupMembersMsg(proposing.policyAddress, groupId, [{ address, weight }])],
    })
    if (proposed) setWho('')
  }

  return (
    <form onSubmit={submit} aria-label="Propose a member" className="flex flex-col gap-2">
      <div className="flex gap-2">
        <input
          aria-label="New member"
          placeholder="username or gitopia1…"
          value={who}
          onChange={e => setWho(e.target.value)}
          className={`${compactInput} min-w-0 flex-1`}
        />
        <input
          aria-label="Weight"
          value={weight}
          onChange={e => setWeight(e.target.value)}
          className={`${compactInput} w-14`}
        />
      </div>
      <FormError error={error} />
      <Button type="submit" disabled={pending || who.trim() === ''}>
        Propose member
      </Button>
    </form>
  )
}
