import { formatCoin, NATIVE_TOKEN, parseAmount } from '@gitopia-client/chain'
import { daoTreasurySpendMsg } from '@gitopia-client/chain/gitopia'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { resolveAccount } from '@/features/owner/index.ts'
import { Button } from '@/ui/button.tsx'
import { FormError } from '@/ui/form-parts.tsx'
import { treasuryQuery } from '../api/balances.ts'
import { useDaoProposal, type DaoProposer } from '../api/use-dao-proposal.ts'
import { compactInput } from './compact-input.ts'

/**
 * A treasury payment, proposed for a vote: `MsgDaoTreasurySpend` pays from the DAO's own account,
 * the one its name resolves to and the Treasury panel shows, so that balance bounds it.
 */
export function ProposePayment({
  proposing,
  daoAddress,
}: {
  proposing: DaoProposer
  daoAddress: string
}) {
  const { api, propose, pending } = useDaoProposal(proposing)
  const balances = useQuery(treasuryQuery(api, daoAddress))
  const lore = balances.data?.find(coin => coin.denom === NATIVE_TOKEN.denom)
  const treasury = balances.data ? (lore?.amount ?? 0n) : null
  const [to, setTo] = useState('')
  const [amount, setAmount] = useState('')
  const [error, setError] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    let base: bigint
    let recipient: string
    try {
      base = parseAmount(amount)
      if (base === 0n) throw new Error('Enter an amount above zero')
      if (treasury !== null && base > treasury)
        throw new Error(`The treasury holds only ${formatCoin(treasury)}`)
      recipient = await resolveAccount(api, to)
    } catch (failure) {
      return setError(failure instanceof Error ? failure.message : String(failure))
    }
    setError(null)
    const proposed = await propose({
      title: `Pay ${formatCoin(base)} to ${to.trim()}`,
      summary: '',
      messages: [
        daoTreasurySpendMsg(proposing.policyAddress, daoAddress, recipient, [
          { denom: NATIVE_TOKEN.denom, amount: base.toString() },
        ]),
      ],
    })
    if (proposed) {
      setTo('')
      setAmount('')
    }
  }

  return (
    <form onSubmit={submit} aria-label="Propose a payment" className="flex flex-col gap-2">
      <input
        aria-label="Pay to"
        placeholder="username or gitopia1…"
        value={to}
        onChange={e => setTo(e.target.value)}
        className={compactInput}
      />
      <input
        aria-label="Amount (LORE)"
        value={amount}
        inputMode="decimal"
        onChange={e => setAmount(e.target.value)}
        className={compactInput}
      />
      <FormError error={error} />
      <Button type="submit" disabled={pending || to.trim() === '' || amount === ''}>
        Propose payment
      </Button>
    </form>
  )
}
