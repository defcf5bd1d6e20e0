import { checkAddress, formatCoin } from '@gitopia-client/chain'
import { submitPoolSpendProposalMsg, submitTextProposalMsg } from '@gitopia-client/chain/gov'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { paths } from '@/config/paths.ts'
import { useActiveAccount, useChainMutation, useWalletBalance } from '@/features/wallet/index.ts'
import { Dialog } from '@/ui/dialog.tsx'
import { SelectField, TextAreaField, TextField } from '@/ui/field.tsx'
import { SubmitActions } from '@/ui/submit-actions.tsx'
import { govKeys, govParamsQuery } from '../api/queries.ts'
import { checkSpend } from '@/lib/amount-check.ts'

const KINDS = [
  { value: 'text', label: 'Text (a signal, nothing runs)' },
  { value: 'spend', label: 'Community pool spend' },
] as const

/** A text proposal: title, Markdown description and an initial deposit (may be partial). */
export function SubmitProposalDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const api = useApiEndpoint()
  const account = useActiveAccount()
  const params = useQuery(govParamsQuery(api))
  const { balance } = useWalletBalance()
  const { submit, pending } = useChainMutation()
  const navigate = useNavigate()
  const [title, setTitle] = useState('')
  const [description, setDescription] = useState('')
  const [deposit, setDeposit] = useState('')
  const [kind, setKind] = useState<'text' | 'spend'>('text')
  const [recipient, setRecipient] = useState('')
  const [spendAmount, setSpendAmount] = useState('')
  const [error, setError] = useState<string | null>(null)
  const minimum = params.data?.minDeposit.find(c => c.denom === 'ulore')?.amount ?? null

  const confirm = async (event: FormEvent) => {
    event.preventDefault()
    if (!account) return
    if (title.trim() === '') return setError('Give the proposal a title')
    if (title.length > 140) return setError('The title can be at most 140 characters')
    if (description.trim() === '') return setError('Describe the proposal')
    const checked = checkSpend(deposit, balance, true)
    if (!checked.ok) return setError(checked.message)
    let msg = submitTextProposalMsg(account.address, title.trim(), description, checked.amount)
    if (kind === 'spend') {
      const to = checkAddress(recipient.trim())
      if (!to.ok) return setError(to.message)
      const paid = checkSpend(spendAmount, null)
      if (!paid.ok) return setError(paid.message)
      msg = submitPoolSpendProposalMsg(
        account.address,
        { title: title.trim(), description, recipient: recipient.trim(), amount: paid.amount },
        checked.amount,
      )
    }
    setError(null)
    try {
      const result = await submit({ msgs: [msg], invalidate: [govKeys.node(api)] })
      const id = result.events
        ?.find(e => e.type === 'submit_proposal')
        ?.attributes.find(a => a.key === 'proposal_id')?.value
      onClose()
      if (id) void navigate(paths.governanceProposal.href(id))
    } catch {
      // Shown by the tx pipeline; the form keeps what was typed.
    }
  }

  return (
    <Dialog open={open} title="New proposal" onClose={onClose}>
      <form onSubmit={confirm} className="flex flex-col gap-3">
        <SelectField label="Kind" options={KINDS} value={kind} onChange={setKind} />
        {kind === 'spend' && (
          <>
            <TextField label="Recipient" value={recipient} onChange={setRecipient} />
            <TextField
              label="Amount from the pool (LORE)"
              value={spendAmount}
              onChange={setSpendAmount}
            />
          </>
        )}
        <TextField label="Title" value={title} maxLength={140} onChange={setTitle} />
        <TextAreaField
          label="Description (Markdown)"
          value={description}
          onChange={setDescription}
        />
        <TextField
          label="Initial deposit (LORE)"
          value={deposit}
          inputMode="decimal"
          onChange={setDeposit}
        />
        {minimum !== null && (
          <p className="text-xs text-fg-muted">
            Voting opens once deposits reach {formatCoin(minimum)}; anyone can add the rest.
          </p>
        )}
        <SubmitActions error={error} onCancel={onClose} busy={pending} label="Submit proposal" />
      </form>
    </Dialog>
  )
}
