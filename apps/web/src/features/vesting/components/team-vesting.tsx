import { exerciseMsg, type TeamVesting as Vesting } from '@gitopia-client/chain/gitopia'
import { formatCoin, parseAmount } from '@gitopia-client/chain'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useApiEndpoint } from '@/config/app-config.ts'
import { resolveAccount } from '@/features/owner/index.ts'
import { refreshBalance, useActiveAccount, useChainMutation } from '@/features/wallet/index.ts'
import { Button } from '@/ui/button.tsx'
import { Fact, Facts } from '@/ui/facts.tsx'
import { TextField } from '@/ui/field.tsx'
import { AmountField } from '@/ui/amount-field.tsx'
import { handleSubmit } from '@/ui/handle-submit.ts'
import { notify } from '@/ui/toast/index.ts'
import { teamVestingQuery, vestingKeys } from '../api/team-vesting.ts'

/**
 * An account's team vesting (x/gitopia's team proportions): what has vested, what was taken out,
 * and for the member themself a form to exercise the rest. Nothing shows for other accounts.
 */
export function TeamVesting({ address }: { address: string }) {
  const api = useApiEndpoint()
  const vesting = useQuery(teamVestingQuery(api, address))
  const active = useActiveAccount()
  if (!vesting.data) return null
  const available = vesting.data.vested - vesting.data.exercised
  return (
    <section aria-labelledby="team-vesting-heading" className="flex flex-col gap-2">
      <h2 id="team-vesting-heading" className="text-lg font-semibold">
        Team vesting
      </h2>
      <Facts label="Team vesting">
        <Fact term="Vested">{formatCoin(vesting.data.vested)}</Fact>
        <Fact term="Exercised">{formatCoin(vesting.data.exercised)}</Fact>
        <Fact term="Available">{formatCoin(available > 0n ? available : 0n)}</Fact>
      </Facts>
      {vesting.data.vested === 0n && (
        <p className="text-sm text-fg-muted">
          Nothing has vested yet: team tokens vest monthly after a one-year cliff.
        </p>
      )}
      {active?.address === address && available > 0n && (
        <ExerciseForm address={address} vesting={vesting.data} />
      )}
    </section>
  )
}

function ExerciseForm({ address, vesting }: { address: string; vesting: Vesting }) {
  const api = useApiEndpoint()
  const { submit, pending } = useChainMutation()
  const [amount, setAmount] = useState('')
  const [to, setTo] = useState('')
  const [error, setError] = useState<string | null>(null)
  const available = vesting.vested - vesting.exercised

  const exercise = async () => {
    let base: bigint
    let recipient: string
    try {
      base = parseAmount(amount)
      if (base === 0n) throw new Error('Enter an amount above zero')
      if (base > available) throw new Error(`Only ${formatCoin(available)} is available`)
      recipient = to.trim() === '' ? address : await resolveAccount(api, to)
    } catch (failure) {
      return setError(failure instanceof Error ? failure.message : String(failure))
    }
    setError(null)
    try {
      await submit({
        msgs: [exerciseMsg(address, recipient, base)],
        success: () => {
          notify('info', `Exercised ${formatCoin(base)}`)
          setAmount('')
        },
        invalidate: [vestingKeys.all],
      })
    } catch {
      return // The tx pipeline already showed why.
    }
    await refreshBalance()
  }

  return (
    <form
      aria-label="Exercise vested tokens"
      onSubmit={handleSubmit(exercise)}
      className="flex max-w-md flex-col gap-2"
    >
      <AmountField value={amount} onChange={setAmount} error={error} />
      <TextField
        label="Send to"
        hint="Leave empty to send to this account."
        placeholder="username or gitopia1…"
        value={to}
        onChange={setTo}
      />
      <Button type="submit" variant="primary" disabled={pending || amount === ''}>
        Exercise
      </Button>
    </form>
  )
}
