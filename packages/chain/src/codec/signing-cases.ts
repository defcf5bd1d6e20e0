// Msgs of every family the app signs, for the codec tests: the Amino sign docs a Ledger signs for
// them are kept in signing-cases.fixture.json, captured from the codec built on
// @cosmjs/stargate before the signing chunk dropped it.
import type { EncodeObject } from '@cosmjs/proto-signing'
import { toUtf8 } from '@cosmjs/encoding'
import { createRepositoryMsg } from '../modules/gitopia/repositories/messages.ts'
import {
  approveAndMergeMsgs,
  createPullRequestMsg,
} from '../modules/gitopia/pull-requests/messages.ts'
import { createCommentMsg } from '../modules/gitopia/comments/messages.ts'
import { createIssueMsg } from '../modules/gitopia/issues/messages.ts'
import { createUserMsg } from '../modules/gitopia/users/messages.ts'
import { claimRewardsMsg } from '../modules/rewards/messages.ts'
import { groupProposalMsg } from '../modules/gitopia/daos/proposals.ts'
import {
  govDepositMsg,
  govVoteMsg,
  govWeightedVoteMsg,
  submitPoolSpendProposalMsg,
  submitTextProposalMsg,
} from '../modules/gov/messages.ts'
import {
  groupExecMsg,
  groupVoteMsg,
  groupWithdrawMsg,
  updateGroupMembersMsg,
  updatePercentagePolicyMsg,
} from '../modules/group/messages.ts'
import { buildMsgTransfer } from '../modules/ibc/msg.ts'

const ALICE = 'gitopia1alice'
const BOB = 'gitopia1bob'
const POLICY = 'gitopia1policy'
const lore = (amount: string) => [{ denom: 'ulore', amount }]
const timeout = {
  timeoutHeight: { revisionNumber: 2n, revisionHeight: 1234n },
  timeoutTimestamp: 1_700_000_000_000_000_000n,
}

/** Name → the Msgs of one tx, as the app builds them (group proposals not yet packed). */
export const SIGNING_CASES: Record<string, EncodeObject[]> = {
  'bank send': [
    {
      typeUrl: '/cosmos.bank.v1beta1.MsgSend',
      value: { fromAddress: ALICE, toAddress: BOB, amount: lore('1500000') },
    },
  ],
  'bank multi-send': [
    {
      typeUrl: '/cosmos.bank.v1beta1.MsgMultiSend',
      value: {
        inputs: [{ address: ALICE, coins: lore('3') }],
        outputs: [
          { address: BOB, coins: lore('1') },
          { address: POLICY, coins: lore('2') },
        ],
      },
    },
  ],
  'gov text proposal': [submitTextProposalMsg(ALICE, 'Title', 'Why', 10_000_000n)],
  'gov text proposal without deposit': [submitTextProposalMsg(ALICE, 'Title', 'Why', 0n)],
  'gov pool spend': [
    submitPoolSpendProposalMsg(
      ALICE,
      { title: 'Fund', description: 'Docs', recipient: BOB, amount: 2_000_000n },
      1_000_000n,
    ),
  ],
  'gov deposit': [govDepositMsg(ALICE, '7', 5_000_000n)],
  'gov vote': [govVoteMsg(ALICE, '7', 'NO_WITH_VETO')],
  'gov weighted vote': [
    govWeightedVoteMsg(ALICE, '7', [
      { option: 'YES', weight: '0.7' },
      { option: 'NO', weight: '0.25' },
      { option: 'ABSTAIN', weight: '0.05' },
    ]),
  ],
  'ibc transfer': [
    buildMsgTransfer({
      sourceChannel: 'channel-0',
      sender: ALICE,
      receiver: 'osmo1bob',
      denom: 'ulore',
      amount: 42n,
      timeout,
      memo: 'hello',
    }),
  ],
  'ibc transfer without memo': [
    buildMsgTransfer({
      sourceChannel: 'channel-3',
      sender: ALICE,
      receiver: 'osmo1bob',
      denom: 'ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2',
      amount: 1n,
      timeout: { timeoutHeight: { revisionNumber: 0n, revisionHeight: 99n }, timeoutTimestamp: 0n },
    }),
  ],
  'group vote': [groupVoteMsg(ALICE, '3', 'YES', true)],
  'group exec': [groupExecMsg(ALICE, '3')],
  'group withdraw': [groupWithdrawMsg(ALICE, '3')],
  'group members': [updateGroupMembersMsg(POLICY, '4', [{ address: BOB, weight: '1' }])],
  'group policy': [updatePercentagePolicyMsg(POLICY, '0.51', 86_400)],
  'dao proposal': [
    groupProposalMsg({
      policyAddress: POLICY,
      proposer: ALICE,
      title: 'Pay Bob',
      summary: 'For the docs',
      messages: [
        {
          typeUrl: '/cosmos.bank.v1beta1.MsgSend',
          value: { fromAddress: POLICY, toAddress: BOB, amount: lore('9') },
        },
        createRepositoryMsg({ creator: POLICY, owner: POLICY, name: 'docs', description: '' }),
      ],
    }),
  ],
  'create user': [
    createUserMsg(ALICE, { username: 'alice', name: 'Alice', bio: 'Hi', avatarUrl: '' }),
  ],
  'create repository': [
    createRepositoryMsg({ creator: ALICE, owner: ALICE, name: 'hello', description: 'World' }),
  ],
  'create issue with bounty': [
    createIssueMsg({
      creator: ALICE,
      owner: ALICE,
      repository: 'hello',
      title: 'Bug',
      description: 'It breaks',
      labelIds: ['1', '2'],
      assignees: [BOB],
      bounty: { amount: lore('100'), expiry: new Date('2027-01-01T00:00:00Z') },
    }),
  ],
  'review comment': [
    createCommentMsg(
      { creator: BOB, repositoryId: '5', parent: 'pullrequest', parentIid: 2 },
      'Looks good',
      { path: 'src/a.ts', diffHunk: '@@ -1 +1 @@', position: 3 },
    ),
  ],
  'create pull request': [
    createPullRequestMsg({
      creator: BOB,
      title: 'Fix',
      description: 'Fixes #1',
      head: { owner: BOB, repository: 'hello', branch: 'fix' },
      base: { owner: ALICE, repository: 'hello', branch: 'main' },
      issueIids: [1],
    }),
  ],
  'approve and merge (storage + gitopia)': approveAndMergeMsgs(
    { creator: ALICE, repositoryId: '5', iid: 2 },
    { id: '11', cid: 'bafybeigdyrzt', mergeCommitSha: 'a'.repeat(40) },
  ),
  'claim rewards': [claimRewardsMsg(ALICE)],
  'off-chain data': [
    {
      typeUrl: '/gitopia.gitopia.offchain.MsgSignData',
      value: { signer: ALICE, data: toUtf8('{"a":1}') },
    },
  ],
}
