// Golden Amino JSON: for each Msg kind the app signs with a Ledger, directly and inside a DAO
// proposal, the element of `msgs` the chain rebuilds from that Msg's GetSignBytes(), written by
// hand from the chain's rules (docs/protocol.md#amino-json: Go json tags, omitempty, codecs).
// The client's converters (packages/chain) and the devnet's renderer (packages/devnet) are both
// held to it. Msgs come from the app's own builders, through the package's public entries.
import type { EncodeObject } from '@cosmjs/proto-signing'
import {
  approveAndMergeMsgs,
  approveReleaseAssetsMsg,
  closeBountyMsg,
  createBountyMsg,
  createCommentMsg,
  createIssueMsg,
  createPullRequestMsg,
  createReleaseMsg,
  createRepositoryMsg,
  createUserMsg,
  daoCreateReleaseMsg,
  deleteBranchMsg,
  forkRepositoryMsg,
  groupProposalMsg,
  invokeDaoMergePullRequestMsg,
  invokeMergePullRequestMsg,
  labelAndAssigneeMsgs,
  removeDaoCollaboratorMsg,
  setPullRequestStateMsg,
  setTagMsg,
  updateCollaboratorMsg,
  updateDaoCollaboratorMsg,
  updateUserFieldMsg,
} from '@gitopia-client/chain/gitopia'
import { govVoteMsg, submitPoolSpendProposalMsg } from '@gitopia-client/chain/gov'
import {
  createDaoMsg,
  daoProfileMsg,
  groupVoteMsg,
  updateGroupMembersMsg,
  updatePercentagePolicyMsg,
} from '@gitopia-client/chain/group'

const ALICE = 'gitopia1alice'
const BOB = 'gitopia1bob'
const POLICY = 'gitopia1policy'
const DAO = 'gitopia1dao'
const GOV = 'gitopia10d07y265gmmuvt4z0w9aw880jnsr700jy65jes'
const SHA = 'a'.repeat(40)
const lore = (amount: string) => [{ denom: 'ulore', amount }]
const coins = (amount: string) => [{ amount, denom: 'ulore' }]
const repo = { id: ALICE, name: 'hello' }
const release = {
  tagName: 'v1.0.0',
  target: 'main',
  name: 'One',
  description: '',
  attachments: [],
  draft: false,
  preRelease: false,
  provider: 'gitopia1provider',
}

export interface AminoGoldenCase {
  readonly name: string
  /** The Msg as the app builds it (a group or gov proposal's Msgs not yet packed). */
  readonly msg: EncodeObject
  /** The element of the sign doc's `msgs` the chain computes for it. */
  readonly signed: unknown
}

const one = <T>(msgs: readonly T[]): T => {
  const [msg] = msgs
  if (msg === undefined) throw new Error('no Msg built')
  return msg
}
const approveAndMerge = approveAndMergeMsgs(
  { creator: ALICE, repositoryId: '5', iid: 2 },
  { id: '11', cid: 'bafybeigdyrzt', mergeCommitSha: SHA },
)

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

