/**
 * Msgs of issues, comments, repository labels and bounties as plain `{typeUrl, value}` objects
 * (docs/protocol.md#gitopia-msgs). Ids travel as decimal strings in our domain types and become numbers here,
 * which is what the gitopia-js encoders expect.
 */
import { gitopiaTypeUrl } from '../type-url.ts'

/** `CommentParent` enum numbers. */
export const COMMENT_PARENT_NUMBER = { issue: 1, pullrequest: 2 } as const
/** `BountyParent.BOUNTY_PARENT_ISSUE`. */
const BOUNTY_PARENT_ISSUE = 0

export interface TrackerMsg {
  readonly typeUrl: string
  readonly value: Record<string, unknown>
}

const msg = (name: string, value: Record<string, unknown>): TrackerMsg => ({
  typeUrl: gitopiaTypeUrl(name),
  value,
})

const num = (id: string | number) => Number(id)

/** Where an issue or pull request lives: the repository's numeric id and its iid. */
export interface IssueRef {
  readonly creator: string
  readonly repositoryId: string
  readonly iid: number
}

const issueTarget = (ref: IssueRef) => ({
  creator: ref.creator,
  repositoryId: num(ref.repositoryId),
  iid: ref.iid,
})

/** What opening an issue and opening a pull request both take. */
export interface NewTrackerItemFields {
  readonly creator: string
  readonly title: string
  readonly description: string
  readonly labelIds?: readonly string[]
  readonly assignees?: readonly string[]
}

export interface CreateIssueFields extends NewTrackerItemFields {
  /** Owner address (or name) and repository name. */
  readonly owner: string
  readonly repository: string
  /** Optional bounty escrowed with the issue. */
  readonly bounty?: { readonly amount: readonly BountyCoin[]; readonly expiry: Date } | undefined
}

export interface BountyCoin {
  readonly denom: string
  /** Minimal units, a decimal string. */
  readonly amount: string
}

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000)

export function createIssueMsg(fields: CreateIssueFields): TrackerMsg {
  return msg('MsgCreateIssue', {
    creator: fields.creator,
    repositoryId: { id: fields.owner, name: fields.repository },
    title: fields.title,
    description: fields.description,
    labelIds: (fields.labelIds ?? []).map(num),
    weight: 0,
    assignees: [...(fields.assignees ?? [])],
    bountyAmount: fields.bounty ? fields.bounty.amount.map(c => ({ ...c })) : [],
    bountyExpiry: fields.bounty ? unixSeconds(fields.bounty.expiry) : 0,
  })
}

export function updateIssueTitleMsg(ref: IssueRef, title: string): TrackerMsg {
  return msg('MsgUpdateIssueTitle', { ...issueTarget(ref), title })
}

export function updateIssueDescriptionMsg(ref: IssueRef, description: string): TrackerMsg {
  return msg('MsgUpdateIssueDescription', { ...issueTarget(ref), description })
}

/** Closes an open issue or reopens a closed one; a non-empty comment is added first. */
export function toggleIssueStateMsg(ref: IssueRef, commentBody = ''): TrackerMsg {
  return msg('MsgToggleIssueState', { ...issueTarget(ref), commentBody })
}

export interface SetChange<T> {
  readonly add: readonly T[]
  readonly remove: readonly T[]
}

/** The difference between two sets, in a stable order. */
export function diffSets<T>(before: readonly T[], after: readonly T[]): SetChange<T> {
  return {
    add: after.filter(item => !before.includes(item)),
    remove: before.filter(item => !after.includes(item)),
  }
}

export type TrackerKind = 'issue' | 'pullrequest'

const MSG_NAMES = {
  issue: {
    addLabels: 'MsgAddIssueLabels',
    removeLabels: 'MsgRemoveIssueLabels',
    addAssignees: 'MsgAddIssueAssignees',
    removeAssignees: 'MsgRemoveIssueAssignees',
  },
  pullrequest: {
    addLabels: 'MsgAddPullRequestLabels',
    removeLabels: 'MsgRemovePullRequestLabels',
    addAssignees: 'MsgAddPullRequestAssignees',
    removeAssignees: 'MsgRemovePullRequestAssignees',
  },
} as const

/**
 * Every Msg needed to go from one set of labels and assignees to another, for ONE transaction.
 * Removals come first so that limits (10 assignees, one assignee with a bounty) hold in between.
 */
