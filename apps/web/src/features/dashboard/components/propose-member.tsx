import { checkAddress } from '@gitopia-client/chain'
import { getWhois, groupProposalMsg } from '@gitopia-client/chain/gitopia'
import { updateGroupMembersMsg } from '@gitopia-client/chain/group'
import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useApiEndpoint } from '@/config/app-config.ts'
import { useSubmitTx } from '@/features/wallet/index.ts'
import { Button } from '@/ui/button.tsx'
import { notify } from '@/ui/toast/index.ts'
import { dashboardKeys } from '../api/keys.ts'

const field = 'rounded-md border border-border bg-canvas px-2 py-1 text-sm'

/**
 * Proposes adding a member (or changing a weight; 0 removes) through the DAO's policy: a
 * `MsgUpdateGroupMembers` wrapped in a group proposal, which the proposer's vote starts.
 */
export function ProposeMember({
  proposer,
  policyAddress,
  groupId,
}: {
  proposer: string
  policyAddress: string
  groupId: string
}) {
  const api = useApiEndpoint()
  const queryClient = useQueryClient()
  const { submit, pending } = useSubmitTx()
  const [who, setWho] = useState('')
  const [weight, setWeight] = useState('1')
  const [error, setError] = useState<string | null>(null)

  const propose = async (event: FormEvent) => {
    event.preventDefault()
    const trimmed = who.trim()
    if (!/^\d+(\.\d+)?$/.test(weight))
      return setError('The weight is a number (0 removes the member)')
    let address = trimmed
    if (!checkAddress(trimmed).ok) {
      try {
        address = (await getWhois(api, trimmed)).address
      } catch {
        return setError(`No user or address "${trimmed}"`)
      }
    }
    setError(null)
    try {
      await submit({
        msgs: [
          groupProposalMsg({
            policyAddress,
            proposer,
            title: weight === '0' ? `Remove ${trimmed}` : `Add ${trimmed} with weight ${weight}`,
            summary: '',
            messages: [updateGroupMembersMsg(policyAddress, groupId, [{ address, weight }])],
          }),
        ],
      })
      notify('info', 'Proposal submitted')
      setWho('')
      await queryClient.invalidateQueries({ queryKey: dashboardKeys.proposals(api) })
    } catch {
      // The tx pipeline showed why.
    }
  }

  return (
    <form onSubmit={propose} aria-label="Propose a member" className="flex flex-col gap-2">
      <div className="flex gap-2">
        <input
          aria-label="New member"
          placeholder="username or gitopia1…"
          value={who}
          onChange={e => setWho(e.target.value)}
          className={`${field} min-w-0 flex-1`}
        />
        <input
          aria-label="Weight"
          value={weight}
          onChange={e => setWeight(e.target.value)}
          className={`${field} w-14`}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <Button type="submit" disabled={pending || who.trim() === ''}>
        Propose member
      </Button>
    </form>
  )
}
