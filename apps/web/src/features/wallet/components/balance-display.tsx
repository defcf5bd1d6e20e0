import { formatAmount, NATIVE_TOKEN } from '@gitopia-client/chain'
import { useState } from 'react'
import { useWalletStore } from '../model/wallet-store.ts'

type Unit = 'display' | 'base'

/** An amount in LORE, or in ulore after a click (exact either way). */
export function Amount({ value, testId }: { value: bigint | null; testId?: string }) {
  const [unit, setUnit] = useState<Unit>('display')
  if (value === null) return <span data-testid={testId}>…</span>
  const text =
    unit === 'display'
      ? `${formatAmount(value)} ${NATIVE_TOKEN.displayDenom}`
      : `${value.toString()} ${NATIVE_TOKEN.denom}`
  return (
    <button
      type="button"
      data-testid={testId}
      title={`Show in ${unit === 'display' ? NATIVE_TOKEN.denom : NATIVE_TOKEN.displayDenom}`}
      onClick={() => setUnit(unit === 'display' ? 'base' : 'display')}
      className="rounded px-1 tabular-nums hover:bg-canvas"
    >
      {text}
    </button>
  )
}

export function WalletBalance() {
  const balance = useWalletStore(state => state.balance)
  return <Amount value={balance} testId="wallet-balance" />
}

/** The fee allowance, shown once it was checked (balance at or below 500 ulore). */
export function WalletAllowance() {
  const allowance = useWalletStore(state => state.allowance)
  if (!allowance) return null
  return (
    <p className="text-sm" data-testid="wallet-allowance">
      Fee allowance: {allowance.amount === null ? 'no limit' : <Amount value={allowance.amount} />}
    </p>
  )
}
