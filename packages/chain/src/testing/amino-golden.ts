// Golden Amino JSON: for each Msg kind the app signs with a Ledger, directly and inside a DAO
// proposal, the element of `msgs` the chain rebuilds from that Msg's GetSignBytes(), written by
// hand from the chain's rules (docs/protocol.md#amino-json: Go json tags, omitempty, codecs).
// The client's converters (packages/chain) and the devnet's renderer (packages/devnet) are both
// held to it. Msgs come from the app's own builders, through the package's public entries.
import {
  approveAndMergeMsgs,
  approveReleaseAssetsMsg,
  closeBountyMsg,
  createBountyMsg,
  createCommentMsg,
  createDaoMsg,
  createIssueMsg,
  createPullRequestMsg,
  createReleaseMsg,
  createRepositoryMsg,
  createUserMsg,
  deleteBranchMsg,
  forkRepositoryMsg,
  invokeMergePullRequestMsg,
  setPullRequestStateMsg,
  setTagMsg,
  updateCollaboratorMsg,
  updateUserFieldMsg,
} from '@gitopia-client/chain/gitopia'
import { ALICE, BOB, coins, lore, release, SHA, type AminoGoldenCase } from './amino-golden-base.ts'
import { COSMOS_AND_DAO } from './amino-golden-dao.ts'
import { MORE } from './amino-golden-more.ts'
import { STAKING } from './amino-golden-staking.ts'
import { UPKEEP } from './amino-golden-upkeep.ts'
import { GOVERNANCE_AND_TRANSFERS } from './amino-golden-governance.ts'

export type { AminoGoldenCase } from './amino-golden-base.ts'

const repo = { id: ALICE, name: 'hello' }

const one = <T>(msgs: readonly T[]): T => {
  const [msg] = msgs
  if (msg === undefined) throw new Error('no Msg built')
  return msg
}
const approveAndMerge = approveAndMergeMsgs(
  { creator: ALICE, repositoryId: '5', iid: 2 },
  { id: '11', cid: 'bafybeigdyrzt', mergeCommitSha: SHA },
)

/** Alice's DAO "guild", alone in it, deciding by half its weight within a day. */
const GUILD = {
  creator: ALICE,
  name: 'guild',
  description: 'We build',
  avatarUrl: '',
  location: '',
  website: '',
  members: [{ address: ALICE, weight: '1' }],
  votingPeriodHours: '24',
  percentage: '0.5',
}

const GITOPIA: readonly AminoGoldenCase[] = [
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
    msg: createDaoMsg(GUILD),
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
    name: 'create a DAO that requires proposals for collaborators: config flags snake_case',
    msg: createDaoMsg({
      ...GUILD,
      description: '',
      requiresProposal: {
        pullRequestMerge: false,
        repositoryDeletion: false,
        collaborators: true,
        releases: false,
      },
    }),
    signed: {
      type: 'gitopia/CreateDao',
      value: {
        config: { require_collaborator_proposal: true },
        creator: ALICE,
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
]

export const AMINO_GOLDEN: readonly AminoGoldenCase[] = [
  ...GITOPIA,
  ...MORE,
  ...COSMOS_AND_DAO,
  ...STAKING,
  ...UPKEEP,
  ...GOVERNANCE_AND_TRANSFERS,
]
