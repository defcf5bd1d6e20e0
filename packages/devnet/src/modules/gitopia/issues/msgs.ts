import type {
  MsgAddIssueAssignees,
  MsgAddIssueLabels,
  MsgCreateIssue,
  MsgDeleteIssue,
  MsgRemoveIssueAssignees,
  MsgRemoveIssueLabels,
  MsgToggleIssueState,
  MsgUpdateIssueDescription,
  MsgUpdateIssueTitle,
} from '@gitopia/gitopia-js/src/types/gitopia/tx'
import {
  MsgCreateIssueResponse,
  MsgToggleIssueStateResponse,
} from '@gitopia/gitopia-js/src/types/gitopia/tx'
import { checkCoins } from '../../../chain/coins.ts'
import { respond, type MsgContext, type MsgHandler } from '../../../chain/module.ts'
import { gitopiaEvent, handler, invalid, now, TYPE_PREFIX } from '../common.ts'
import { appendComment, systemComment } from '../comments/msgs.ts'
import type { GitopiaContext } from '../context.ts'
import { u64, type Issue } from '../json.ts'
import { requireNotArchived, requirePermission } from '../permissions.ts'
import { findRepository } from '../repositories/helpers.ts'
import {
  changeTracked,
  descriptionEdit,
  titleEdit,
  validateTrackedChange,
  type TrackedChange,
  editTrackedText,
  requireAuthorOrTriage,
  findTracked,
  requireAssignees,
  requireLabels,
  validateAssignees,
  validateList,
  type TrackerAdapter,
} from '../tracker.ts'
import { GO_ZERO_TIME } from '../wire.ts'

export function issueAdapter(g: GitopiaContext): TrackerAdapter<Issue> {
  return {
    parent: 'COMMENT_PARENT_ISSUE',
    noun: 'issue',
    find: (repositoryId, iid) => g.issues.byIid(repositoryId, iid),
    save: issue => g.issues.save(issue),
  }
}

export function validateTitle(title: string, min = 3): void {
  if (title.length < min) throw invalid('title too short')
  if (title.length > 255) throw invalid('title length exceeds limit: 255')
}

export function validateDescription(description: string): void {
  if (description.length > 20000) throw invalid('description length exceeds limit: 20000')
}

