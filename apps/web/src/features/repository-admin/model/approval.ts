import { pollForProposal, type StorageProposal } from '@gitopia-client/chain/storage'

/**
 * The second half of a storage flow (docs/protocol.md#storage-proposals): after the user's tx the provider
 * proposes an update, which the same user approves in a second tx. Each phase is reported so the
 * page can show where it is; a timeout is not an error: the proposal can still be approved later.
 */
export type ApprovalPhase =
  | { readonly phase: 'waiting'; readonly attempt: number }
  | { readonly phase: 'approving'; readonly proposalId: string }
  | { readonly phase: 'approved' }
  | { readonly phase: 'timeout' }

export interface ApprovalSteps {
  /** Reads the pending proposal, null while there is none. */
  readonly read: () => Promise<StorageProposal | null>
  /** Sends the approval tx for a proposal id. */
  readonly approve: (proposalId: string) => Promise<unknown>
  readonly onPhase: (phase: ApprovalPhase) => void
  readonly timeoutMs?: number
  readonly signal?: AbortSignal
}

/** Waits for the provider's proposal, then approves it; resolves with the last phase. */
export async function awaitAndApprove(steps: ApprovalSteps): Promise<ApprovalPhase> {
  const proposal = await pollForProposal(steps.read, {
    timeoutMs: steps.timeoutMs ?? 45_000,
    ...(steps.signal ? { signal: steps.signal } : {}),
    onAttempt: attempt => steps.onPhase({ phase: 'waiting', attempt }),
  })
  if (!proposal) {
    const timeout: ApprovalPhase = { phase: 'timeout' }
    steps.onPhase(timeout)
    return timeout
  }
  steps.onPhase({ phase: 'approving', proposalId: proposal.id })
  await steps.approve(proposal.id)
  const approved: ApprovalPhase = { phase: 'approved' }
  steps.onPhase(approved)
  return approved
}
