import { groupProposalMsg, listPolicyProposals } from '@gitopia-client/chain/gitopia'
import { updatePercentagePolicyMsg } from '@gitopia-client/chain/group'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useApiEndpoint } from '@/config/app-config.ts'
import { useSubmitTx } from '@/features/wallet/index.ts'
import { Button } from '@/ui/button.tsx'
import { notify } from '@/ui/toast/index.ts'
import { dashboardKeys } from '../api/keys.ts'

const field = 'rounded-md border border-border bg-canvas px-2 py-1 text-sm w-20'

/**
 * Proposes new voting rules. Gitopia's chain aborts a policy's open proposals when its rules
 * change (`abortProposals`), so the form says how many that would be before anyone signs.
 */
export function ProposeRules({
  proposer,
  policyAddress,
}: {
  proposer: string
  policyAddress: string
}) {
  const api = useApiEndpoint()
  const queryClient = useQueryClient()
  const { submit, pending } = useSubmitTx()
  const [percent, setPercent] = useState('')
  const [hours, setHours] = useState('')
  const [error, setError] = useState<string | null>(null)
  const open = useQuery({
    queryKey: dashboardKeys.openProposalCount(api, policyAddress),
    queryFn: async ({ signal }) =>
      (
        await listPolicyProposals(api, policyAddress, { signal, page: { limit: 1000 } })
      ).items.filter(p => p.status === 'SUBMITTED').length,
    staleTime: 10_000,
  })

  const propose = async (event: FormEvent) => {
    event.preventDefault()
    const share = Number(percent)
    if (!/^\d+(\.\d+)?$/.test(percent) || share <= 0 || share > 100)
      return setError('The threshold is a percentage above 0 and at most 100')
    if (!/^\d+(\.\d+)?$/.test(hours) || Number(hours) <= 0)
      return setError('The voting period is a number of hours above 0')
    setError(null)
    try {
      await submit({
        msgs: [
          groupProposalMsg({
            policyAddress,
            proposer,
            title: `Voting rules: ${percent}% yes, ${hours} h`,
            summary: '',
            messages: [
              updatePercentagePolicyMsg(
                policyAddress,
                String(share / 100),
                Math.round(Number(hours) * 3600),
              ),
            ],
          }),
        ],
      })
      notify('info', 'Proposal submitted')
      await queryClient.invalidateQueries({ queryKey: dashboardKeys.proposals(api) })
    } catch {
      // The tx pipeline showed why.
    }
  }

  return (
    <form
      onSubmit={propose}
      aria-label="Propose voting rules"
      className="flex flex-col gap-2 text-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-1">
          <input
            aria-label="Threshold %"
            value={percent}
            onChange={e => setPercent(e.target.value)}
            className={field}
          />
          % yes
        </label>
        <label className="flex items-center gap-1">
          <input
            aria-label="Voting period hours"
            value={hours}
            onChange={e => setHours(e.target.value)}
            className={field}
          />
          hours
        </label>
      </div>
      {open.data !== undefined && open.data > 0 && (
        <p role="note" data-testid="abort-warning" className="text-fg-muted">
          If it passes, changing the rules aborts the {open.data} open{' '}
          {open.data === 1 ? 'proposal' : 'proposals'} of this DAO.
        </p>
      )}
      {error && (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
      <Button type="submit" disabled={pending || percent === '' || hours === ''}>
        Propose new rules
      </Button>
    </form>
  )
}
