import type { GasPrice } from '@gitopia-client/chain'
import { addressWithPrefix, fromBaseUnits, type FeeRefusal } from '@gitopia-client/chain/ibc'
import { useState, type FormEvent } from 'react'
import { Dialog } from '@/ui/dialog.tsx'
import { RawLogDetails } from '@/ui/raw-log-details.tsx'
import { Button } from '@/ui/button.tsx'
import { SelectField, TextField } from '@/ui/field.tsx'
import { ReviewActions, useReviewStep } from '@/ui/review-step.tsx'
import { notify } from '@/ui/toast/index.ts'
import {
  rememberCounterparty,
  useChainMutation,
  useLastCounterparty,
} from '@/features/wallet/index.ts'
import { useNamedBalances, type NamedBalance } from '../api/balances.ts'
import { GITOPIA_CHAIN, type Counterparty, type IbcSetup } from '../api/chains.ts'
import {
  checkForm,
  depositFeeRefusal,
  prepareTransfer,
  sendTransfer,
  type Direction,
  type GitopiaSide,
  type PreparedTransfer,
} from '../api/transfer.ts'
import { addTransfer } from '../model/transfers.ts'

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

interface FormProps {
  readonly direction: Direction
  readonly counterparty: Counterparty
  readonly gitopia: GitopiaSide
  /** Balances on the source chain. */
  readonly balances: readonly NamedBalance[]
  readonly onDone: () => void
  readonly onClose: () => void
}

function TransferForm({ direction, counterparty, gitopia, balances, onDone, onClose }: FormProps) {
  const sendable = balances.filter(b => b.amount > 0n)
  const [denom, setDenom] = useState(sendable[0]?.asset.denom ?? '')
  const [amount, setAmount] = useState('')
  const last = useLastCounterparty()
  const { submit } = useChainMutation()
  // A withdrawal goes where this account's last transfer to that chain went, else to its own key.
  const [receiver, setReceiver] = useState(() => {
    if (direction === 'deposit') return gitopia.address
    if (last?.chain === counterparty.name) return last.address
    return addressWithPrefix(gitopia.address, counterparty.prefix)
  })
  const step = useReviewStep<PreparedTransfer>(messageOf)
  const { reviewed: prepared, setReviewed: setPrepared, setError, edit, run } = step
  // The chain's own minimum, once it refused the fixed price and the user chose to pay it.
  const [minimumPrice, setMinimumPrice] = useState<GasPrice | null>(null)
  const [refusal, setRefusal] = useState<(FeeRefusal & { rawLog: string }) | null>(null)
  const selected = sendable.find(b => b.asset.denom === denom) ?? sendable[0]
  const source = direction === 'withdraw' ? 'Gitopia' : counterparty.prettyName
  const pricedCounterparty = minimumPrice
    ? { ...counterparty, gasPrice: minimumPrice }
    : counterparty

  const form = () =>
    selected
      ? {
          direction,
          counterparty: pricedCounterparty,
          asset: selected.asset,
          balance: selected.amount,
          amount,
          receiver,
        }
      : null

  const review = async (event: FormEvent) => {
    event.preventDefault()
    const current = form()
    if (!current) return setError(`You hold nothing on ${source} to send`)
    // Refused here, before any key is asked for or anything signed.
    const checked = checkForm(current, gitopia)
    if (!checked.ok) return setError(checked.message)
    await run(async () => {
      setPrepared(await prepareTransfer(current, gitopia))
    })
  }

  const confirm = () =>
    run(async () => {
      if (!prepared) return
      let record
      try {
        record = await sendTransfer(prepared, gitopia, submit)
      } catch (error) {
        const refused = depositFeeRefusal(error, prepared)
        if (refused) {
          setRefusal(refused)
          setPrepared(null)
        }
        throw error
      }
      await addTransfer(gitopia.address, record)
      rememberCounterparty(
        counterparty.name,
        direction === 'withdraw'
          ? prepared.form.receiver.trim()
          : addressWithPrefix(gitopia.address, counterparty.prefix),
      )
      notify(
        'info',
        `${fromBaseUnits(prepared.value, prepared.form.asset.exponent)} ${prepared.form.asset.symbol} sent; following the transfer`,
      )
      onDone()
    })

  const feeCoin = prepared?.fee.amount[0]
  const feeAsset = balances.find(b => b.asset.denom === feeCoin?.denom)?.asset
  const feeText = feeCoin
    ? feeAsset
      ? `${fromBaseUnits(BigInt(feeCoin.amount), feeAsset.exponent)} ${feeAsset.symbol}`
      : `${feeCoin.amount} ${feeCoin.denom}`
    : null

  return (
    <form onSubmit={review} className="flex flex-col gap-3">
      <SelectField
        label="Asset"
        options={sendable.map(({ asset, amount: held }) => ({
          value: asset.denom,
          label: `${asset.symbol} (${fromBaseUnits(held, asset.exponent)} on ${source})`,
        }))}
        value={selected?.asset.denom ?? ''}
        onChange={denom => edit(() => setDenom(denom))}
      />
      <TextField
        label={`Amount${selected ? ` (${selected.asset.symbol})` : ''}`}
        value={amount}
        onChange={next => edit(() => setAmount(next))}
        inputMode="decimal"
        placeholder="0.0"
      />
      <TextField
        label="Receiver"
        value={receiver}
        onChange={next => edit(() => setReceiver(next))}
        spellCheck={false}
        inputClassName="font-mono text-xs"
      />
      <p className="text-xs text-fg-muted">
        Fee paid on {source} at {counterpartyGasText(direction, pricedCounterparty, !!minimumPrice)}
        ; the transfer times out 150 blocks after the destination&apos;s current height (or in 15
        minutes).
      </p>
      {refusal && !prepared && (
        <div className="flex flex-col gap-2 text-sm" data-testid="fee-refusal">
          <p>
            {source} asks for at least {refusal.required.amount.toString()}
            {refusal.required.denom} for this transfer: its validators want more than the fixed gas
            price.
          </p>
          <RawLogDetails rawLog={refusal.rawLog} />
          <Button
            onClick={() => {
              setMinimumPrice(refusal.gasPrice)
              setRefusal(null)
              setError(null)
            }}
          >
            Pay {source}&apos;s minimum ({refusal.gasPrice.amount}
            {refusal.gasPrice.denom} per gas)
          </Button>
        </div>
      )}
      {prepared && feeText && (
        <p className="text-sm" data-testid="transfer-fee">
          Network fee: {feeText} (gas {prepared.fee.gas})
        </p>
      )}
      <ReviewActions step={step} onCancel={onClose} onConfirm={() => void confirm()} />
    </form>
  )
}

