import { checkAddress, formatCoin, NATIVE_TOKEN, parseAmount, sendMsg } from '@gitopia-client/chain'
import { getWhois, groupProposalMsg } from '@gitopia-client/chain/gitopia'
import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useApiEndpoint } from '@/config/app-config.ts'
import { useSubmitTx } from '@/features/wallet/index.ts'
import { Button } from '@/ui/button.tsx'
import { notify } from '@/ui/toast/index.ts'
import { dashboardKeys } from '../api/keys.ts'

const field = 'rounded-md border border-border bg-canvas px-2 py-1 text-sm'

/** A treasury payment: a bank send from the DAO's policy account, proposed for a vote. */
export function ProposePayment({
  proposer,
  policyAddress,
  treasury,
}: {
  proposer: string
  policyAddress: string
  /** The treasury's LORE in ulore, when known. */
  treasury: bigint | null
}) {
  const api = useApiEndpoint()
  const queryClient = useQueryClient()
  const { submit, pending } = useSubmitTx()
  const [to, setTo] = useState('')
  const [amount, setAmount] = useState('')
  const [error, setError] = useState<string | null>(null)

  const propose = async (event: FormEvent) => {
    event.preventDefault()
    let base: bigint
    try {
      base = parseAmount(amount)
    } catch (failure) {
      return setError(failure instanceof Error ? failure.message : String(failure))
    }
    if (base === 0n) return setError('Enter an amount above zero')
    if (treasury !== null && base > treasury)
      return setError(`The treasury holds only ${formatCoin(treasury)}`)
    let recipient = to.trim()
    if (!checkAddress(recipient).ok) {
      try {
        recipient = (await getWhois(api, recipient)).address
      } catch {
        return setError(`No user or address "${to.trim()}"`)
      }
    }
    setError(null)
    try {
      await submit({
        msgs: [
          groupProposalMsg({
            policyAddress,
            proposer,
            title: `Pay ${formatCoin(base)} to ${to.trim()}`,
            summary: '',
            messages: [
              sendMsg(policyAddress, recipient, [
                { denom: NATIVE_TOKEN.denom, amount: base.toString() },
              ]),
            ],
          }),
        ],
      })
      notify('info', 'Proposal submitted')
      setTo('')
      setAmount('')
      await queryClient.invalidateQueries({ queryKey: dashboardKeys.proposals(api) })
    } catch {
      // The tx pipeline showed why.
    }
  }

  return (
    <form onSubmit={propose} aria-label="Propose a payment" className="flex flex-col gap-2">
      <input
        aria-label="Pay to"
        placeholder="username or gitopia1…"
        value={to}
        onChange={e => setTo(e.target.value)}
        className={field}
      />
      <input
        aria-label="Amount (LORE)"
        value={amount}
        inputMode="decimal"
        onChange={e => setAmount(e.target.value)}
        className={field}
      />
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <Button type="submit" disabled={pending || to.trim() === '' || amount === ''}>
        Propose payment
      </Button>
    </form>
  )
}
