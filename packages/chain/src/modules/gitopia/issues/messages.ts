import {
  issueTarget,
  num,
  trackerMsg,
  unixSeconds,
  type BountyCoin,
  type IssueRef,
  type NewTrackerItemFields,
  type TrackerMsg,
} from '../tracker.ts'

/** Msgs of issues (docs/protocol.md#gitopia-msgs); ids are decimal strings here, numbers on the wire. */
export interface CreateIssueFields extends NewTrackerItemFields {
  /** Owner address (or name) and repository name. */
  readonly owner: string
  readonly repository: string
  /** Optional bounty escrowed with the issue. */
  readonly bounty?: { readonly amount: readonly BountyCoin[]; readonly expiry: Date } | undefined
}

export function createIssueMsg(fields: CreateIssueFields): TrackerMsg {
  return trackerMsg('MsgCreateIssue', {
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
  return trackerMsg('MsgUpdateIssueTitle', { ...issueTarget(ref), title })
}

export function updateIssueDescriptionMsg(ref: IssueRef, description: string): TrackerMsg {
  return trackerMsg('MsgUpdateIssueDescription', { ...issueTarget(ref), description })
}

/** Closes an open issue or reopens a closed one; a non-empty comment is added first. */
export function toggleIssueStateMsg(ref: IssueRef, commentBody = ''): TrackerMsg {
  return trackerMsg('MsgToggleIssueState', { ...issueTarget(ref), commentBody })
}