export const AMINO_GOLDEN: readonly AminoGoldenCase[] = [
  {
    name: 'open an issue without a bounty: bountyAmount (sdk.Coins, no omitempty) is []',
    msg: createIssueMsg({
      creator: ALICE,
      owner: ALICE,
      repository: 'hello',
      title: 'Bug',
      description: '',
    }),
    signed: {
      type: 'gitopia/CreateIssue',
      value: {
        bountyAmount: [],
        creator: ALICE,
        repositoryId: { id: ALICE, name: 'hello' },
        title: 'Bug',
      },
    },
  },
  {
    name: 'open an issue with a bounty, labels and an assignee',
    msg: createIssueMsg({
      creator: ALICE,
      owner: ALICE,
      repository: 'hello',
      title: 'Bug',
      description: 'It breaks',
      labelIds: ['1'],
      assignees: [BOB],
      bounty: { amount: lore('100'), expiry: new Date('2027-01-01T00:00:00Z') },
    }),
    signed: {
      type: 'gitopia/CreateIssue',
      value: {
        assignees: [BOB],
        bountyAmount: coins('100'),
        bountyExpiry: '1798761600',
        creator: ALICE,
        description: 'It breaks',
        labelIds: ['1'],
        repositoryId: { id: ALICE, name: 'hello' },
        title: 'Bug',
      },
    },
  },
  {
    name: 'create a DAO: voting_period is snake_case, members always written',
    msg: createDaoMsg({
      creator: ALICE,
      name: 'guild',
      description: 'We build',
      avatarUrl: '',
      location: '',
      website: '',
      members: [{ address: ALICE, weight: '1' }],
      votingPeriodHours: '24',
      percentage: '0.5',
    }),
    signed: {
      type: 'gitopia/CreateDao',
      value: {
        creator: ALICE,
        description: 'We build',
        members: [{ address: ALICE, metadata: 'OWNER', weight: '1' }],
        name: 'guild',
        percentage: '0.5',
        voting_period: '24',
      },
    },
  },
  {
    name: 'start a merge: base_commit_sha is snake_case',
    msg: invokeMergePullRequestMsg(
      { creator: ALICE, repositoryId: '5', iid: 2 },
      'gitopia1provider',
      SHA,
    ),
    signed: {
      type: 'gitopia/InvokeMergePullRequest',
      value: {
        base_commit_sha: SHA,
        creator: ALICE,
        iid: '2',
        provider: 'gitopia1provider',
        repositoryId: '5',
      },
    },
  },
  {
    name: 'approve the merged packfile: a storage Msg, bare protobuf JSON',
    msg: one(approveAndMerge),
    signed: { creator: ALICE, proposal_id: '11' },
  },
  {
    name: 'finish the merge: MsgMergePullRequest of the gitopia module',
    msg: one(approveAndMerge.slice(1)),
    signed: {
      type: 'gitopia/MergePullRequest',
      value: {
        creator: ALICE,
        merge_commit_sha: SHA,
        packfile_cid: 'bafybeigdyrzt',
        pull_request_iid: '2',
        repository_id: '5',
      },
    },
  },
  {
    name: 'push a tag: packfile_cid omitted when empty, the tag struct always written',
    msg: setTagMsg(ALICE, repo, 'v1', SHA),
    signed: {
      type: 'gitopia/SetTag',
      value: {
        creator: ALICE,
        repositoryId: { id: ALICE, name: 'hello' },
        tag: { name: 'v1', sha: SHA },
      },
    },
  },
  {
    name: 'delete a branch',
    msg: deleteBranchMsg(ALICE, repo, 'old'),
    signed: {
      type: 'gitopia/DeleteBranch',
      value: { branch: 'old', creator: ALICE, repositoryId: { id: ALICE, name: 'hello' } },
    },
  },
  {
    name: 'create a user (empty avatar left out)',
    msg: createUserMsg(ALICE, { username: 'alice', name: 'Alice', bio: '', avatarUrl: '' }),
    signed: {
      type: 'gitopia/CreateUser',
      value: { creator: ALICE, name: 'Alice', username: 'alice' },
    },
  },
  {
    name: 'change the avatar (the field is url)',
    msg: updateUserFieldMsg(ALICE, 'avatarUrl', 'https://example.com/a.png'),
    signed: {
      type: 'gitopia/UpdateUserAvatar',
      value: { creator: ALICE, url: 'https://example.com/a.png' },
    },
  },
  {
    name: 'create a repository',
    msg: createRepositoryMsg({ creator: ALICE, owner: ALICE, name: 'hello', description: '' }),
    signed: {
      type: 'gitopia/CreateRepository',
      value: { creator: ALICE, name: 'hello', owner: ALICE },
    },
  },
  {
    name: 'fork a repository',
    msg: forkRepositoryMsg({
      creator: BOB,
      source: { owner: ALICE, name: 'hello' },
      name: 'hello',
      description: '',
      branch: '',
      owner: BOB,
    }),
    signed: {
      type: 'gitopia/ForkRepository',
      value: {
        creator: BOB,
        forkRepositoryName: 'hello',
        owner: BOB,
        repositoryId: { id: ALICE, name: 'hello' },
      },
    },
  },
  {
    name: 'add a collaborator (role is the permission name, a string)',
    msg: updateCollaboratorMsg(ALICE, repo, BOB, 'WRITE'),
    signed: {
      type: 'gitopia/UpdateRepositoryCollaborator',
      value: {
        creator: ALICE,
        repositoryId: { id: ALICE, name: 'hello' },
        role: 'WRITE',
        user: BOB,
      },
    },
  },
  {
    name: 'label an issue',
    msg: one(
      labelAndAssigneeMsgs(
        'issue',
        { creator: ALICE, repositoryId: '5', iid: 3 },
        { add: ['7'], remove: [] },
        { add: [], remove: [] },
      ),
    ),
    signed: {
      type: 'gitopia/AddIssueLabels',
      value: { creator: ALICE, iid: '3', labelIds: ['7'], repositoryId: '5' },
    },
  },
  {
    name: 'a review comment (parent is an enum: a number)',
    msg: createCommentMsg(
      { creator: BOB, repositoryId: '5', parent: 'pullrequest', parentIid: 2 },
      'Looks good',
      { path: 'src/a.ts', diffHunk: '@@ -1 +1 @@', position: 3 },
    ),
    signed: {
      type: 'gitopia/CreateComment',
      value: {
        body: 'Looks good',
        creator: BOB,
        diffHunk: '@@ -1 +1 @@',
        parent: 2,
        parentIid: '2',
        path: 'src/a.ts',
        position: '3',
        repositoryId: '5',
      },
    },
  },
  {
    name: 'a bounty on an issue (amount always written; parent ISSUE is enum 0, left out)',
    msg: createBountyMsg(
      { creator: ALICE, repositoryId: '5', iid: 3 },
      lore('50'),
      new Date('2027-01-01T00:00:00Z'),
    ),
    signed: {
      type: 'gitopia/CreateBounty',
      value: {
        amount: coins('50'),
        creator: ALICE,
        expiry: '1798761600',
        parentIid: '3',
        repositoryId: '5',
      },
    },
  },
  {
    name: 'close a bounty',
    msg: closeBountyMsg(ALICE, '4'),
    signed: { type: 'gitopia/CloseBounty', value: { creator: ALICE, id: '4' } },
  },
  {
    name: 'open a pull request (both repository ids always written)',
    msg: createPullRequestMsg({
      creator: BOB,
      title: 'Fix',
      description: '',
      head: { owner: BOB, repository: 'hello', branch: 'fix' },
      base: { owner: ALICE, repository: 'hello', branch: 'main' },
    }),
    signed: {
      type: 'gitopia/CreatePullRequest',
      value: {
        baseBranch: 'main',
        baseRepositoryId: { id: ALICE, name: 'hello' },
        creator: BOB,
        headBranch: 'fix',
        headRepositoryId: { id: BOB, name: 'hello' },
        title: 'Fix',
      },
    },
  },
  {
    name: 'close a pull request',
    msg: setPullRequestStateMsg({ creator: ALICE, repositoryId: '5', iid: 2 }, 'CLOSED'),
    signed: {
      type: 'gitopia/SetPullRequestState',
      value: { creator: ALICE, iid: '2', repositoryId: '5', state: 'CLOSED' },
    },
  },
  {
    name: 'publish a release',
    msg: createReleaseMsg(ALICE, repo, release),
    signed: {
      type: 'gitopia/CreateRelease',
      value: {
        attachments: '[]',
        creator: ALICE,
        name: 'One',
        provider: 'gitopia1provider',
        repositoryId: { id: ALICE, name: 'hello' },
        tagName: 'v1.0.0',
        target: 'main',
      },
    },
  },
  {
    name: "approve a release's assets (storage, bare)",
    msg: approveReleaseAssetsMsg(ALICE, '8'),
    signed: { creator: ALICE, proposal_id: '8' },
  },
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
