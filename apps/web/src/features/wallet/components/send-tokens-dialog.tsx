import type { EncodeObject } from '@cosmjs/proto-signing'
import {
  checkAddress,
  feeForGas,
  formatAmount,
  gasPriceForStep,
  NATIVE_TOKEN,
  sendMsg,
} from '@gitopia-client/chain'
import { useState, type FormEvent } from 'react'
import { Button } from '@/ui/button.tsx'
import { checkSpend } from '@/lib/amount-check.ts'
import { Dialog } from '@/ui/dialog.tsx'
import { TextField } from '@/ui/field.tsx'
import { AmountField } from '@/ui/amount-field.tsx'
import { addNotification } from '@/features/notifications/index.ts'
import { ReviewActions, useReviewStep } from '@/ui/review-step.tsx'
import { notify } from '@/ui/toast/index.ts'
import { useWalletStore } from '../model/wallet-store.ts'
import { estimateFee, submitTx, viewTransaction, type FeeEstimate } from '../tx/submit-tx.ts'
import { GasPriceSelect } from './gas-price-select.tsx'
import { describeTxFailure } from '@gitopia-client/chain/tx'

/** A send of `amount` ulore. */
const loreSend = (from: string, to: string, amount: bigint): EncodeObject =>
  sendMsg(from, to, [{ denom: NATIVE_TOKEN.denom, amount: amount.toString() }])

export const TRANSFER_SUCCESS_MESSAGE = 'Transaction Successful'

type Checked = { ok: true; to: string; amount: bigint } | { ok: false; message: string }

function checkForm(recipient: string, amount: string): Checked {
  const recipientCheck = checkAddress(recipient.trim())
  if (!recipientCheck.ok) return { ok: false, message: recipientCheck.message }
  const amountCheck = checkSpend(amount, null)
  if (!amountCheck.ok) return amountCheck
  return { ok: true, to: recipient.trim(), amount: amountCheck.amount }
}

/**
 * Send LORE: the recipient is checked per docs/client-rules.md#validation and the amount parsed exactly; Review simulates the
 * transaction and shows the fee at the chosen gas price before anything is signed.
 */
export function SendTokensDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const address = useWalletStore(state => state.activeWallet?.address ?? '')
  const balance = useWalletStore(state => state.balance)
  const gasPrice = useWalletStore(state => state.gasPrice)
  const [recipient, setRecipient] = useState('')
  const [amount, setAmount] = useState('')
  const step = useReviewStep<FeeEstimate>(failure => {
    const { message, rawLog } = describeTxFailure(failure)
    return rawLog ? `${message} (${rawLog})` : message
  })
  const { reviewed: estimate, setReviewed: setEstimate, setError, busy, edit, run } = step

  const fee = estimate
    ? BigInt(feeForGas(estimate.gasLimit, gasPriceForStep(gasPrice)).amount[0]?.amount ?? '0')
    : null

  const fillMax = () =>
    run(async () => {
      if (balance === null) return
      const target = checkAddress(recipient.trim()).ok ? recipient.trim() : address
      const found = await estimateFee({ msgs: [loreSend(address, target, balance)] })
      const maxFee = BigInt(
        feeForGas(found.gasLimit, gasPriceForStep('high')).amount[0]?.amount ?? '0',
      )
      const max = found.feeGranter ? balance : balance - maxFee
      edit(() => setAmount(max > 0n ? formatAmount(max) : '0'))
    })

  const review = async (event: FormEvent) => {
    event.preventDefault()
    const checked = checkForm(recipient, amount)
    if (!checked.ok) return setError(checked.message)
    await run(async () => {
      setEstimate(await estimateFee({ msgs: [loreSend(address, checked.to, checked.amount)] }))
    })
  }

  const confirm = async () => {
    const checked = checkForm(recipient, amount)
    if (!checked.ok) return setError(checked.message)
    // submitTx shows the toast of a failure; the form stays and says why here too.
    await run(async () => {
      const { hash } = await submitTx({ msgs: [loreSend(address, checked.to, checked.amount)] })
      notify('info', TRANSFER_SUCCESS_MESSAGE, {
        link: viewTransaction(hash),
        description: `Sent ${formatAmount(checked.amount)} ${NATIVE_TOKEN.displayDenom}`,
      })
      addNotification(
        'transfer',
        `Sent ${formatAmount(checked.amount)} ${NATIVE_TOKEN.displayDenom} to ${checked.to}`,
      )
      setRecipient('')
      setAmount('')
      setEstimate(null)
      onClose()
    })
  }

  return (
    <Dialog open={open} title="Send tokens" onClose={onClose}>
      <form onSubmit={review} className="flex flex-col gap-3">
        <TextField
          label="Recipient"
          value={recipient}
          onChange={next => edit(() => setRecipient(next))}
          placeholder="gitopia1…"
          spellCheck={false}
          inputClassName="font-mono"
        />
        <div className="flex items-end gap-2">
          <AmountField
            value={amount}
            onChange={next => edit(() => setAmount(next))}
            placeholder="0.0"
            className="flex-1"
          />
          <Button onClick={() => void fillMax()} disabled={busy || balance === null}>
            Max
          </Button>
        </div>
        <GasPriceSelect />
        {estimate && fee !== null && (
          <p className="text-sm" data-testid="send-fee">
            Network fee: {formatAmount(fee)} {NATIVE_TOKEN.displayDenom} ({fee.toString()}{' '}
            {NATIVE_TOKEN.denom}, gas {estimate.gasLimit.toString()})
            {estimate.feeGranter ? ', paid by your fee allowance' : ''}
          </p>
        )}
        <ReviewActions step={step} onCancel={onClose} onConfirm={() => void confirm()} />
      </form>
    </Dialog>
  )
}
