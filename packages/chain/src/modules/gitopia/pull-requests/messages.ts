import { gitopiaTypeUrl, storageTypeUrl } from '../../../type-url.ts'
import type { NewTrackerItemFields } from '../tracker.ts'
/**
 * Msgs of pull requests as plain `{typeUrl, value}` objects (docs/protocol.md#gitopia-msgs, #the-merge-flow). Ids are
 * decimal strings in our domain types and numbers here, as the gitopia-js encoders expect.
 */

export interface PullMsg {
  readonly typeUrl: string
  readonly value: Record<string, unknown>
}

/** A branch of a repository named by its owner (address or name) and repository name. */
export interface BranchEnd {
  readonly owner: string
  readonly repository: string
  readonly branch: string
}

export interface CreatePullRequestFields extends NewTrackerItemFields {
  readonly head: BranchEnd
  readonly base: BranchEnd
  readonly reviewers?: readonly string[]
  /** Issues of the base repository this pull request resolves. */
  readonly issueIids?: readonly number[]
}

export function createPullRequestMsg(fields: CreatePullRequestFields): PullMsg {
  return {
    typeUrl: gitopiaTypeUrl('MsgCreatePullRequest'),
    value: {
      creator: fields.creator,
      title: fields.title,
      description: fields.description,
      headBranch: fields.head.branch,
      headRepositoryId: { id: fields.head.owner, name: fields.head.repository },
      baseBranch: fields.base.branch,
      baseRepositoryId: { id: fields.base.owner, name: fields.base.repository },
      reviewers: [...(fields.reviewers ?? [])],
      assignees: [...(fields.assignees ?? [])],
      labelIds: (fields.labelIds ?? []).map(Number),
      issueIids: [...(fields.issueIids ?? [])],
    },
  }
}

/** A pull request of a repository (numeric id) acted on by `creator`. */
export interface PullRef {
  readonly creator: string
  readonly repositoryId: string
  readonly iid: number
}

/** Close or reopen, with an optional comment in the same Msg. */
export function setPullRequestStateMsg(
  ref: PullRef,
  state: 'OPEN' | 'CLOSED',
  commentBody = '',
): PullMsg {
  return {
    typeUrl: gitopiaTypeUrl('MsgSetPullRequestState'),
    value: {
      creator: ref.creator,
      repositoryId: Number(ref.repositoryId),
      iid: ref.iid,
      state,
      mergeCommitSha: '',
      commentBody,
      taskId: 0,
    },
  }
}

/** Step 1 of the merge: asks `provider` to merge with git, if the base is still at `baseSha`. */
export function invokeMergePullRequestMsg(
  ref: PullRef,
  provider: string,
  baseSha: string,
): PullMsg {
  return {
    typeUrl: gitopiaTypeUrl('MsgInvokeMergePullRequest'),
    value: {
      creator: ref.creator,
      repositoryId: Number(ref.repositoryId),
      iid: ref.iid,
      provider,
      baseCommitSha: baseSha,
    },
  }
}

/**
 * Step 1 of a merge the owning DAO votes on: inside a group proposal, the DAO's group policy
 * (`admin`) asks the provider to merge. The provider's packfile proposal then names the policy.
 */
export function invokeDaoMergePullRequestMsg(
  admin: string,
  pull: Omit<PullRef, 'creator'>,
  provider: string,
  baseSha: string,
): PullMsg {
  return {
    typeUrl: gitopiaTypeUrl('MsgInvokeDaoMergePullRequest'),
    value: {
      admin,
      repositoryId: Number(pull.repositoryId),
      iid: pull.iid,
      provider,
      baseCommitSha: baseSha,
    },
  }
}

/** Step 3 of the merge, in ONE tx: approve the provider's packfile, then record the merge. */
export function approveAndMergeMsgs(
  ref: PullRef,
  proposal: { readonly id: string; readonly cid: string; readonly mergeCommitSha: string },
): PullMsg[] {
  return [
    {
      typeUrl: storageTypeUrl('MsgApproveRepositoryPackfileUpdate'),
      value: { creator: ref.creator, proposalId: Number(proposal.id) },
    },
    {
      typeUrl: gitopiaTypeUrl('MsgMergePullRequest'),
      value: {
        creator: ref.creator,
        repositoryId: Number(ref.repositoryId),
        pullRequestIid: ref.iid,
        mergeCommitSha: proposal.mergeCommitSha,
        packfileCid: proposal.cid,
      },
    },
  ]
}

/** Turns down a provider's packfile proposal (an abandoned merge). */
export function rejectPackfileUpdateMsg(
  creator: string,
  proposalId: string,
  reason: string,
): PullMsg {
  return {
    typeUrl: storageTypeUrl('MsgRejectRepositoryPackfileUpdate'),
    value: { creator, proposalId: Number(proposalId), reason },
  }
}

/** Reviewer changes of a pull request: removals first, then additions (same tx as the rest). */
export function reviewerMsgs(
  ref: PullRef,
  change: { readonly add: readonly string[]; readonly remove: readonly string[] },
): PullMsg[] {
  const target = { creator: ref.creator, repositoryId: Number(ref.repositoryId), iid: ref.iid }
  return [
    ...(change.remove.length > 0
      ? [
          {
            typeUrl: gitopiaTypeUrl('MsgRemovePullRequestReviewers'),
            value: { ...target, reviewers: [...change.remove] },
          },
        ]
      : []),
    ...(change.add.length > 0
      ? [
          {
            typeUrl: gitopiaTypeUrl('MsgAddPullRequestReviewers'),
            value: { ...target, reviewers: [...change.add] },
          },
        ]
      : []),
  ]
}
