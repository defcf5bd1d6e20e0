import { checkAddress, formatCoin } from '@gitopia-client/chain'
import { submitPoolSpendProposalMsg, submitTextProposalMsg } from '@gitopia-client/chain/gov'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { paths } from '@/config/paths.ts'
import { useActiveAccount, useSubmitTx, useWalletBalance } from '@/features/wallet/index.ts'
import { Button } from '@/ui/button.tsx'
import { Dialog } from '@/ui/dialog.tsx'
import { FormActions, FormError } from '@/ui/form-parts.tsx'
import { govKeys, govParamsQuery } from '../api/queries.ts'
import { checkSpend } from './amount-check.ts'

const field = 'rounded-md border border-border bg-canvas px-3 py-2'

/** A text proposal: title, Markdown description and an initial deposit (may be partial). */
export function SubmitProposalDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const api = useApiEndpoint()
  const account = useActiveAccount()
  const params = useQuery(govParamsQuery(api))
  const { balance } = useWalletBalance()
  const { submit, pending } = useSubmitTx()
  const queryClient = useQueryClient()
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
      const result = await submit({ msgs: [msg] })
      const id = result.events
        ?.find(e => e.type === 'submit_proposal')
        ?.attributes.find(a => a.key === 'proposal_id')?.value
      await queryClient.invalidateQueries({ queryKey: [...govKeys.all, api] })
      onClose()
      if (id) void navigate(paths.governanceProposal.href(id))
    } catch {
      // Shown by the tx pipeline; the form keeps what was typed.
    }
  }

  return (
    <Dialog open={open} title="New proposal" onClose={onClose}>
      <form onSubmit={confirm} className="flex flex-col gap-3">
        <label className="flex flex-col gap-1 text-sm">
          Kind
          <select
            value={kind}
            onChange={e => setKind(e.target.value === 'spend' ? 'spend' : 'text')}
            className={field}
          >
            <option value="text">Text (a signal, nothing runs)</option>
            <option value="spend">Community pool spend</option>
          </select>
        </label>
        {kind === 'spend' && (
          <>
            <label className="flex flex-col gap-1 text-sm">
              Recipient
              <input
                value={recipient}
                onChange={e => setRecipient(e.target.value)}
                className={field}
              />
            </label>
            <label className="flex flex-col gap-1 text-sm">
              Amount from the pool (LORE)
              <input
                value={spendAmount}
                onChange={e => setSpendAmount(e.target.value)}
                className={field}
              />
            </label>
          </>
        )}
        <label className="flex flex-col gap-1 text-sm">
          Title
          <input
            value={title}
            maxLength={140}
            onChange={e => setTitle(e.target.value)}
            className={field}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Description (Markdown)
          <textarea
            value={description}
            rows={6}
            onChange={e => setDescription(e.target.value)}
            className={field}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Initial deposit (LORE)
          <input
            value={deposit}
            inputMode="decimal"
            onChange={e => setDeposit(e.target.value)}
            className={field}
          />
        </label>
        {minimum !== null && (
          <p className="text-xs text-fg-muted">
            Voting opens once deposits reach {formatCoin(minimum)}; anyone can add the rest.
          </p>
        )}
        <FormError error={error} />
        <FormActions onCancel={onClose}>
          <Button type="submit" variant="primary" disabled={pending}>
            Submit proposal
          </Button>
        </FormActions>
      </form>
    </Dialog>
  )
}
