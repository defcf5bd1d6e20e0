import type {
  MsgCreatePullRequest,
  MsgSetPullRequestState,
} from '@gitopia/gitopia-js/src/types/gitopia/tx'
import {
  MsgCreatePullRequestResponse,
  MsgSetPullRequestStateResponse,
} from '@gitopia/gitopia-js/src/types/gitopia/tx'
import { ChainError, SdkErrors } from '../../../chain/errors.ts'
import { respond, type MsgContext, type MsgResponse } from '../../../chain/module.ts'
import { checkAddresses, gitopiaEvent, invalid, notFound, now, TYPE_PREFIX } from '../common.ts'
import { appendComment, systemComment } from '../comments/msgs.ts'
import type { GitopiaContext } from '../context.ts'
import { u64, type Issue, type PullRequest } from '../json.ts'
import type { GitopiaMsg, GitopiaMsgTable } from '../msg-table.ts'
import {
  havePermission,
  noPermission,
  requireNotArchived,
  requirePermission,
} from '../permissions.ts'
import { findRepository } from '../repositories/helpers.ts'
import {
  editableTracked,
  openTracked,
  requireInitialLists,
  validateInitialLists,
  validateList,
  trackerAdapter,
} from '../tracker.ts'
import {
  trackerMsgs,
  validateDescription,
  validateTitle,
  type TrackedMsg as PullMsg,
  type TrackerKind,
} from '../tracker-msgs.ts'
import { GO_ZERO_TIME } from '../wire.ts'

const event = (
  ctx: MsgContext,
  action: string,
  creator: string,
  pull: PullRequest,
  extra: Record<string, string> = {},
) =>
  gitopiaEvent(ctx, action, {
    Creator: creator,
    PullRequestId: pull.id,
    PullRequestIid: pull.iid,
    RepositoryId: pull.base?.repositoryId ?? '',
    ...extra,
    UpdatedAt: pull.updatedAt,
  })

const PULLS: TrackerKind<PullRequest> = {
  adapter: g => trackerAdapter('COMMENT_PARENT_PULL_REQUEST', 'pull request', g.pulls),
  event,
}

/** Where a pull request's comments hang. */
const where = (pull: PullRequest) => ({
  parent: 'COMMENT_PARENT_PULL_REQUEST' as const,
  repositoryId: pull.base?.repositoryId ?? '0',
  parentIid: pull.iid,
})

function validateBranch(name: string, field: string): void {
  if (name.length < 1 || name.length > 63) throw invalid(`${field} length must be between 1 and 63`)
}

function validateReviewers(msg: { reviewers: string[] }): void {
  validateList(msg.reviewers, 'reviewers')
  checkAddresses(msg.reviewers, 'reviewer')
}

function validateCreatePullRequest(msg: MsgCreatePullRequest): void {
  validateTitle(msg.title, 1)
  validateDescription(msg.description)
  validateBranch(msg.headBranch, 'head branch')
  validateBranch(msg.baseBranch, 'base branch')
  if (msg.reviewers.length > 0) validateList(msg.reviewers, 'reviewers')
  checkAddresses(msg.reviewers, 'reviewer')
  validateInitialLists(msg)
  if (msg.issueIids.length > 0) validateList(msg.issueIids.map(String), 'issues')
}

