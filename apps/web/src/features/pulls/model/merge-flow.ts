import type { Task } from '@gitopia-client/chain/gitopia'
import { delay, type PackfileUpdateProposal } from '@gitopia-client/chain/storage'

/**
 * The chain's merge (docs/protocol.md#the-merge-flow) as steps the page shows: the user's invoke tx, the
 * provider merging with git and proposing a packfile, then approval and merge in one tx. A
 * provider that reports failure ends it with its reason; one that is slow ends in `timeout`, and
 * the proposal can still be approved (or rejected) later, also after a reload.
 */
export type MergeStep =
  | { readonly step: 'invoking' }
  | { readonly step: 'waiting'; readonly attempt: number }
  | { readonly step: 'approving' }
  | { readonly step: 'merged' }
  | { readonly step: 'failed'; readonly reason: string }
  | { readonly step: 'timeout' }

export interface MergeSteps {
  /** Sends the invoke tx; resolves with the task id the chain created (null if unknown). */
  readonly invoke: () => Promise<string | null>
  readonly readProposal: () => Promise<PackfileUpdateProposal | null>
  readonly readTask: (id: string) => Promise<Task>
  /** Sends approval and merge in one tx. */
  readonly approveAndMerge: (proposal: PackfileUpdateProposal) => Promise<unknown>
  readonly onStep: (step: MergeStep) => void
  readonly intervalMs?: number
  readonly timeoutMs?: number
  readonly signal?: AbortSignal
}

function report(steps: MergeSteps, step: MergeStep): MergeStep {
  steps.onStep(step)
  return step
}

/** Approves a prepared merge: the last step, also the "Resume" of an interrupted merge. */
export async function finishMerge(
  steps: Pick<MergeSteps, 'approveAndMerge' | 'onStep'>,
  proposal: PackfileUpdateProposal,
): Promise<MergeStep> {
  steps.onStep({ step: 'approving' })
  await steps.approveAndMerge(proposal)
  steps.onStep({ step: 'merged' })
  return { step: 'merged' }
}

/** Runs the whole merge; a failed tx rejects (its raw log is the pipeline's to show). */
export async function runMerge(steps: MergeSteps): Promise<MergeStep> {
  const { intervalMs = 1000, timeoutMs = 45_000, signal } = steps
  report(steps, { step: 'invoking' })
  const taskId = await steps.invoke()
  const deadline = Date.now() + timeoutMs
  for (let attempt = 1; ; attempt++) {
    signal?.throwIfAborted()
    report(steps, { step: 'waiting', attempt })
    const proposal = await steps.readProposal().catch(() => null)
    if (proposal) return finishMerge(steps, proposal)
    if (taskId !== null) {
      const task = await steps.readTask(taskId).catch(() => null)
      if (task?.state === 'FAILURE')
        return report(steps, { step: 'failed', reason: task.message || 'The merge failed' })
    }
    if (Date.now() + intervalMs > deadline) return report(steps, { step: 'timeout' })
    await delay(intervalMs, signal)
  }
}
