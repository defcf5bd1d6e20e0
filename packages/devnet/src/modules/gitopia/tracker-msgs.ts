/**
 * The Msgs issues and pull requests share, as table entries: title and description edits,
 * assignee and label changes, and the delete Msg the chain does not implement yet.
 */
import { ChainError, SdkErrors } from '../../chain/errors.ts'
import type { MsgContext } from '../../chain/module.ts'
import { invalid } from './common.ts'
import type { GitopiaContext } from './context.ts'
import { u64 } from './json.ts'
import type { GitopiaMsg, GitopiaMsgTable } from './msg-table.ts'
import {
  changeTracked,
  descriptionEdit,
  editTrackedText,
  titleEdit,
  validateTrackedChange,
  type Tracked,
  type TrackedChange,
  type TrackerAdapter,
} from './tracker.ts'

/** An issue or pull request Msg that names its entity by `repositoryId` and `iid`. */
export type TrackedMsg = { creator: string; repositoryId: number; iid: number }

/** Issues or pull requests of a platform, and the `message` event their Msgs emit. */
export interface TrackerKind<T extends Tracked> {
  readonly adapter: (g: GitopiaContext) => TrackerAdapter<T>
  readonly event: (
    ctx: MsgContext,
    action: string,
    creator: string,
    entity: T,
    /** The attributes the chain adds for this action (the assignees a Msg names, say). */
    extra?: Record<string, string>,
  ) => void
}

export function validateTitle(title: string, min = 3): void {
  if (title.length < min) throw invalid('title too short')
  if (title.length > 255) throw invalid('title length exceeds limit: 255')
}

export function validateDescription(description: string): void {
  if (description.length > 20000) throw invalid('description length exceeds limit: 20000')
}

/** An issue or pull request: a tracked entity with a description. */
type Described = Tracked & { readonly description: string }

function textEdit<T extends Described, M extends TrackedMsg>(
  kind: TrackerKind<T>,
  action: string,
  /** The attribute the chain's event carries the new text in (`IssueTitle`, …) and its value. */
  attribute: (entity: T) => Record<string, string>,
  validate: (msg: M) => void,
  // The title or the description, fields every tracked entity has.
  apply: (
    entity: T,
    msg: M,
  ) => { changes: Partial<Tracked> | { description: string }; body: string },
  type: 'COMMENT_TYPE_MODIFIED_TITLE' | 'COMMENT_TYPE_MODIFIED_DESCRIPTION',
): GitopiaMsg<M> {
  return {
    validate,
    execute: (g, ctx, msg) => {
      const adapter = kind.adapter(g)
      const entity = editTrackedText(
        g,
        ctx,
        adapter,
        msg,
        e => apply(e, msg) as { changes: Partial<T>; body: string },
        type,
      )
      if (entity) kind.event(ctx, action, msg.creator, entity, attribute(entity))
      return undefined
    },
  }
}

/** `MsgAdd…Assignees`, `MsgRemove…Labels` and the like: TRIAGE changes a list. */
function listChange<T extends Tracked, M extends TrackedMsg>(
  kind: TrackerKind<T>,
  action: string,
  change: TrackedChange,
  values: (msg: M) => string[],
): GitopiaMsg<M> {
  return {
    validate: msg => validateTrackedChange(change, values(msg)),
    execute: (g, ctx, msg) => {
      const entity = changeTracked(g, ctx, kind.adapter(g), msg, {
        kind: change,
        values: values(msg),
      })
      // The chain's event carries the Msg's list: assignees as JSON, labels as ids.
      const list = values(msg)
      kind.event(
        ctx,
        action,
        msg.creator,
        entity,
        change.endsWith('Assignees')
          ? { Assignees: JSON.stringify(list) }
          : { Labels: JSON.stringify(list.map(Number)) },
      )
      return undefined
    },
  }
}

/**
 * MsgDeleteIssue and MsgDeletePullRequest: the keeper has handlers, but ValidateBasic refuses
 * every one (ErrNotSupported "tx WIP", release-v6 and master alike), so none reaches them.
 */
const notImplemented: GitopiaMsg<unknown> = {
  validate: () => {
    throw ChainError.wrap(SdkErrors.notSupported, 'tx WIP')
  },
  execute: () => undefined,
}

type Assignees = TrackedMsg & { assignees: string[] }
type Labels = TrackedMsg & { labelIds: number[] }
const assignees = (msg: Assignees) => msg.assignees
const labelIds = (msg: Labels) => msg.labelIds.map(u64)

/**
 * The Msgs issues and pull requests share, e.g. for `Issue`: MsgUpdateIssueTitle (titles of at
 * least `titleMin` characters), MsgUpdateIssueDescription, MsgAddIssueAssignees,
 * MsgRemoveIssueAssignees, MsgAddIssueLabels, MsgRemoveIssueLabels and MsgDeleteIssue ('tx WIP').
 */
export function trackerMsgs<T extends Described>(
  kind: TrackerKind<T>,
  noun: 'Issue' | 'PullRequest',
  titleMin: number,
): GitopiaMsgTable {
  return {
    // The edit's event carries the new text, as release-v6's keeper emits it
    // (msg_server_issue.go and msg_server_pullRequest.go: docs/protocol.md#events).
    [`MsgUpdate${noun}Title`]: textEdit<T, TrackedMsg & { title: string }>(
      kind,
      `Update${noun}Title`,
      entity => ({ [`${noun}Title`]: entity.title }),
      msg => validateTitle(msg.title, titleMin),
      titleEdit,
      'COMMENT_TYPE_MODIFIED_TITLE',
    ),
    [`MsgUpdate${noun}Description`]: textEdit<T, TrackedMsg & { description: string }>(
      kind,
      `Update${noun}Description`,
      entity => ({ [`${noun}Description`]: entity.description }),
      msg => validateDescription(msg.description),
      descriptionEdit,
      'COMMENT_TYPE_MODIFIED_DESCRIPTION',
    ),
    [`MsgAdd${noun}Assignees`]: listChange(kind, `Add${noun}Assignees`, 'addAssignees', assignees),
    [`MsgRemove${noun}Assignees`]: listChange(
      kind,
      `Remove${noun}Assignees`,
      'removeAssignees',
      assignees,
    ),
    [`MsgAdd${noun}Labels`]: listChange(kind, `Add${noun}Labels`, 'addLabels', labelIds),
    [`MsgRemove${noun}Labels`]: listChange(kind, `Remove${noun}Labels`, 'removeLabels', labelIds),
    [`MsgDelete${noun}`]: notImplemented,
  }
}
