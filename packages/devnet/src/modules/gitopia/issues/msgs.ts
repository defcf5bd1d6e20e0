import type { MsgCreateIssue, MsgToggleIssueState } from '@gitopia/gitopia-js/src/types/gitopia/tx'
import {
  MsgCreateIssueResponse,
  MsgToggleIssueStateResponse,
} from '@gitopia/gitopia-js/src/types/gitopia/tx'
import { checkCoins } from '../../../chain/coins.ts'
import { respond, type MsgContext, type MsgResponse } from '../../../chain/module.ts'
import { createBounty } from '../bounties/msgs.ts'
import { gitopiaEvent, invalid, now, TYPE_PREFIX } from '../common.ts'
import { appendComment, systemComment } from '../comments/msgs.ts'
import type { GitopiaContext } from '../context.ts'
import type { GitopiaMsgTable } from '../msg-table.ts'
import { u64, type Issue } from '../json.ts'
import { requireNotArchived } from '../permissions.ts'
import { findRepository } from '../repositories/helpers.ts'
import {
  requireAuthorOrTriage,
  editableTracked,
  openTracked,
  requireInitialLists,
  validateInitialLists,
  trackerAdapter,
} from '../tracker.ts'
import {
  trackerMsgs,
  validateDescription,
  validateTitle,
  type TrackerKind,
} from '../tracker-msgs.ts'
import { GO_ZERO_TIME } from '../wire.ts'

const ISSUES: TrackerKind<Issue> = {
  adapter: g => trackerAdapter('COMMENT_PARENT_ISSUE', 'issue', g.issues),
  event: (ctx, action, creator, issue, extra) =>
    gitopiaEvent(ctx, action, {
      Creator: creator,
      IssueId: issue.id,
      IssueIid: issue.iid,
      RepositoryId: issue.repositoryId,
      ...extra,
      UpdatedAt: issue.updatedAt,
    }),
}

function validateCreateIssue(msg: MsgCreateIssue): void {
  validateTitle(msg.title)
  validateDescription(msg.description)
  validateInitialLists(msg)
  checkCoins(msg.bountyAmount)
  if (msg.bountyExpiry < 0) throw invalid('invalid bounty expiry')
}

function createIssue(g: GitopiaContext, ctx: MsgContext, msg: MsgCreateIssue): MsgResponse {
  g.users.requireUser(msg.creator)
  const repository = findRepository(g, msg.repositoryId)
  requireNotArchived(repository)
  const labels = msg.labelIds.map(u64)
  requireInitialLists(g, repository, msg.creator, { assignees: msg.assignees, labels })
  const issue: Issue = {
    ...openTracked(g, repository, 'issue', msg),
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
    createBounty(g, ctx, msg.creator, issue, msg.bountyAmount, msg.bountyExpiry)
  gitopiaEvent(ctx, 'CreateIssue', {
    Creator: msg.creator,
    IssueId: issue.id,
    IssueIid: issue.iid,
    IssueTitle: issue.title,
    IssueDescription: issue.description,
    IssueState: issue.state,
    Assignees: JSON.stringify(issue.assignees),
    Labels: JSON.stringify(issue.labels.map(Number)),
    RepositoryId: repository.id,
    RepositoryOwnerId: repository.owner.id,
    RepositoryOwnerType: repository.owner.type,
    CreatedAt: issue.createdAt,
    UpdatedAt: issue.updatedAt,
  })
  return respond(`${TYPE_PREFIX}MsgCreateIssueResponse`, MsgCreateIssueResponse, {
    id: Number(issue.id),
    iid: Number(issue.iid),
  })
}

function validateToggleIssueState(msg: MsgToggleIssueState): void {
  if (msg.commentBody.length > 20000) throw invalid('comment length exceeds limit: 20000')
}

function toggleIssueState(
  g: GitopiaContext,
  ctx: MsgContext,
  msg: MsgToggleIssueState,
): MsgResponse {
  const adapter = ISSUES.adapter(g)
  const { entity, repository } = editableTracked(g, adapter, msg)
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
}

/** Issues of a repository: opened by any user, triaged by the author or TRIAGE. */
export const issueMsgs: GitopiaMsgTable = {
  MsgCreateIssue: { execute: createIssue, validate: validateCreateIssue },
  MsgToggleIssueState: { execute: toggleIssueState, validate: validateToggleIssueState },
  ...trackerMsgs(ISSUES, 'Issue', 3),
}