function createPullRequest(
  g: GitopiaContext,
  ctx: MsgContext,
  msg: MsgCreatePullRequest,
): MsgResponse {
  g.users.requireUser(msg.creator)
  const head = findRepository(g, msg.headRepositoryId)
  const base = findRepository(g, msg.baseRepositoryId)
  requireNotArchived(head)
  requireNotArchived(base)
  if (!g.repos.branches.get(head.id, msg.headBranch))
    throw notFound(`head-branch (${msg.headBranch}) doesn't exist`)
  if (!g.repos.branches.get(base.id, msg.baseBranch))
    throw notFound(`base-branch (${msg.baseBranch}) doesn't exist`)
  const sameRepo = head.id === base.id && msg.headBranch !== msg.baseBranch
  const fromFork = head.fork && head.parent === base.id
  if (!sameRepo && !fromFork)
    throw ChainError.wrap(SdkErrors.unauthorized, 'operation not permitted')
  const duplicate = g.pulls
    .ofRepository(base.id)
    .some(
      pull =>
        pull.state === 'OPEN' &&
        pull.head?.repositoryId === head.id &&
        pull.head.branch === msg.headBranch &&
        pull.base?.branch === msg.baseBranch,
    )
  if (duplicate) throw invalid('pullRequest already exists')
  const labels = msg.labelIds.map(u64)
  const { assignees, reviewers } = msg
  requireInitialLists(g, base, msg.creator, { assignees, labels, reviewers })
  const issues: Issue[] = msg.issueIids.map(iid => {
    const issue = g.issues.byIid(base.id, iid)
    if (!issue) throw notFound(`issue (${iid}) doesn't exist in repository`)
    return issue
  })
  const pull: PullRequest = {
    ...openTracked(g, base, 'pullRequest', msg),
    locked: false,
    commentsCount: '0',
    issues: issues.map(issue => ({ iid: issue.iid, id: issue.id })),
    labels,
    assignees: msg.assignees,
    reviewers: msg.reviewers,
    draft: false,
    createdAt: now(ctx),
    updatedAt: now(ctx),
    closedAt: GO_ZERO_TIME,
    closedBy: '',
    mergedAt: GO_ZERO_TIME,
    mergedBy: '',
    mergeCommitSha: '',
    maintainerCanModify: false,
    head: { repositoryId: head.id, branch: msg.headBranch, commitSha: '' },
    base: { repositoryId: base.id, branch: msg.baseBranch, commitSha: '' },
  }
  g.pulls.save(pull)
  for (const issue of issues) {
    g.issues.save({
      ...issue,
      pullRequests: [...issue.pullRequests, { iid: pull.iid, id: pull.id }],
    })
  }
  event(ctx, 'CreatePullRequest', msg.creator, pull, {
    PullRequestTitle: pull.title,
    PullRequestDescription: pull.description,
    PullRequestState: pull.state,
    PullRequestDraft: String(pull.draft),
    CreatedAt: pull.createdAt,
  })
  return respond(`${TYPE_PREFIX}MsgCreatePullRequestResponse`, MsgCreatePullRequestResponse, {
    id: Number(pull.id),
    iid: Number(pull.iid),
  })
}

function validateSetPullRequestState(msg: MsgSetPullRequestState): void {
  if (msg.state !== 'OPEN' && msg.state !== 'CLOSED') throw invalid(`invalid state (${msg.state})`)
}

function setPullRequestState(
  g: GitopiaContext,
  ctx: MsgContext,
  msg: MsgSetPullRequestState,
): MsgResponse {
  const adapter = PULLS.adapter(g)
  const { entity, repository } = editableTracked(g, adapter, msg)
  const allowed =
    entity.creator === msg.creator || havePermission(g.daos, repository, msg.creator, 'ADMIN')
  if (!allowed) throw noPermission(msg.creator)
  const opening = msg.state === 'OPEN'
  if (opening && entity.state !== 'CLOSED')
    throw invalid(`can't open (${entity.state}) pullRequest`)
  if (!opening && entity.state !== 'OPEN')
    throw invalid(`can't close (${entity.state}) pullRequest`)
  if (msg.commentBody !== '') {
    appendComment(g, ctx, {
      ...where(entity),
      creator: msg.creator,
      body: msg.commentBody,
      commentType: 'COMMENT_TYPE_REPLY',
    })
  }
  const current = g.pulls.get(entity.id) as PullRequest
  const next: PullRequest = {
    ...current,
    state: opening ? 'OPEN' : 'CLOSED',
    closedAt: opening ? GO_ZERO_TIME : now(ctx),
    closedBy: opening ? '' : msg.creator,
    updatedAt: now(ctx),
  }
  g.pulls.save(next)
  systemComment(
    g,
    ctx,
    where(entity),
    `@${msg.creator} ${opening ? 'reopened' : 'closed'}`,
    opening ? 'COMMENT_TYPE_PULL_REQUEST_OPENED' : 'COMMENT_TYPE_PULL_REQUEST_CLOSED',
  )
  event(ctx, 'SetPullRequestState', msg.creator, next)
  return respond(`${TYPE_PREFIX}MsgSetPullRequestStateResponse`, MsgSetPullRequestStateResponse, {
    state: next.state,
  })
}

/** `MsgAddPullRequestReviewers` (`add`) and `MsgRemovePullRequestReviewers`. */
function reviewers(action: string, add: boolean): GitopiaMsg<PullMsg & { reviewers: string[] }> {
  return {
    validate: validateReviewers,
    execute: (g, ctx, msg) => {
      const adapter = PULLS.adapter(g)
      const { entity, repository } = editableTracked(g, adapter, msg)
      requirePermission(g.daos, repository, msg.creator, 'TRIAGE')
      for (const reviewer of msg.reviewers) {
        if (add && !g.users.user(reviewer)) throw notFound(`reviewer (${reviewer}) doesn't exist`)
        if (add && entity.reviewers.includes(reviewer))
          throw invalid(`reviewer (${reviewer}) already assigned`)
        if (!add && !entity.reviewers.includes(reviewer))
          throw notFound(`reviewer (${reviewer}) isn't assigned`)
      }
      const list = add
        ? [...entity.reviewers, ...msg.reviewers]
        : entity.reviewers.filter(r => !msg.reviewers.includes(r))
      if (list.length > 10) throw invalid('reviewers limit exceeded: 10')
      const next = { ...entity, reviewers: list, updatedAt: now(ctx) }
      g.pulls.save(next)
      const mentions = msg.reviewers.map(r => `@${r}`).join(' ')
      systemComment(
        g,
        ctx,
        where(entity),
        add
          ? `@${msg.creator} requested review from ${mentions}`
          : `@${msg.creator} removed review request for ${mentions}`,
        add ? 'COMMENT_TYPE_ADD_REVIEWERS' : 'COMMENT_TYPE_REMOVE_REVIEWERS',
      )
      event(ctx, action, msg.creator, next, {
        PullRequestReviewers: JSON.stringify(msg.reviewers),
      })
      return undefined
    },
  }
}