function counterpartyGasText(direction: Direction, counterparty: Counterparty, minimum: boolean) {
  if (direction === 'withdraw') return 'the gas price chosen in the wallet menu'
  const { amount, denom } = counterparty.gasPrice
  return minimum
    ? `its validators' minimum ${amount}${denom}`
    : `its fixed gas price ${amount}${denom}`
}

/** The form with the source chain's balances (the page's queries, shared by key). */
function SourceForm(props: Omit<FormProps, 'balances'> & { setup: IbcSetup }) {
  const { setup, direction, counterparty, gitopia } = props
  const source =
    direction === 'withdraw'
      ? { name: GITOPIA_CHAIN, api: gitopia.api, address: gitopia.address }
      : {
          name: counterparty.name,
          api: counterparty.rest,
          address: addressWithPrefix(gitopia.address, counterparty.prefix),
        }
  const { rows, loading } = useNamedBalances(setup, source, source.address)
  if (loading) return <p className="text-sm text-fg-muted">Loading balances…</p>
  return <TransferForm {...props} balances={rows} />
}

/** Deposit (counterparty → Gitopia) or Withdraw (Gitopia → counterparty). */
export function TransferDialog({
  direction,
  setup,
  initialChain,
  gitopia,
  onClose,
}: {
  direction: Direction
  setup: IbcSetup
  initialChain: string
  gitopia: GitopiaSide
  onClose: () => void
}) {
  const { counterparties } = setup
  const [chain, setChain] = useState(initialChain)
  const counterparty = counterparties.find(c => c.name === chain) ?? counterparties[0]
  const title = direction === 'withdraw' ? 'Withdraw from Gitopia' : 'Deposit into Gitopia'
  return (
    <Dialog open title={title} onClose={onClose}>
      <SelectField
        label={direction === 'withdraw' ? 'To chain' : 'From chain'}
        options={counterparties.map(c => ({ value: c.name, label: c.prettyName }))}
        value={counterparty?.name ?? ''}
        onChange={setChain}
      />
      {counterparty ? (
        <SourceForm
          key={`${direction}:${counterparty.name}`}
          setup={setup}
          direction={direction}
          counterparty={counterparty}
          gitopia={gitopia}
          onDone={onClose}
          onClose={onClose}
        />
      ) : (
        <p className="text-sm">No chain is connected to Gitopia.</p>
      )}
    </Dialog>
  )
}
