import {
  createCommentMsg,
  createDaoMsg,
  groupProposalMsg,
  updateDaoConfigMsg,
} from '@gitopia-client/chain/gitopia'
import { groupExecMsg, groupVoteMsg, updatePercentagePolicyMsg } from '@gitopia-client/chain/group'
import { ThresholdDecisionPolicy } from 'cosmjs-types/cosmos/group/v1/types'
import { describe, expect, it } from 'vitest'
import { fromChainJson } from './describe-group.ts'
import { describeMsg } from './describe-msg.ts'
import { ownersNamed, proposalRunBy, repositoriesNumbered } from './review-reads.ts'

const ALICE = 'gitopia1zypdnc2ct9aurl6n9gclp3hnc2mfkpv6c6jh4n'
const BOB = 'gitopia1gz2e3zdsl37tw4wjmmdxcpnzmuwzzl3rycses0'
const POLICY = 'gitopia1afk9zr2hn2jsac63h4hm60vl9z3e5u69gndzf7c99cqge3vzwjzsxn0x73'

describe('the review sheet on DAO Msgs', () => {
  it('gives the figures of new voting rules, as the app builds them and as the chain prints them', () => {
    expect(describeMsg(updatePercentagePolicyMsg(POLICY, '0.6', 7_200))).toBe(
      `Change the voting rules of the DAO ${POLICY}: a proposal passes when 60% of the members' weight votes yes; voting period 2 hours; minimum execution period 0 seconds`,
    )
    const printed = fromChainJson({
      '@type': '/cosmos.group.v1.MsgUpdateGroupPolicyDecisionPolicy',
      admin: POLICY,
      group_policy_address: POLICY,
      decision_policy: {
        '@type': '/cosmos.group.v1.PercentageDecisionPolicy',
        percentage: '0.500000000000000000',
        windows: { voting_period: '259200s', min_execution_period: '3600s' },
      },
    })
    expect(describeMsg(printed)).toBe(
      `Change the voting rules of the DAO ${POLICY}: a proposal passes when 50% of the members' weight votes yes; voting period 3 days; minimum execution period 1 hour`,
    )
    const threshold = {
      typeUrl: '/cosmos.group.v1.MsgUpdateGroupPolicyDecisionPolicy',
      value: {
        admin: POLICY,
        groupPolicyAddress: POLICY,
        decisionPolicy: {
          typeUrl: '/cosmos.group.v1.ThresholdDecisionPolicy',
          value: ThresholdDecisionPolicy.encode({
            threshold: '3',
            windows: {
              votingPeriod: { seconds: 90n, nanos: 0 },
              minExecutionPeriod: { seconds: 0n, nanos: 0 },
            },
          }).finish(),
        },
      },
    }
    expect(describeMsg(threshold)).toContain(
      'a proposal passes when the yes votes weigh 3 or more; voting period 90 seconds',
    )
  })

  it("names each action a DAO's config puts to a vote", () => {
    const config = {
      typeUrl: '/gitopia.gitopia.gitopia.MsgUpdateDaoConfig',
      value: {
        admin: POLICY,
        id: BOB,
        config: {
          requirePullRequestProposal: true,
          requireRepositoryDeletionProposal: false,
          requireCollaboratorProposal: true,
          requireReleaseProposal: false,
        },
      },
    }
    const expected = `Change which actions of the DAO council (gitopia1gz2e...ycses0) need a vote: merging a pull request: needs a vote; deleting a repository: no vote; managing collaborators: needs a vote; publishing a release: no vote`
    const nameOf = (address: string) => (address === BOB ? 'council' : undefined)
    expect(describeMsg(config, { nameOf })).toBe(expected)
    const printed = fromChainJson({
      '@type': '/gitopia.gitopia.gitopia.MsgUpdateDaoConfig',
      admin: POLICY,
      id: BOB,
      config: {
        require_pull_request_proposal: true,
        require_repository_deletion_proposal: false,
        require_collaborator_proposal: true,
        require_release_proposal: false,
      },
    })
    expect(describeMsg(printed, { nameOf })).toBe(expected)
  })

  it('knows which Msgs run a proposal, and whose names a reviewer needs', () => {
    expect(proposalRunBy(groupVoteMsg(ALICE, '7', 'YES', true))).toBe('7')
    expect(proposalRunBy(groupVoteMsg(ALICE, '7', 'YES', false))).toBeNull()
    expect(proposalRunBy(groupExecMsg(ALICE, '8'))).toBe('8')
    const merge = fromChainJson({
      '@type': '/gitopia.gitopia.gitopia.MsgDaoMergePullRequest',
      admin: POLICY,
      repository_id: { id: BOB, name: 'tool' },
      pull_request_iid: '3',
    })
    const proposal = groupProposalMsg({
      policyAddress: POLICY,
      proposer: ALICE,
      title: 'Merge',
      summary: '',
      messages: [merge],
    })
    expect(ownersNamed([proposal])).toEqual([BOB])
    expect(describeMsg(merge, { nameOf: a => (a === BOB ? 'bob' : undefined) })).toBe(
      'Merge pull request #3 in bob/tool (gitopia1gz2e...ycses0)',
    )
  })

  it('names a repository the Msg gives by number by its owner as the chain resolves it', () => {
    const comment = createCommentMsg(
      { creator: BOB, repositoryId: '7', parent: 'issue', parentIid: 3 },
      'hi',
    )
    expect(repositoriesNumbered([comment])).toEqual(['7'])
    expect(describeMsg(comment)).toBe('Comment on issue #3 in repository #7')
    expect(
      describeMsg(comment, {
        repositoryOf: id => (id === '7' ? { owner: ALICE, name: 'hello-world' } : undefined),
        nameOf: address => (address === ALICE ? 'alice' : undefined),
      }),
    ).toBe('Comment on issue #3 in alice/hello-world (gitopia1zypd...c6jh4n)')
  })

  it("says what a new DAO's creator chose: members, voting rules and actions put to a vote", () => {
    const rules = {
      pullRequestMerge: false,
      repositoryDeletion: true,
      collaborators: false,
      releases: true,
    }
    const fields = {
      creator: ALICE,
      name: 'council',
      description: '',
      avatarUrl: '',
      location: '',
      website: '',
      members: [
        { address: ALICE, weight: '2' },
        { address: BOB, weight: '1' },
      ],
      votingPeriodHours: '48',
      percentage: '0.51',
    }
    expect(describeMsg(createDaoMsg({ ...fields, requiresProposal: rules }))).toBe(
      "Create the DAO “council” with 2 members: a proposal passes when 51% of the members' weight votes yes; voting period 2 days; actions that need a vote: deleting a repository, publishing a release",
    )
    expect(describeMsg(createDaoMsg(fields))).toContain('; no action needs a vote')
    expect(describeMsg(updateDaoConfigMsg(POLICY, BOB, rules))).toBe(
      `Change which actions of the DAO ${BOB} need a vote: merging a pull request: no vote; deleting a repository: needs a vote; managing collaborators: no vote; publishing a release: needs a vote`,
    )
  })
})
