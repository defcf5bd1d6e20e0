import { describe, expect, it } from 'vitest'
import { actionRoute, groupProposalMsg, submittedProposal } from './proposals.ts'

const DAO_ADDRESS = 'gitopia1dao'
const dao = (requires: Partial<Record<string, boolean>> = {}) => ({
  name: 'devnet-dao',
  address: DAO_ADDRESS,
  groupId: '1',
  requiresProposal: {
    collaborators: false,
    releases: false,
    repositoryDeletion: false,
    pullRequestMerge: false,
    ...requires,
  },
})

describe('proposal or direct', () => {
  it('user-owned repositories always act directly', () => {
    const repository = { ownerType: 'USER' as const, ownerAddress: 'gitopia1alice' }
    expect(actionRoute(repository, null, 'collaborators')).toEqual({ kind: 'direct' })
    expect(actionRoute(repository, dao({ collaborators: true }), 'collaborators')).toEqual({
      kind: 'direct',
    })
  })

  it('a DAO repository acts directly unless the DAO config requires a proposal for it', () => {
    const repository = { ownerType: 'DAO' as const, ownerAddress: DAO_ADDRESS }
    expect(actionRoute(repository, dao(), 'collaborators')).toEqual({ kind: 'direct' })
    const strict = dao({ collaborators: true, repositoryDeletion: true })
    expect(actionRoute(repository, strict, 'collaborators')).toEqual({
      kind: 'proposal',
      dao: { name: 'devnet-dao', address: DAO_ADDRESS, groupId: '1' },
    })
    expect(actionRoute(repository, strict, 'repositoryDeletion').kind).toBe('proposal')
    expect(actionRoute(repository, strict, 'releases').kind).toBe('direct')
  })

  it('a DAO record of another owner does not count', () => {
    const repository = { ownerType: 'DAO' as const, ownerAddress: 'gitopia1other' }
    expect(actionRoute(repository, dao({ releases: true }), 'releases').kind).toBe('direct')
  })
})

describe('group proposals', () => {
  it('wraps the Msgs for the policy, proposed by the user, executed at once if possible', () => {
    const inner = { typeUrl: '/x.MsgY', value: { admin: 'gitopia1policy' } }
    expect(
      groupProposalMsg({
        policyAddress: 'gitopia1policy',
        proposer: 'gitopia1alice',
        title: 'Add bob',
        summary: 'as WRITE',
        messages: [inner],
      }),
    ).toEqual({
      typeUrl: '/cosmos.group.v1.MsgSubmitProposal',
      value: {
        groupPolicyAddress: 'gitopia1policy',
        proposers: ['gitopia1alice'],
        metadata: '',
        messages: [inner],
        exec: 1,
        title: 'Add bob',
        summary: 'as WRITE',
      },
    })
  })

  it('reads the proposal id and whether it executed from the typed events', () => {
    const events = [
      { type: 'message', attributes: [{ key: 'action', value: 'x' }] },
      {
        type: 'cosmos.group.v1.EventSubmitProposal',
        attributes: [{ key: 'proposal_id', value: '"5"' }],
      },
      {
        type: 'cosmos.group.v1.EventExec',
        attributes: [
          { key: 'proposal_id', value: '"5"' },
          { key: 'result', value: '"PROPOSAL_EXECUTOR_RESULT_SUCCESS"' },
        ],
      },
    ]
    expect(submittedProposal(events)).toEqual({ id: '5', executed: true })
    expect(submittedProposal(events.slice(0, 2))).toEqual({ id: '5', executed: false })
    expect(submittedProposal(events.slice(0, 1))).toBeNull()
  })
})
