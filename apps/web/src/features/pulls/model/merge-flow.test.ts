import type { Task } from '@gitopia-client/chain/gitopia'
import type { PackfileUpdateProposal } from '@gitopia-client/chain/storage'
import { describe, expect, it, vi } from 'vitest'
import { runMerge, type MergeStep } from './merge-flow.ts'

const proposal: PackfileUpdateProposal = {
  id: '4',
  provider: 'gitopia1provider',
  user: 'gitopia1alice',
  repositoryId: '0',
  expiresAt: null,
  cid: 'bafy',
  mergeCommitSha: 'c'.repeat(40),
}
const task = (state: Task['state'], message = ''): Task => ({
  id: '9',
  state,
  message,
  provider: 'gitopia1provider',
})

function steps(overrides: { proposals: (PackfileUpdateProposal | null)[]; tasks?: Task[] }) {
  const seen: MergeStep['step'][] = []
  const approveAndMerge = vi.fn(async () => undefined)
  return {
    seen,
    approveAndMerge,
    run: () =>
      runMerge({
        invoke: async () => '9',
        readProposal: async () => overrides.proposals.shift() ?? null,
        readTask: async () => overrides.tasks?.shift() ?? task('PENDING'),
        approveAndMerge,
        onStep: step => seen.push(step.step),
        intervalMs: 1,
        timeoutMs: 200,
      }),
  }
}

describe('runMerge', () => {
  it('invokes, waits for the provider, then approves and merges in one step', async () => {
    const flow = steps({ proposals: [null, null, proposal] })
    expect(await flow.run()).toEqual({ step: 'merged' })
    expect(flow.approveAndMerge).toHaveBeenCalledWith(proposal)
    expect(flow.seen).toEqual(['invoking', 'waiting', 'waiting', 'waiting', 'approving', 'merged'])
  })

  it('stops with the provider’s reason when it reports the merge failed', async () => {
    const flow = steps({
      proposals: [null, null],
      tasks: [task('PENDING'), task('FAILURE', 'merge conflict in src/main.ts')],
    })
    expect(await flow.run()).toEqual({ step: 'failed', reason: 'merge conflict in src/main.ts' })
    expect(flow.approveAndMerge).not.toHaveBeenCalled()
  })

  it('gives up waiting without approving anything when the provider is slow', async () => {
    const flow = steps({ proposals: [] })
    expect(await flow.run()).toEqual({ step: 'timeout' })
    expect(flow.approveAndMerge).not.toHaveBeenCalled()
  })
})
