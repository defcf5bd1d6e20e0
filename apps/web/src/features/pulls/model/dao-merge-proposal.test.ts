import type { GroupProposal } from '@gitopia-client/chain/gitopia'
import { describe, expect, it } from 'vitest'
import { daoMergeProposal, executedProposal } from './dao-merge-proposal.ts'

const INVOKE = '/gitopia.gitopia.gitopia.MsgInvokeDaoMergePullRequest'

function proposal(
  id: string,
  status: GroupProposal['status'],
  executorResult: string,
  messages: Record<string, unknown>[] = [{ '@type': INVOKE, repository_id: '7', iid: '3' }],
): GroupProposal {
  return {
    id,
    policyAddress: 'gitopia1policy',
    title: '',
    summary: '',
    proposers: ['gitopia1carol'],
    status,
    executorResult,
    submittedAt: null,
    votingEndsAt: null,
    finalTally: { yes: '0', no: '0', abstain: '0', noWithVeto: '0' },
    messageTypes: messages.map(m => String(m['@type'])),
    messages,
  }
}

describe('daoMergeProposal', () => {
  it('finds an open proposal to merge this pull request', () => {
    expect(daoMergeProposal([proposal('4', 'SUBMITTED', 'NOT_RUN')], '7', 3)).toEqual({
      state: 'voting',
      id: '4',
    })
  })

  it('tells an accepted proposal not run yet from one that ran', () => {
    expect(daoMergeProposal([proposal('4', 'ACCEPTED', 'NOT_RUN')], '7', 3)?.state).toBe('passed')
    expect(daoMergeProposal([proposal('4', 'ACCEPTED', 'SUCCESS')], '7', 3)?.state).toBe('ran')
  })

  it('ignores other pull requests, other repositories and other messages', () => {
    const others = [
      proposal('1', 'SUBMITTED', 'NOT_RUN', [{ '@type': INVOKE, repository_id: '7', iid: '4' }]),
      proposal('2', 'SUBMITTED', 'NOT_RUN', [{ '@type': INVOKE, repository_id: '8', iid: '3' }]),
      proposal('3', 'SUBMITTED', 'NOT_RUN', [
        { '@type': '/gitopia.gitopia.gitopia.MsgRenameDao', repository_id: '7', iid: '3' },
      ]),
    ]
    expect(daoMergeProposal(others, '7', 3)).toBeNull()
  })

  it('reads numbers as well as strings, and camelCase keys', () => {
    const numeric = proposal('5', 'SUBMITTED', 'NOT_RUN', [
      { '@type': INVOKE, repositoryId: 7, iid: 3 },
    ])
    expect(daoMergeProposal([numeric], '7', 3)?.id).toBe('5')
  })

  it('takes the newest live proposal; dead or failed ones leave room for a new one', () => {
    const list = [
      proposal('9', 'REJECTED', 'NOT_RUN'),
      proposal('10', 'ACCEPTED', 'FAILURE'),
      proposal('11', 'WITHDRAWN', 'NOT_RUN'),
      proposal('2', 'ACCEPTED', 'SUCCESS'),
      proposal('6', 'SUBMITTED', 'NOT_RUN'),
    ]
    expect(daoMergeProposal(list, '7', 3)).toEqual({ state: 'voting', id: '6' })
    expect(daoMergeProposal(list.slice(0, 3), '7', 3)).toBeNull()
  })
})

describe('executedProposal', () => {
  const exec = (id: string, result: string) => ({
    type: 'cosmos.group.v1.EventExec',
    attributes: [
      { key: 'proposal_id', value: `"${id}"` },
      { key: 'result', value: `"${result}"` },
    ],
  })

  it('is true only when this proposal ran successfully', () => {
    expect(executedProposal([exec('4', 'PROPOSAL_EXECUTOR_RESULT_SUCCESS')], '4')).toBe(true)
    expect(executedProposal([exec('4', 'PROPOSAL_EXECUTOR_RESULT_NOT_RUN')], '4')).toBe(false)
    expect(executedProposal([exec('4', 'PROPOSAL_EXECUTOR_RESULT_FAILURE')], '4')).toBe(false)
    expect(executedProposal([exec('5', 'PROPOSAL_EXECUTOR_RESULT_SUCCESS')], '4')).toBe(false)
    expect(executedProposal([], '4')).toBe(false)
  })
})
