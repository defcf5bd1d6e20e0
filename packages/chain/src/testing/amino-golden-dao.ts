// Golden Amino JSON (see amino-golden.ts) of gov and group Msgs, and of Msgs inside a DAO
// proposal: x/group's codec writes those, which registers the SDK's Msgs (wrapped) and none of
// Gitopia's (bare).
import type { EncodeObject } from '@cosmjs/proto-signing'
import {
  createRepositoryMsg,
  daoCreateReleaseMsg,
  daoProfileChangeMsgs,
  daoProfileMsg,
  daoTreasurySpendMsg,
  pinDaoRepositoryMsg,
  groupProposalMsg,
  invokeDaoMergePullRequestMsg,
  removeDaoCollaboratorMsg,
  updateDaoCollaboratorMsg,
  updateDaoConfigMsg,
} from '@gitopia-client/chain/gitopia'
import { govVoteMsg, submitPoolSpendProposalMsg } from '@gitopia-client/chain/gov'
import {
  groupVoteMsg,
  updateGroupMembersMsg,
  updatePercentagePolicyMsg,
} from '@gitopia-client/chain/group'
import {
  ALICE,
  BOB,
  coins,
  DAO,
  GOV,
  lore,
  POLICY,
  release,
  SHA,
  type AminoGoldenCase,
} from './amino-golden-base.ts'

const proposal = (messages: EncodeObject[]) =>
  groupProposalMsg({ policyAddress: POLICY, proposer: ALICE, title: 'T', summary: 'S', messages })
const proposed = (messages: unknown[]) => ({
  type: 'cosmos-sdk/group/MsgSubmitProposal',
  value: {
    exec: 1,
    group_policy_address: POLICY,
    messages,
    proposers: [ALICE],
    summary: 'S',
    title: 'T',
  },
})