export function labelAndAssigneeMsgs(
  kind: TrackerKind,
  ref: IssueRef,
  labels: SetChange<string>,
  assignees: SetChange<string>,
): TrackerMsg[] {
  const names = MSG_NAMES[kind]
  const target = issueTarget(ref)
  const msgs: TrackerMsg[] = []
  if (labels.remove.length > 0)
    msgs.push(msg(names.removeLabels, { ...target, labelIds: labels.remove.map(num) }))
  if (assignees.remove.length > 0)
    msgs.push(msg(names.removeAssignees, { ...target, assignees: [...assignees.remove] }))
  if (labels.add.length > 0)
    msgs.push(msg(names.addLabels, { ...target, labelIds: labels.add.map(num) }))
  if (assignees.add.length > 0)
    msgs.push(msg(names.addAssignees, { ...target, assignees: [...assignees.add] }))
  return msgs
}

/** A comment on an issue or pull request. */
export interface CommentTarget {
  readonly creator: string
  readonly repositoryId: string
  readonly parent: TrackerKind
  readonly parentIid: number
}

const commentTarget = (target: CommentTarget) => ({
  creator: target.creator,
  repositoryId: num(target.repositoryId),
  parentIid: target.parentIid,
  parent: COMMENT_PARENT_NUMBER[target.parent],
})

export function createCommentMsg(
  target: CommentTarget,
  body: string,
  review?: { readonly path: string; readonly diffHunk: string; readonly position: number },
): TrackerMsg {
  return msg('MsgCreateComment', {
    ...commentTarget(target),
    body,
    attachments: [],
    diffHunk: review?.diffHunk ?? '',
    path: review?.path ?? '',
    position: review?.position ?? 0,
  })
}

export function updateCommentMsg(
  target: CommentTarget,
  commentIid: number,
  body: string,
): TrackerMsg {
  return msg('MsgUpdateComment', { ...commentTarget(target), commentIid, body, attachments: [] })
}

export function deleteCommentMsg(target: CommentTarget, commentIid: number): TrackerMsg {
  return msg('MsgDeleteComment', { ...commentTarget(target), commentIid })
}

/** Marks a review thread (its first comment) resolved, or open again. */
export function toggleCommentResolvedMsg(target: CommentTarget, commentIid: number): TrackerMsg {
  return msg('MsgToggleCommentResolved', { ...commentTarget(target), commentIid })
}

export interface LabelFields {
  readonly name: string
  /** `#rrggbb`. */
  readonly color: string
  readonly description: string
}

interface RepositoryRef {
  readonly creator: string
  readonly owner: string
  readonly repository: string
}

const repositoryTarget = (ref: RepositoryRef) => ({
  creator: ref.creator,
  repositoryId: { id: ref.owner, name: ref.repository },
})

export function createLabelMsg(ref: RepositoryRef, label: LabelFields): TrackerMsg {
  return msg('MsgCreateRepositoryLabel', { ...repositoryTarget(ref), ...label })
}

export function updateLabelMsg(ref: RepositoryRef, id: string, label: LabelFields): TrackerMsg {
  return msg('MsgUpdateRepositoryLabel', { ...repositoryTarget(ref), labelId: num(id), ...label })
}

export function deleteLabelMsg(ref: RepositoryRef, id: string): TrackerMsg {
  return msg('MsgDeleteRepositoryLabel', { ...repositoryTarget(ref), labelId: num(id) })
}

export function createBountyMsg(
  ref: IssueRef,
  amount: readonly BountyCoin[],
  expiry: Date,
): TrackerMsg {
  return msg('MsgCreateBounty', {
    creator: ref.creator,
    amount: amount.map(c => ({ ...c })),
    expiry: unixSeconds(expiry),
    repositoryId: num(ref.repositoryId),
    parentIid: ref.iid,
    parent: BOUNTY_PARENT_ISSUE,
  })
}

export function updateBountyExpiryMsg(creator: string, id: string, expiry: Date): TrackerMsg {
  return msg('MsgUpdateBountyExpiry', { creator, id: num(id), expiry: unixSeconds(expiry) })
}

export function closeBountyMsg(creator: string, id: string): TrackerMsg {
  return msg('MsgCloseBounty', { creator, id: num(id) })
}
