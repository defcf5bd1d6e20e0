import type { ApprovalPhase } from '../model/approval.ts'

/** Where a storage approval stands, in words a person follows. */
export function ApprovalProgress({ phase, what }: { phase: ApprovalPhase | null; what: string }) {
  if (!phase) return null
  const text =
    phase.phase === 'waiting'
      ? `Waiting for the storage provider to propose the ${what} (check ${phase.attempt})…`
      : phase.phase === 'approving'
        ? `Approving the provider's proposal #${phase.proposalId}…`
        : phase.phase === 'approved'
          ? `The ${what} is approved.`
          : `The storage provider has not proposed the ${what} yet. You can approve it later from this page.`
  return (
    <p role="status" aria-live="polite" className="text-sm" data-testid="approval-progress">
      {text}
    </p>
  )
}
