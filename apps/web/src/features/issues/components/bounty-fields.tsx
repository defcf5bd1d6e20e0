import { useId } from 'react'

export const fieldClass =
  'rounded-md border border-border bg-canvas px-2 py-1 text-sm focus:border-accent focus:outline-none'

/** Amount (LORE) and expiry date inputs, shared by the new-issue form and the bounty panel. */
export function BountyFields({
  amount,
  expiry,
  onAmount,
  onExpiry,
  problem,
  min,
}: {
  amount: string
  expiry: string
  onAmount: (value: string) => void
  onExpiry: (value: string) => void
  problem: { field: 'amount' | 'expiry'; message: string } | null
  /** Earliest selectable date (`yyyy-mm-dd`). */
  min: string
}) {
  const id = useId()
  return (
    <div className="flex flex-wrap items-start gap-2">
      <label className="flex flex-col gap-1 text-sm">
        <span>Amount (LORE)</span>
        <input
          aria-label="Bounty amount (LORE)"
          inputMode="decimal"
          value={amount}
          onChange={event => onAmount(event.target.value)}
          aria-invalid={problem?.field === 'amount'}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className={`${fieldClass} w-32`}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span>Expires on</span>
        <input
          aria-label="Bounty expiry"
          type="date"
          min={min}
          value={expiry}
          onChange={event => onExpiry(event.target.value)}
          aria-invalid={problem?.field === 'expiry'}
          className={fieldClass}
        />
      </label>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="basis-full text-xs text-danger">
          {problem.message}
        </p>
      )}
    </div>
  )
}
