import { govVoteMsg, govWeightedVoteMsg, type GovOption } from '@gitopia-client/chain/gov'
import { useState, type FormEvent } from 'react'
import { useApiEndpoint } from '@/config/app-config.ts'
import { useChainMutation, type ActiveAccount } from '@/features/wallet/index.ts'
import { Dialog } from '@/ui/dialog.tsx'
import { SubmitActions } from '@/ui/submit-actions.tsx'
import { govKeys } from '../api/queries.ts'

export const OPTION_LABELS: Record<GovOption, string> = {
  YES: 'Yes',
  NO: 'No',
  NO_WITH_VETO: 'No with veto',
  ABSTAIN: 'Abstain',
}
const OPTIONS = Object.keys(OPTION_LABELS) as GovOption[]

/** Whole percentages that add up to 100, as weights ("0.7"); null when they do not. */
export function splitWeights(
  percents: Record<GovOption, string>,
): { option: GovOption; weight: string }[] | string {
  const entries = OPTIONS.map(option => ({ option, text: percents[option].trim() })).filter(
    e => e.text !== '' && e.text !== '0',
  )
  if (entries.some(e => !/^\d{1,3}$/.test(e.text))) return 'Use whole percentages'
  const sum = entries.reduce((total, e) => total + Number(e.text), 0)
  if (sum !== 100) return `The split adds up to ${sum}%, not 100%`
  return entries.map(e => ({ option: e.option, weight: (Number(e.text) / 100).toString() }))
}

/** Yes / No / No with veto / Abstain, or a weighted split; a vote can be changed while voting runs. */
export function VoteDialog({
  open,
  onClose,
  account,
  proposalId,
}: {
  open: boolean
  onClose: () => void
  account: ActiveAccount
  proposalId: string
}) {
  const api = useApiEndpoint()
  const { submit, pending } = useChainMutation()
  const [choice, setChoice] = useState<GovOption>('YES')
  const [split, setSplit] = useState(false)
  const [percents, setPercents] = useState<Record<GovOption, string>>({
    YES: '',
    NO: '',
    NO_WITH_VETO: '',
    ABSTAIN: '',
  })
  const [error, setError] = useState<string | null>(null)

  const confirm = async (event: FormEvent) => {
    event.preventDefault()
    let msg
    if (split) {
      const weights = splitWeights(percents)
      if (typeof weights === 'string') return setError(weights)
      msg = govWeightedVoteMsg(account.address, proposalId, weights)
    } else msg = govVoteMsg(account.address, proposalId, choice)
    setError(null)
    try {
      await submit({
        msgs: [msg],
        success: 'Vote cast',
        invalidate: [govKeys.proposal(api, proposalId)],
      })
      onClose()
    } catch {
      // Shown by the tx pipeline.
    }
  }

  return (
    <Dialog open={open} title="Vote" onClose={onClose}>
      <form onSubmit={confirm} className="flex flex-col gap-3">
        {!split ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="sr-only">Your vote</legend>
            {OPTIONS.map(option => (
              <label key={option} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="vote"
                  checked={choice === option}
                  onChange={() => setChoice(option)}
                />
                {OPTION_LABELS[option]}
              </label>
            ))}
          </fieldset>
        ) : (
          <fieldset className="grid grid-cols-2 gap-2">
            <legend className="sr-only">Split your voting power</legend>
            {OPTIONS.map(option => (
              <label key={option} className="flex items-center gap-2 text-sm">
                <input
                  value={percents[option]}
                  inputMode="numeric"
                  aria-label={`${OPTION_LABELS[option]} %`}
                  onChange={e => setPercents({ ...percents, [option]: e.target.value })}
                  className="w-16 rounded-md border border-border bg-canvas px-2 py-1"
                />
                % {OPTION_LABELS[option]}
              </label>
            ))}
          </fieldset>
        )}
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={split} onChange={e => setSplit(e.target.checked)} />
          Split my voting power between options
        </label>
        <SubmitActions error={error} onCancel={onClose} busy={pending} label="Cast vote" />
      </form>
    </Dialog>
  )
}