export function issueHandlers(
  g: GitopiaContext,
  createBounty: (
    ctx: MsgContext,
    creator: string,
    issue: Issue,
    amount: MsgCreateIssue['bountyAmount'],
    expiry: number,
  ) => void,
): MsgHandler<never>[] {
  const adapter = issueAdapter(g)

  const createIssue = handler<MsgCreateIssue>('MsgCreateIssue', {
    validate: msg => {
      validateTitle(msg.title)
      validateDescription(msg.description)
      if (msg.assignees.length > 0) validateAssignees(msg.assignees)
      if (msg.labelIds.length > 0) validateList(msg.labelIds.map(String), 'labels')
      checkCoins(msg.bountyAmount)
      if (msg.bountyExpiry < 0) throw invalid('invalid bounty expiry')
    },
    execute: (msg, ctx) => {
      g.users.requireUser(msg.creator)
      const repository = findRepository(g, msg.repositoryId)
      requireNotArchived(repository)
      const labels = msg.labelIds.map(u64)
      if (msg.assignees.length > 0 || labels.length > 0) {
        requirePermission(g.daos, repository, msg.creator, 'TRIAGE')
        requireAssignees(g, msg.assignees)
        requireLabels(repository, labels)
      }
      const iid = u64(BigInt(repository.issuesCount) + 1n)
      g.repos.save({ ...repository, issuesCount: iid })
      const issue: Issue = {
        creator: msg.creator,
        id: g.users.nextId('issue').toString(),
        iid,
        title: msg.title,
        state: 'OPEN',
        description: msg.description,
        commentsCount: '0',
        pullRequests: [],
        repositoryId: repository.id,
        labels,
        weight: u64(msg.weight),
        assignees: msg.assignees,
        bounties: [],
        createdAt: now(ctx),
        updatedAt: now(ctx),
        closedAt: GO_ZERO_TIME,
        closedBy: '',
      }
      g.issues.save(issue)
      if (msg.bountyAmount.length > 0)
        createBounty(ctx, msg.creator, issue, msg.bountyAmount, msg.bountyExpiry)
      gitopiaEvent(ctx, 'CreateIssue', {
        Creator: msg.creator,
        IssueId: issue.id,
        IssueIid: issue.iid,
        IssueTitle: issue.title,
        RepositoryId: repository.id,
        CreatedAt: issue.createdAt,
      })
      return respond(`${TYPE_PREFIX}MsgCreateIssueResponse`, MsgCreateIssueResponse, {
        id: Number(issue.id),
        iid: Number(issue.iid),
      })
    },
  })

  const editText = <M extends { creator: string; repositoryId: number; iid: number }>(
    name: string,
    validate: (msg: M) => void,
    apply: (issue: Issue, msg: M) => { changes: Partial<Issue>; body: string },
    type: 'COMMENT_TYPE_MODIFIED_TITLE' | 'COMMENT_TYPE_MODIFIED_DESCRIPTION',
  ) =>
    handler<M>(name, {
      validate,
      execute: (msg, ctx) => {
        const { entity, repository } = editTrackedText(
          g,
          ctx,
          adapter,
          msg,
          issue => apply(issue, msg),
          type,
        )
        gitopiaEvent(ctx, name.replace(/^Msg/, ''), {
          Creator: msg.creator,
          IssueId: entity.id,
          IssueIid: entity.iid,
          RepositoryId: repository.id,
          UpdatedAt: now(ctx),
        })
        return undefined
      },
    })

  const toggleState = handler<MsgToggleIssueState>('MsgToggleIssueState', {
    validate: msg => {
      if (msg.commentBody.length > 20000) throw invalid('comment length exceeds limit: 20000')
    },
    execute: (msg, ctx) => {
      g.users.requireUser(msg.creator)
      const { entity, repository } = findTracked(g, adapter, msg.repositoryId, msg.iid)
      requireNotArchived(repository)
      requireAuthorOrTriage(g, repository, entity, msg.creator)
      const closing = entity.state === 'OPEN'
      if (closing) {
        const openPull = entity.pullRequests.some(
          link => g.pulls.byIid(repository.id, link.iid)?.state === 'OPEN',
        )
        if (openPull) throw invalid("can't close issue with OPEN linked pull request")
      }
      const where = { parent: adapter.parent, repositoryId: repository.id, parentIid: entity.iid }
      if (msg.commentBody !== '') {
        appendComment(g, ctx, {
          ...where,
          creator: msg.creator,
          body: msg.commentBody,
          commentType: 'COMMENT_TYPE_REPLY',
        })
      }
      const current = g.issues.get(entity.id) as Issue
      g.issues.save({
        ...current,
        state: closing ? 'CLOSED' : 'OPEN',
        closedAt: closing ? now(ctx) : GO_ZERO_TIME,
        closedBy: closing ? msg.creator : '',
        updatedAt: now(ctx),
      })
      if (closing) g.bounties.refundIssue(ctx, current)
      systemComment(
        g,
        ctx,
        where,
        `@${msg.creator} ${closing ? 'closed' : 'reopened'}`,
        closing ? 'COMMENT_TYPE_ISSUE_CLOSED' : 'COMMENT_TYPE_ISSUE_OPENED',
      )
      const state = closing ? 'CLOSED' : 'OPEN'
      gitopiaEvent(ctx, 'ToggleIssueState', {
        Creator: msg.creator,
        IssueId: entity.id,
        IssueIid: entity.iid,
        IssueState: state,
        RepositoryId: repository.id,
      })
      return respond(`${TYPE_PREFIX}MsgToggleIssueStateResponse`, MsgToggleIssueStateResponse, {
        state,
      })
    },
  })

  const change = <M extends { creator: string; repositoryId: number; iid: number }>(
    name: string,
    kind: TrackedChange,
    values: (msg: M) => string[],
  ) =>
    handler<M>(name, {
      validate: msg => validateTrackedChange(kind, values(msg)),
      execute: (msg, ctx) => {
        const issue = changeTracked(g, ctx, adapter, msg, { kind, values: values(msg) })
        gitopiaEvent(ctx, name.replace(/^Msg/, ''), {
          Creator: msg.creator,
          IssueId: issue.id,
          IssueIid: issue.iid,
          RepositoryId: issue.repositoryId,
          UpdatedAt: issue.updatedAt,
        })
        return undefined
      },
    })

  return [
    createIssue,
    editText<MsgUpdateIssueTitle>(
      'MsgUpdateIssueTitle',
      msg => validateTitle(msg.title),
      titleEdit,
      'COMMENT_TYPE_MODIFIED_TITLE',
    ),
    editText<MsgUpdateIssueDescription>(
      'MsgUpdateIssueDescription',
      msg => validateDescription(msg.description),
      descriptionEdit,
      'COMMENT_TYPE_MODIFIED_DESCRIPTION',
    ),
    toggleState,
    change<MsgAddIssueAssignees>('MsgAddIssueAssignees', 'addAssignees', m => m.assignees),
    change<MsgRemoveIssueAssignees>('MsgRemoveIssueAssignees', 'removeAssignees', m => m.assignees),
    change<MsgAddIssueLabels>('MsgAddIssueLabels', 'addLabels', m => m.labelIds.map(u64)),
    change<MsgRemoveIssueLabels>('MsgRemoveIssueLabels', 'removeLabels', m => m.labelIds.map(u64)),
    handler<MsgDeleteIssue>('MsgDeleteIssue', {
      validate: () => {
        throw invalid('tx WIP')
      },
      execute: () => undefined,
    }),
  ]
}