export const COSMOS_AND_DAO: readonly AminoGoldenCase[] = [
  {
    name: 'a chain governance vote',
    msg: govVoteMsg(ALICE, '7', 'YES'),
    signed: { type: 'cosmos-sdk/MsgVote', value: { option: 1, proposal_id: '7', voter: ALICE } },
  },
  {
    name: 'a community-pool spend: gov v1 carrying MsgCommunityPoolSpend',
    msg: submitPoolSpendProposalMsg(
      ALICE,
      { title: 'Fund', description: 'Docs', recipient: BOB, amount: 2_000_000n },
      1_000_000n,
    ),
    signed: {
      type: 'cosmos-sdk/v1/MsgSubmitProposal',
      value: {
        initial_deposit: coins('1000000'),
        messages: [
          {
            type: 'cosmos-sdk/distr/MsgCommunityPoolSpend',
            value: { amount: coins('2000000'), authority: GOV, recipient: BOB },
          },
        ],
        proposer: ALICE,
        summary: 'Docs',
        title: 'Fund',
      },
    },
  },
  {
    name: 'a community-pool spend without deposit: initial_deposit ([]Coin) is null',
    msg: submitPoolSpendProposalMsg(
      ALICE,
      { title: 'Fund', description: 'Docs', recipient: BOB, amount: 1n },
      0n,
    ),
    signed: {
      type: 'cosmos-sdk/v1/MsgSubmitProposal',
      value: {
        initial_deposit: null,
        messages: [
          {
            type: 'cosmos-sdk/distr/MsgCommunityPoolSpend',
            value: { amount: coins('1'), authority: GOV, recipient: BOB },
          },
        ],
        proposer: ALICE,
        summary: 'Docs',
        title: 'Fund',
      },
    },
  },
  {
    name: 'a DAO vote',
    msg: groupVoteMsg(ALICE, '3', 'YES', false),
    signed: {
      type: 'cosmos-sdk/group/MsgVote',
      value: { option: 1, proposal_id: '3', voter: ALICE },
    },
  },
  {
    name: 'a DAO proposal to edit its description: the Gitopia Msg is bare',
    msg: proposal([daoProfileMsg('description', POLICY, DAO, 'New words')]),
    signed: proposed([{ admin: POLICY, description: 'New words', id: DAO }]),
  },
  {
    name: 'a DAO proposal to change its website (the field is url)',
    msg: proposal([daoProfileMsg('website', POLICY, DAO, 'https://guild.example')]),
    signed: proposed([{ admin: POLICY, id: DAO, url: 'https://guild.example' }]),
  },
  {
    name: 'a DAO proposal to change its avatar (bare, the field is url)',
    msg: proposal([daoProfileMsg('avatar', POLICY, DAO, 'https://guild.example/a.png')]),
    signed: proposed([{ admin: POLICY, id: DAO, url: 'https://guild.example/a.png' }]),
  },
  {
    name: 'a DAO proposal to require proposals for releases: DaoConfig flags snake_case, false ones left out',
    msg: proposal([
      updateDaoConfigMsg(POLICY, DAO, {
        pullRequestMerge: false,
        repositoryDeletion: false,
        collaborators: false,
        releases: true,
      }),
    ]),
    signed: proposed([{ admin: POLICY, config: { require_release_proposal: true }, id: DAO }]),
  },
  {
    name: 'a DAO proposal to require no proposal at all: the config is written, empty',
    msg: proposal([
      updateDaoConfigMsg(POLICY, DAO, {
        pullRequestMerge: false,
        repositoryDeletion: false,
        collaborators: false,
        releases: false,
      }),
    ]),
    signed: proposed([{ admin: POLICY, config: {}, id: DAO }]),
  },
  {
    name: 'a DAO proposal to rename it (MsgRenameDao, bare)',
    msg: proposal([daoProfileMsg('name', POLICY, DAO, 'guild2')]),
    signed: proposed([{ admin: POLICY, id: DAO, name: 'guild2' }]),
  },
  {
    name: 'a DAO proposal to pin a repository (the id is a uint64 string)',
    msg: proposal([pinDaoRepositoryMsg(POLICY, DAO, '3')]),
    signed: proposed([{ admin: POLICY, id: DAO, repositoryId: '3' }]),
  },
  {
    name: 'a DAO proposal to change several profile fields (MsgUpdateDaoMetadata, bare, empty left out)',
    msg: proposal(
      daoProfileChangeMsgs(POLICY, DAO, { name: 'guild2', avatar: 'https://a.example/a.png' }),
    ),
    signed: proposed([
      { admin: POLICY, avatarUrl: 'https://a.example/a.png', id: DAO, name: 'guild2' },
    ]),
  },
  {
    name: 'a DAO proposal to pay from its own account (MsgDaoTreasurySpend, bare)',
    msg: proposal([daoTreasurySpendMsg(POLICY, DAO, BOB, [{ denom: 'ulore', amount: '5' }])]),
    signed: proposed([
      { admin: POLICY, amount: [{ amount: '5', denom: 'ulore' }], id: DAO, recipient: BOB },
    ]),
  },
  {
    name: 'a DAO proposal to change its location (bare)',
    msg: proposal([daoProfileMsg('location', POLICY, DAO, 'Lisbon')]),
    signed: proposed([{ admin: POLICY, id: DAO, location: 'Lisbon' }]),
  },
  {
    name: 'a DAO proposal to merge: bare, base_commit_sha snake_case',
    msg: proposal([
      invokeDaoMergePullRequestMsg(POLICY, { repositoryId: '5', iid: 2 }, 'gitopia1provider', SHA),
    ]),
    signed: proposed([
      {
        admin: POLICY,
        base_commit_sha: SHA,
        iid: '2',
        provider: 'gitopia1provider',
        repositoryId: '5',
      },
    ]),
  },
  {
    name: 'a DAO proposal to add and remove collaborators',
    msg: proposal([
      updateDaoCollaboratorMsg(POLICY, { id: DAO, name: 'hello' }, BOB, 'ADMIN'),
      removeDaoCollaboratorMsg(POLICY, { id: DAO, name: 'hello' }, ALICE),
    ]),
    signed: proposed([
      { admin: POLICY, repositoryId: { id: DAO, name: 'hello' }, role: 'ADMIN', user: BOB },
      { admin: POLICY, repositoryId: { id: DAO, name: 'hello' }, user: ALICE },
    ]),
  },
  {
    name: 'a DAO proposal to publish a release',
    msg: proposal([daoCreateReleaseMsg(POLICY, { id: DAO, name: 'hello' }, release)]),
    signed: proposed([
      {
        admin: POLICY,
        attachments: '[]',
        name: 'One',
        provider: 'gitopia1provider',
        repositoryId: { id: DAO, name: 'hello' },
        tagName: 'v1.0.0',
        target: 'main',
      },
    ]),
  },
  {
    name: 'a DAO proposal to create a repository',
    msg: proposal([
      createRepositoryMsg({ creator: POLICY, owner: DAO, name: 'docs', description: '' }),
    ]),
    signed: proposed([{ creator: POLICY, name: 'docs', owner: DAO }]),
  },
  {
    name: 'a DAO proposal paying from the treasury: MsgSend keeps its wrapper',
    msg: proposal([
      {
        typeUrl: '/cosmos.bank.v1beta1.MsgSend',
        value: { fromAddress: POLICY, toAddress: BOB, amount: lore('9') },
      },
    ]),
    signed: proposed([
      {
        type: 'cosmos-sdk/MsgSend',
        value: { amount: coins('9'), from_address: POLICY, to_address: BOB },
      },
    ]),
  },
  {
    name: 'a DAO proposal changing members and voting rules: group Msgs keep their wrappers',
    msg: proposal([
      updateGroupMembersMsg(POLICY, '4', [{ address: BOB, weight: '1' }]),
      updatePercentagePolicyMsg(POLICY, '0.51', 86_400),
    ]),
    signed: proposed([
      {
        type: 'cosmos-sdk/MsgUpdateGroupMembers',
        value: { admin: POLICY, group_id: '4', member_updates: [{ address: BOB, weight: '1' }] },
      },
      {
        type: 'cosmos-sdk/MsgUpdateGroupDecisionPolicy',
        value: {
          admin: POLICY,
          decision_policy: {
            type: 'cosmos-sdk/PercentageDecisionPolicy',
            value: {
              percentage: '0.51',
              windows: { min_execution_period: '0', voting_period: '86400000000000' },
            },
          },
          group_policy_address: POLICY,
        },
      },
    ]),
  },
]
