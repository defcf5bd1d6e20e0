import { formatAmount, formatCoin } from '@gitopia-client/chain'
import { govDepositMsg } from '@gitopia-client/chain/gov'
import { useState, type FormEvent } from 'react'
import { useApiEndpoint } from '@/config/app-config.ts'
import { useChainMutation, useWalletBalance, type ActiveAccount } from '@/features/wallet/index.ts'
import { Dialog } from '@/ui/dialog.tsx'
import { AmountField } from '@/ui/amount-field.tsx'
import { SubmitActions } from '@/ui/submit-actions.tsx'
import { govKeys } from '../api/queries.ts'
import { checkSpend } from '@/lib/amount-check.ts'

/** Adds to a proposal's deposit; the missing amount is prefilled and checked against the balance. */
export function DepositDialog({
  open,
  onClose,
  account,
  proposalId,
  missing,
}: {
  open: boolean
  onClose: () => void
  account: ActiveAccount
  proposalId: string
  missing: bigint
}) {
  const { balance } = useWalletBalance()
  const api = useApiEndpoint()
  const { submit, pending } = useChainMutation()
  const [amount, setAmount] = useState(missing > 0n ? formatAmount(missing) : '')
  const [error, setError] = useState<string | null>(null)

  const confirm = async (event: FormEvent) => {
    event.preventDefault()
    const checked = checkSpend(amount, balance)
    if (!checked.ok) return setError(checked.message)
    setError(null)
    try {
      await submit({
        msgs: [govDepositMsg(account.address, proposalId, checked.amount)],
        success: `Deposited ${formatCoin(checked.amount)}`,
        invalidate: [govKeys.node(api)],
      })
      onClose()
    } catch {
      // The tx pipeline already showed why; the form keeps its values.
    }
  }

  return (
    <Dialog open={open} title="Deposit" onClose={onClose}>
      <form onSubmit={confirm} className="flex flex-col gap-3">
        <AmountField
          value={amount}
          onChange={next => {
            setAmount(next)
            setError(null)
          }}
        />
        {balance !== null && (
          <p className="text-xs text-fg-muted">Balance: {formatCoin(balance)}</p>
        )}
        <SubmitActions error={error} onCancel={onClose} busy={pending} label="Deposit" />
      </form>
    </Dialog>
  )
}
