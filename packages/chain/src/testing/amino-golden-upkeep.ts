// Golden Amino JSON (see amino-golden.ts) of the upkeep Msgs the app sends: profile fields,
// repository settings and labels, triage (labels, assignees, reviewers), resolved comments,
// release edits and storage confirmations. Names and json tags from the chain's tx.pb.go and
// codec.go (chain-facts.json): Go omitempty drops zero numbers, empty strings and empty lists;
// a non-nullable struct (repositoryId) is always written.
import {
  changeOwnerMsg,
  createLabelMsg,
  deleteLabelMsg,
  deleteRepositoryMsg,
  deleteTagMsg,
  labelAndAssigneeMsgs,
  rejectPackfileUpdateMsg,
  removeCollaboratorMsg,
  reviewerMsgs,
  setDefaultBranchMsg,
  toggleCommentResolvedMsg,
  toggleRepositoryArchivedMsg,
  toggleRepositoryForkingMsg,
  updateIssueDescriptionMsg,
  updateLabelMsg,
  updateReleaseMsg,
  updateRepositoryDescriptionMsg,
  updateUserFieldMsg,
  pinRepositoryMsg,
  approveRepositoryDeleteMsg,
} from '@gitopia-client/chain/gitopia'
import type { EncodeObject } from '@cosmjs/proto-signing'
import { ALICE, BOB, release, type AminoGoldenCase } from './amino-golden-base.ts'

const repo = { id: ALICE, name: 'hello' }
const repositoryId = repo
const labels = { creator: ALICE, owner: ALICE, repository: 'hello' }
const issue = { creator: ALICE, repositoryId: '5', iid: 3 }
const pull = { creator: ALICE, repositoryId: '5', iid: 2 }
const none = { add: [], remove: [] }

function only(msgs: readonly EncodeObject[], typeUrl: string): EncodeObject {
  const msg = msgs.find(m => m.typeUrl === typeUrl)
  if (!msg) throw new Error(`no ${typeUrl} built`)
  return msg
}
const gitopia = (name: string) => `/gitopia.gitopia.gitopia.${name}`

/** One triage Msg of an issue or a pull request, built the way the sidebar builds it. */
const triage = (
  kind: 'issue' | 'pullrequest',
  labelChange: { add: string[]; remove: string[] },
  assigneeChange: { add: string[]; remove: string[] },
  name: string,
) =>
  only(
    labelAndAssigneeMsgs(kind, kind === 'issue' ? issue : pull, labelChange, assigneeChange),
    gitopia(name),
  )

const PROFILE_AND_REPOSITORY: readonly AminoGoldenCase[] = [
  {
    name: 'change the username',
    msg: updateUserFieldMsg(ALICE, 'username', 'alice2'),
    signed: { type: 'gitopia/UpdateUserUsername', value: { creator: ALICE, username: 'alice2' } },
  },
  {
    name: 'pin a repository to the profile (the id is a uint64 string)',
    msg: pinRepositoryMsg(ALICE, '3'),
    signed: {
      type: 'gitopia/UpdateUserPinnedRepositories',
      value: { creator: ALICE, repositoryId: '3' },
    },
  },
  {
    name: 'change the display name',
    msg: updateUserFieldMsg(ALICE, 'name', 'Alice A.'),
    signed: { type: 'gitopia/UpdateUserName', value: { creator: ALICE, name: 'Alice A.' } },
  },
  {
    name: 'empty the bio (an empty string is left out)',
    msg: updateUserFieldMsg(ALICE, 'bio', ''),
    signed: { type: 'gitopia/UpdateUserBio', value: { creator: ALICE } },
  },
  {
    name: "edit a repository's description",
    msg: updateRepositoryDescriptionMsg(ALICE, repo, 'About'),
    signed: {
      type: 'gitopia/UpdateRepositoryDescription',
      value: { creator: ALICE, description: 'About', repositoryId },
    },
  },
  {
    name: 'set the default branch',
    msg: setDefaultBranchMsg(ALICE, repo, 'dev'),
    signed: {
      type: 'gitopia/SetDefaultBranch',
      value: { branch: 'dev', creator: ALICE, repositoryId },
    },
  },
  {
    name: 'allow or forbid forks (only the repository named)',
    msg: toggleRepositoryForkingMsg(ALICE, repo),
    signed: { type: 'gitopia/ToggleRepositoryForking', value: { creator: ALICE, repositoryId } },
  },
  {
    name: 'archive or un-archive a repository (only the repository named)',
    msg: toggleRepositoryArchivedMsg(ALICE, repo),
    signed: { type: 'gitopia/ToggleRepositoryArchived', value: { creator: ALICE, repositoryId } },
  },
  {
    name: 'transfer a repository',
    msg: changeOwnerMsg(ALICE, repo, BOB),
    signed: { type: 'gitopia/ChangeOwner', value: { creator: ALICE, owner: BOB, repositoryId } },
  },
  {
    name: 'delete a repository (the provider that drops its data)',
    msg: deleteRepositoryMsg(ALICE, repo, 'gitopia1provider'),
    signed: {
      type: 'gitopia/DeleteRepository',
      value: { creator: ALICE, provider: 'gitopia1provider', repositoryId },
    },
  },
  {
    name: 'delete a tag',
    msg: deleteTagMsg(ALICE, repo, 'v1'),
    signed: { type: 'gitopia/DeleteTag', value: { creator: ALICE, repositoryId, tag: 'v1' } },
  },
  {
    name: 'remove a collaborator',
    msg: removeCollaboratorMsg(ALICE, repo, BOB),
    signed: {
      type: 'gitopia/RemoveRepositoryCollaborator',
      value: { creator: ALICE, repositoryId, user: BOB },
    },
  },
  {
    name: 'create a label (an empty description is left out)',
    msg: createLabelMsg(labels, { name: 'bug', color: '#d73a4a', description: '' }),
    signed: {
      type: 'gitopia/CreateRepositoryLabel',
      value: { color: '#d73a4a', creator: ALICE, name: 'bug', repositoryId },
    },
  },
  {
    name: 'edit a label (labelId is uint64: a string)',
    msg: updateLabelMsg(labels, '2', { name: 'bug', color: '#d73a4a', description: 'Broken' }),
    signed: {
      type: 'gitopia/UpdateRepositoryLabel',
      value: {
        color: '#d73a4a',
        creator: ALICE,
        description: 'Broken',
        labelId: '2',
        name: 'bug',
        repositoryId,
      },
    },
  },
  {
    name: 'delete a label',
    msg: deleteLabelMsg(labels, '2'),
    signed: {
      type: 'gitopia/DeleteRepositoryLabel',
      value: { creator: ALICE, labelId: '2', repositoryId },
    },
  },
]

