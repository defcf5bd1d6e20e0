/**
 * What the Msgs of issues, pull requests, comments and bounties share, as plain `{typeUrl, value}`
 * objects (docs/protocol.md#gitopia-msgs), and the label and assignee changes of issues and pull
 * requests. Ids travel as decimal strings in our domain types and become numbers here,
 * which is what the gitopia-js encoders expect.
 */
import { gitopiaTypeUrl } from '../../type-url.ts'

export interface TrackerMsg {
  readonly typeUrl: string
  readonly value: Record<string, unknown>
}

export const trackerMsg = (name: string, value: Record<string, unknown>): TrackerMsg => ({
  typeUrl: gitopiaTypeUrl(name),
  value,
})

export const num = (id: string | number) => Number(id)

/** Where an issue or pull request lives: the repository's numeric id and its iid. */
export interface IssueRef {
  readonly creator: string
  readonly repositoryId: string
  readonly iid: number
}

export const issueTarget = (ref: IssueRef) => ({
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

export interface BountyCoin {
  readonly denom: string
  /** Minimal units, a decimal string. */
  readonly amount: string
}

export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000)

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
    msgs.push(trackerMsg(names.removeLabels, { ...target, labelIds: labels.remove.map(num) }))
  if (assignees.remove.length > 0)
    msgs.push(trackerMsg(names.removeAssignees, { ...target, assignees: [...assignees.remove] }))
  if (labels.add.length > 0)
    msgs.push(trackerMsg(names.addLabels, { ...target, labelIds: labels.add.map(num) }))
  if (assignees.add.length > 0)
    msgs.push(trackerMsg(names.addAssignees, { ...target, assignees: [...assignees.add] }))
  return msgs
}