type LinkMsg = { creator: string; repositoryId: number; pullRequestIid: number; issueIid: number }

/** What the link Msgs may change: at most this many issues per pull request. */
const MAX_LINKED_ISSUES = 10

/**
 * `MsgLinkPullRequestIssueByIid` (`linking`) and `MsgUnlinkPullRequestIssueByIid`: the author of
 * the pull request or whoever may triage the base repository, whatever the pull request's state;
 * both the pull request and the issue get a system comment.
 */
function link(action: string, linking: boolean): GitopiaMsg<LinkMsg> {
  return {
    execute: (g, ctx, msg) => {
      const adapter = PULLS.adapter(g)
      const { entity, repository } = editableTracked(g, adapter, {
        ...msg,
        iid: msg.pullRequestIid,
      })
      if (entity.creator !== msg.creator)
        requirePermission(g.daos, repository, msg.creator, 'TRIAGE')
      if (linking && entity.issues.length + 1 > MAX_LINKED_ISSUES)
        throw invalid(`pullRequest can't have more than ${MAX_LINKED_ISSUES} linked issues`)
      if (!linking && entity.issues.length === 0)
        throw invalid('pullRequest does not have any linked issues')
      const linked = entity.issues.some(entry => entry.iid === String(msg.issueIid))
      if (!linking && !linked) throw invalid(`issue with iid (${msg.issueIid}) isn't linked`)
      const issue = g.issues.byIid(repository.id, msg.issueIid)
      if (!issue) throw notFound(`issue (${msg.issueIid}) doesn't exist in repository`)
      if (linking && linked) throw invalid(`issue (${issue.iid}) already linked`)
      const next = {
        ...entity,
        issues: linking
          ? [...entity.issues, { iid: issue.iid, id: issue.id }]
          : entity.issues.filter(entry => entry.iid !== issue.iid),
        updatedAt: now(ctx),
      }
      g.pulls.save(next)
      g.issues.save({
        ...issue,
        pullRequests: linking
          ? [...issue.pullRequests, { iid: entity.iid, id: entity.id }]
          : issue.pullRequests.filter(entry => entry.iid !== entity.iid),
        updatedAt: now(ctx),
      })
      const verb = linking ? 'linked' : 'unlinked'
      systemComment(
        g,
        ctx,
        where(entity),
        `@${msg.creator} ${verb} issue #${issue.iid}`,
        'COMMENT_TYPE_NONE',
      )
      systemComment(
        g,
        ctx,
        { parent: 'COMMENT_PARENT_ISSUE', repositoryId: repository.id, parentIid: issue.iid },
        `@${msg.creator} ${verb} pull request #${entity.iid}`,
        'COMMENT_TYPE_NONE',
      )
      gitopiaEvent(ctx, action, {
        Creator: msg.creator,
        RepositoryId: repository.id,
        PullRequestId: entity.id,
        PullRequestIid: entity.iid,
        IssueId: issue.id,
        IssueIid: issue.iid,
        UpdatedAt: next.updatedAt,
      })
      return undefined
    },
  }
}

/** Pull requests: opened from a branch or a fork, triaged, linked to issues (merging: merge-msgs.ts). */
export const pullRequestMsgs: GitopiaMsgTable = {
  MsgCreatePullRequest: { execute: createPullRequest, validate: validateCreatePullRequest },
  MsgSetPullRequestState: { execute: setPullRequestState, validate: validateSetPullRequestState },
  MsgAddPullRequestReviewers: reviewers('AddPullRequestReviewers', true),
  MsgRemovePullRequestReviewers: reviewers('RemovePullRequestReviewers', false),
  MsgLinkPullRequestIssueByIid: link('LinkPullRequestIssueByIid', true),
  MsgUnlinkPullRequestIssueByIid: link('UnlinkPullRequestIssueByIid', false),
  ...trackerMsgs(PULLS, 'PullRequest', 1),
}