/** Label and assignee changes are the same four Msgs on an issue and on a pull request. */
const LABELS_AND_ASSIGNEES = [
  { kind: 'issue', what: 'an issue', msgName: 'Issue', iid: '3' },
  { kind: 'pullrequest', what: 'a pull request', msgName: 'PullRequest', iid: '2' },
] as const

const TRIAGE: readonly AminoGoldenCase[] = [
  ...LABELS_AND_ASSIGNEES.flatMap(({ kind, what, msgName, iid }): AminoGoldenCase[] => {
    const value = { creator: ALICE, iid, repositoryId: '5' }
    return [
      {
        name: `label ${what} (labelIds are uint64: strings)`,
        msg: triage(kind, { add: ['7'], remove: [] }, none, `MsgAdd${msgName}Labels`),
        signed: { type: `gitopia/Add${msgName}Labels`, value: { ...value, labelIds: ['7'] } },
      },
      {
        name: `take a label off ${what}`,
        msg: triage(kind, { add: [], remove: ['7'] }, none, `MsgRemove${msgName}Labels`),
        signed: { type: `gitopia/Remove${msgName}Labels`, value: { ...value, labelIds: ['7'] } },
      },
      {
        name: `assign ${what}`,
        msg: triage(kind, none, { add: [BOB], remove: [] }, `MsgAdd${msgName}Assignees`),
        signed: { type: `gitopia/Add${msgName}Assignees`, value: { ...value, assignees: [BOB] } },
      },
      {
        name: `unassign ${what}`,
        msg: triage(kind, none, { add: [], remove: [BOB] }, `MsgRemove${msgName}Assignees`),
        signed: {
          type: `gitopia/Remove${msgName}Assignees`,
          value: { ...value, assignees: [BOB] },
        },
      },
    ]
  }),
  {
    name: 'ask for a review',
    msg: only(
      reviewerMsgs(pull, { add: [BOB], remove: [] }),
      gitopia('MsgAddPullRequestReviewers'),
    ),
    signed: {
      type: 'gitopia/AddPullRequestReviewers',
      value: { creator: ALICE, iid: '2', repositoryId: '5', reviewers: [BOB] },
    },
  },
  {
    name: 'withdraw a review request',
    msg: only(
      reviewerMsgs(pull, { add: [], remove: [BOB] }),
      gitopia('MsgRemovePullRequestReviewers'),
    ),
    signed: {
      type: 'gitopia/RemovePullRequestReviewers',
      value: { creator: ALICE, iid: '2', repositoryId: '5', reviewers: [BOB] },
    },
  },
  {
    name: "edit an issue's description",
    msg: updateIssueDescriptionMsg(issue, 'Steps'),
    signed: {
      type: 'gitopia/UpdateIssueDescription',
      value: { creator: ALICE, description: 'Steps', iid: '3', repositoryId: '5' },
    },
  },
  {
    name: 'resolve a review thread (parent PULL_REQUEST is enum 2)',
    msg: toggleCommentResolvedMsg(
      { creator: ALICE, repositoryId: '5', parent: 'pullrequest', parentIid: 2 },
      4,
    ),
    signed: {
      type: 'gitopia/ToggleCommentResolved',
      value: { commentIid: '4', creator: ALICE, parent: 2, parentIid: '2', repositoryId: '5' },
    },
  },
  {
    name: 'edit a release (false flags and no repository: left out)',
    msg: updateReleaseMsg(ALICE, '9', { ...release, description: 'Notes' }),
    signed: {
      type: 'gitopia/UpdateRelease',
      value: {
        attachments: '[]',
        creator: ALICE,
        description: 'Notes',
        id: '9',
        name: 'One',
        provider: 'gitopia1provider',
        tagName: 'v1.0.0',
        target: 'main',
      },
    },
  },
  {
    name: "confirm a deleted repository's data may go (storage, bare)",
    msg: approveRepositoryDeleteMsg(ALICE, '12'),
    signed: { creator: ALICE, proposal_id: '12' },
  },
  {
    name: 'turn down an abandoned merge (storage, bare)',
    msg: rejectPackfileUpdateMsg(ALICE, '11', 'abandoned'),
    signed: { creator: ALICE, proposal_id: '11', reason: 'abandoned' },
  },
]

export const UPKEEP: readonly AminoGoldenCase[] = [...PROFILE_AND_REPOSITORY, ...TRIAGE]
