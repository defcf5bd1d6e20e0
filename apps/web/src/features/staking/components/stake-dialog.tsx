import { formatCoin } from '@gitopia-client/chain'
import type { Validator } from '@gitopia-client/chain/staking'
import { useState, type FormEvent } from 'react'
import { useChainMutation, useWalletBalance, type ActiveAccount } from '@/features/wallet/index.ts'
import { Dialog } from '@/ui/dialog.tsx'
import { AmountField } from '@/ui/amount-field.tsx'
import { SelectField } from '@/ui/field.tsx'
import { SubmitActions } from '@/ui/submit-actions.tsx'
import { stakingKeys } from '../api/queries.ts'
import { checkStakeAmount, stakeMsg, type StakeAction } from '../model/stake-action.ts'

const TITLES: Record<StakeAction, string> = {
  delegate: 'Delegate',
  undelegate: 'Undelegate',
  redelegate: 'Redelegate',
}

/** Delegates to, undelegates from or redelegates away from one validator, through the review sheet. */
export function StakeDialog({
  action,
  validator,
  validators,
  staked,
  account,
  unbondingDays,
  onClose,
}: {
  action: StakeAction
  validator: Validator
  validators: readonly Validator[]
  staked: bigint
  account: ActiveAccount
  unbondingDays: number | null
  onClose: () => void
}) {
  const { balance } = useWalletBalance()
  const { submit, pending } = useChainMutation()
  const destinations = validators.filter(
    v => v.operatorAddress !== validator.operatorAddress && !v.jailed && v.status === 'BONDED',
  )
  const [amount, setAmount] = useState('')
  const [destination, setDestination] = useState(destinations[0]?.operatorAddress ?? '')
  const [error, setError] = useState<string | null>(null)

  const confirm = async (event: FormEvent) => {
    event.preventDefault()
    const checked = checkStakeAmount(action, amount, { balance, staked })
    if (!checked.ok) return setError(checked.message)
    if (action === 'redelegate' && !destination) return setError('Choose a validator to move to')
    setError(null)
    try {
      await submit({
        msgs: [
          stakeMsg(action, account.address, validator.operatorAddress, checked.amount, destination),
        ],
        success: `${TITLES[action]}d ${formatCoin(checked.amount)}`,
        invalidate: [stakingKeys.all],
      })
      onClose()
    } catch {
      // The tx pipeline already showed why; the form keeps its values.
    }
  }

  return (
    <Dialog open title={`${TITLES[action]}: ${validator.moniker}`} onClose={onClose}>
      <form onSubmit={confirm} className="flex flex-col gap-3">
        {action === 'redelegate' && (
          <SelectField
            label="Move to"
            value={destination}
            onChange={setDestination}
            options={destinations.map(v => ({
              value: v.operatorAddress,
              label: `${v.moniker} (${formatPercent(v.commission)} commission)`,
            }))}
          />
        )}
        <AmountField
          value={amount}
          onChange={next => {
            setAmount(next)
            setError(null)
          }}
        />
        <p className="text-xs text-fg-muted">
          {action === 'delegate'
            ? balance !== null && `Balance: ${formatCoin(balance)}`
            : `Staked with ${validator.moniker}: ${formatCoin(staked)}`}
        </p>
        {action === 'undelegate' && unbondingDays !== null && (
          <p className="text-sm text-fg-muted">
            Undelegated LORE earns nothing and becomes spendable after {unbondingDays} days.
          </p>
        )}
        <SubmitActions error={error} onCancel={onClose} busy={pending} label={TITLES[action]} />
      </form>
    </Dialog>
  )
}

export const formatPercent = (fraction: number) => `${Math.round(fraction * 10000) / 100}%`
