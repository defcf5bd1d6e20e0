// Golden Amino JSON (see amino-golden.ts) of more Msgs the app sends: bank, gov deposits, group
// execution, rewards, and Gitopia edits, links, deletions and branch settings. Fields and names
// from the chain's tx.pb.go json tags and codec.go registrations (chain-facts.json): omitempty drops a zero
// uint64, an empty string, an empty list; a non-nullable struct and Coins are always written.
import { sendMsg } from '@gitopia-client/chain'
import {
  claimRewardsMsg,
  deleteCommentMsg,
  deleteBountyMsg,
  deleteReleaseMsg,
  exerciseMsg,
  pullRequestIssueLinkMsg,
  renameRepositoryMsg,
  toggleArweaveBackupMsg,
  toggleForcePushMsg,
  toggleIssueStateMsg,
  updateBountyExpiryMsg,
  updateCommentMsg,
  updateIssueTitleMsg,
  updatePullRequestDescriptionMsg,
  updatePullRequestTitleMsg,
} from '@gitopia-client/chain/gitopia'
import { govDepositMsg } from '@gitopia-client/chain/gov'
import { groupExecMsg } from '@gitopia-client/chain/group'
import { ALICE, BOB, coins, lore, type AminoGoldenCase } from './amino-golden-base.ts'

const issue = { creator: ALICE, repositoryId: '5', iid: 3 }
const pull = { creator: BOB, repositoryId: '5', iid: 2 }
const onPull = { creator: BOB, repositoryId: '5', parent: 'pullrequest', parentIid: 2 } as const

export const MORE: readonly AminoGoldenCase[] = [
  {
    name: 'send LORE (amount is sdk.Coins: always written)',
    msg: sendMsg(ALICE, BOB, lore('5')),
    signed: {
      type: 'cosmos-sdk/MsgSend',
      value: { amount: coins('5'), from_address: ALICE, to_address: BOB },
    },
  },
  {
    name: 'a deposit on a chain proposal (proposal_id has no omitempty)',
    msg: govDepositMsg(ALICE, '7', 10_000_000n),
    signed: {
      type: 'cosmos-sdk/MsgDeposit',
      value: { amount: coins('10000000'), depositor: ALICE, proposal_id: '7' },
    },
  },
  {
    name: 'execute a DAO proposal',
    msg: groupExecMsg(ALICE, '3'),
    signed: { type: 'cosmos-sdk/group/MsgExec', value: { executor: ALICE, proposal_id: '3' } },
  },
  {
    name: 'claim rewards (rewards/Claim)',
    msg: claimRewardsMsg(ALICE),
    signed: { type: 'rewards/Claim', value: { creator: ALICE } },
  },
  {
    name: 'rename an issue (ids are uint64: strings)',
    msg: updateIssueTitleMsg(issue, 'Sharper'),
    signed: {
      type: 'gitopia/UpdateIssueTitle',
      value: { creator: ALICE, iid: '3', repositoryId: '5', title: 'Sharper' },
    },
  },
  {
    name: 'close an issue without a comment (an empty commentBody is left out)',
    msg: toggleIssueStateMsg(issue),
    signed: {
      type: 'gitopia/ToggleIssueState',
      value: { creator: ALICE, iid: '3', repositoryId: '5' },
    },
  },
  {
    name: 'edit a comment (no attachments: left out)',
    msg: updateCommentMsg(onPull, 4, 'Edited'),
    signed: {
      type: 'gitopia/UpdateComment',
      value: {
        body: 'Edited',
        commentIid: '4',
        creator: BOB,
        parent: 2,
        parentIid: '2',
        repositoryId: '5',
      },
    },
  },
  {
    name: 'delete a comment',
    msg: deleteCommentMsg(onPull, 4),
    signed: {
      type: 'gitopia/DeleteComment',
      value: { commentIid: '4', creator: BOB, parent: 2, parentIid: '2', repositoryId: '5' },
    },
  },
  {
    name: 'delete a release',
    msg: deleteReleaseMsg(ALICE, '9', 'gitopia1provider'),
    signed: {
      type: 'gitopia/DeleteRelease',
      value: { creator: ALICE, id: '9', provider: 'gitopia1provider' },
    },
  },
  {
    name: 'rename a repository (repositoryId is a struct without omitempty)',
    msg: renameRepositoryMsg(ALICE, { id: ALICE, name: 'hello' }, 'renamed'),
    signed: {
      type: 'gitopia/RenameRepository',
      value: { creator: ALICE, name: 'renamed', repositoryId: { id: ALICE, name: 'hello' } },
    },
  },
  {
    name: "move a bounty's expiry (int64 unix seconds: a string)",
    msg: updateBountyExpiryMsg(ALICE, '6', new Date('2027-01-01T00:00:00Z')),
    signed: {
      type: 'gitopia/UpdateBountyExpiry',
      value: { creator: ALICE, expiry: '1798761600', id: '6' },
    },
  },
  {
    name: 'rename a pull request',
    msg: updatePullRequestTitleMsg(pull, 'Greet by full name'),
    signed: {
      type: 'gitopia/UpdatePullRequestTitle',
      value: { creator: BOB, iid: '2', repositoryId: '5', title: 'Greet by full name' },
    },
  },
  {
    name: "empty a pull request's description (an empty string is left out)",
    msg: updatePullRequestDescriptionMsg(pull, ''),
    signed: {
      type: 'gitopia/UpdatePullRequestDescription',
      value: { creator: BOB, iid: '2', repositoryId: '5' },
    },
  },
  {
    name: 'link an issue to a pull request',
    msg: pullRequestIssueLinkMsg(pull, 4, true),
    signed: {
      type: 'gitopia/LinkPullRequestIssueByIid',
      value: { creator: BOB, issueIid: '4', pullRequestIid: '2', repositoryId: '5' },
    },
  },
  {
    name: 'unlink an issue from a pull request',
    msg: pullRequestIssueLinkMsg(pull, 4, false),
    signed: {
      type: 'gitopia/UnlinkPullRequestIssueByIid',
      value: { creator: BOB, issueIid: '4', pullRequestIid: '2', repositoryId: '5' },
    },
  },
  {
    name: 'delete a bounty',
    msg: deleteBountyMsg(ALICE, '6'),
    signed: { type: 'gitopia/DeleteBounty', value: { creator: ALICE, id: '6' } },
  },
  {
    name: "turn a branch's force push off (branchName, repositoryId a struct)",
    msg: toggleForcePushMsg(ALICE, { id: ALICE, name: 'hello' }, 'master'),
    signed: {
      type: 'gitopia/ToggleForcePush',
      value: { branchName: 'master', creator: ALICE, repositoryId: { id: ALICE, name: 'hello' } },
    },
  },
  {
    name: 'turn Arweave backups on or off (only the creator and the repository)',
    msg: toggleArweaveBackupMsg(ALICE, { id: ALICE, name: 'hello' }),
    signed: {
      type: 'gitopia/ToggleArweaveBackup',
      value: { creator: ALICE, repositoryId: { id: ALICE, name: 'hello' } },
    },
  },
  {
    name: 'exercise vested team tokens (amount a non-nullable Coin, registered as gitopia/Exercise)',
    msg: exerciseMsg(ALICE, BOB, 2_500_000n),
    signed: {
      type: 'gitopia/Exercise',
      value: { amount: { amount: '2500000', denom: 'ulore' }, creator: ALICE, to: BOB },
    },
  },
]
