import { listPolicyProposals } from '@gitopia-client/chain/gitopia'
import { updatePercentagePolicyMsg } from '@gitopia-client/chain/group'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { Button } from '@/ui/button.tsx'
import { FormError } from '@/ui/form-parts.tsx'
import { dashboardKeys } from '../api/keys.ts'
import { useDaoProposal, type DaoProposer } from '../api/use-dao-proposal.ts'
import { compactInput } from './compact-input.ts'
import { checkVotingRules } from '../model/voting-rules.ts'

/**
 * Proposes new voting rules. Gitopia's chain aborts a policy's open proposals when its rules
 * change (`abortProposals`), so the form says how many that would be before anyone signs.
 */
export function ProposeRules({ proposing }: { proposing: DaoProposer }) {
  const { api, propose, pending } = useDaoProposal(proposing)
  const [percent, setPercent] = useState('')
  const [hours, setHours] = useState('')
  const [error, setError] = useState<string | null>(null)
  const open = useQuery({
    queryKey: dashboardKeys.openProposalCount(api, proposing.policyAddress),
    queryFn: async ({ signal }) =>
      (
        await listPolicyProposals(api, proposing.policyAddress, { signal, page: { limit: 1000 } })
      ).items.filter(p => p.status === 'SUBMITTED').length,
    staleTime: 10_000,
  })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const rules = checkVotingRules(percent, hours)
    if (!rules.ok) return setError(rules.message)
    setError(null)
    await propose({
      title: `Voting rules: ${percent}% yes, ${hours} h`,
      summary: '',
      messages: [
        updatePercentagePolicyMsg(proposing.policyAddress, rules.percentage, rules.votingSeconds),
      ],
    })
  }

  return (
    <form
      onSubmit={submit}
      aria-label="Propose voting rules"
      className="flex flex-col gap-2 text-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <UnitInput label="Threshold %" unit="% yes" value={percent} onChange={setPercent} />
        <UnitInput label="Voting period hours" unit="hours" value={hours} onChange={setHours} />
      </div>
      {open.data !== undefined && open.data > 0 && (
        <p role="note" data-testid="abort-warning" className="text-fg-muted">
          If it passes, changing the rules aborts the {open.data} open{' '}
          {open.data === 1 ? 'proposal' : 'proposals'} of this DAO.
        </p>
      )}
      <FormError error={error} />
      <Button type="submit" disabled={pending || percent === '' || hours === ''}>
        Propose new rules
      </Button>
    </form>
  )
}

/** A short number box with its unit after it. */
function UnitInput({
  label,
  unit,
  value,
  onChange,
}: {
  label: string
  unit: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <label className="flex items-center gap-1">
      <input
        aria-label={label}
        value={value}
        onChange={e => onChange(e.target.value)}
        className={`${compactInput} w-20`}
      />
      {unit}
    </label>
  )
}
