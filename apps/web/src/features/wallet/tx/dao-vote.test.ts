import type { TxSuccess } from '@gitopia-client/chain/tx'
import { describe, expect, it, vi } from 'vitest'
import type { SubmitTxRequest } from './submit-tx.ts'
import { submitOrPropose } from './dao-vote.ts'

const MERGE = { typeUrl: '/gitopia.gitopia.gitopia.MsgInvokeDaoMergePullRequest', value: {} }
const VOTE = {
  policyAddress: 'gitopia1policy',
  proposer: 'gitopia1member',
  title: 'Merge pull request #3',
  summary: 'Fix the parser',
}

const event = (type: string, attributes: Record<string, string>) => ({
  type,
  attributes: Object.entries(attributes).map(([key, value]) => ({ key, value })),
})

/** A submit that records what it was asked to sign and answers with these events. */
function recordingSubmit(events: TxSuccess['events'] = []) {
  return vi.fn((request: SubmitTxRequest) => {
    void request
    return Promise.resolve({ transactionHash: 'AB', height: 7, events } as unknown as TxSuccess)
  })
}

describe('submitOrPropose', () => {
  it('signs the Msgs directly when no DAO votes on the action', async () => {
    const submit = recordingSubmit()
    const sent = await submitOrPropose({ msgs: [MERGE], vote: null }, submit)
    expect(submit).toHaveBeenCalledWith({ msgs: [MERGE] })
    expect(sent.kind).toBe('direct')
  })

  it("wraps the Msgs in the DAO's group proposal, proposed by the member, with its title", async () => {
    const submit = recordingSubmit([
      event('cosmos.group.v1.EventSubmitProposal', { proposal_id: '"12"' }),
    ])
    const sent = await submitOrPropose({ msgs: [MERGE], vote: VOTE }, submit)
    expect(submit.mock.calls[0]![0].msgs).toEqual([
      {
        typeUrl: '/cosmos.group.v1.MsgSubmitProposal',
        value: expect.objectContaining({
          groupPolicyAddress: 'gitopia1policy',
          proposers: ['gitopia1member'],
          title: 'Merge pull request #3',
          summary: 'Fix the parser',
          messages: [MERGE],
        }) as unknown,
      },
    ])
    expect(sent).toMatchObject({ kind: 'proposal', proposal: { id: '12', executed: false } })
  })

  it('says when the proposal passed on the proposer’s vote and ran in the same tx', async () => {
    const submit = recordingSubmit([
      event('cosmos.group.v1.EventSubmitProposal', { proposal_id: '"12"' }),
      event('cosmos.group.v1.EventExec', {
        proposal_id: '"12"',
        result: '"PROPOSAL_EXECUTOR_RESULT_SUCCESS"',
      }),
    ])
    const sent = await submitOrPropose({ msgs: [MERGE], vote: VOTE }, submit)
    expect(sent).toMatchObject({ kind: 'proposal', proposal: { id: '12', executed: true } })
  })

  it('keeps a failure beside the form when the caller shows it there, and rethrows it', async () => {
    const submit = vi.fn((_request: SubmitTxRequest) => Promise.reject(new Error('rejected')))
    await expect(
      submitOrPropose({ msgs: [MERGE], vote: VOTE, failureShownInline: true }, submit),
    ).rejects.toThrow('rejected')
    expect(submit.mock.calls[0]![0].failureShownInline).toBe(true)
  })
})
