import type {
  MsgAddPullRequestAssignees,
  MsgAddPullRequestLabels,
  MsgAddPullRequestReviewers,
  MsgCreatePullRequest,
  MsgDeletePullRequest,
  MsgLinkPullRequestIssueByIid,
  MsgRemovePullRequestAssignees,
  MsgRemovePullRequestLabels,
  MsgRemovePullRequestReviewers,
  MsgSetPullRequestState,
  MsgUnlinkPullRequestIssueByIid,
  MsgUpdatePullRequestDescription,
  MsgUpdatePullRequestTitle,
} from '@gitopia/gitopia-js/src/types/gitopia/tx'
import {
  MsgCreatePullRequestResponse,
  MsgSetPullRequestStateResponse,
} from '@gitopia/gitopia-js/src/types/gitopia/tx'
import { ChainError, SdkErrors } from '../../../chain/errors.ts'
import { respond, type MsgContext, type MsgHandler } from '../../../chain/module.ts'
import {
  checkAddresses,
  gitopiaEvent,
  handler,
  invalid,
  notFound,
  now,
  TYPE_PREFIX,
} from '../common.ts'
import { appendComment, systemComment } from '../comments/msgs.ts'
import type { GitopiaContext } from '../context.ts'
import { validateDescription, validateTitle } from '../issues/msgs.ts'
import { u64, type Issue, type PullRequest } from '../json.ts'
import {
  havePermission,
  noPermission,
  requireNotArchived,
  requirePermission,
} from '../permissions.ts'
import { findRepository } from '../repositories/helpers.ts'
import {
  changeTracked,
  descriptionEdit,
  titleEdit,
  validateTrackedChange,
  type TrackedChange,
  editTrackedText,
  findTracked,
  requireAssignees,
  requireLabels,
  validateAssignees,
  validateList,
  type TrackerAdapter,
} from '../tracker.ts'
import { GO_ZERO_TIME } from '../wire.ts'

function pullAdapter(g: GitopiaContext): TrackerAdapter<PullRequest> {
  return {
    parent: 'COMMENT_PARENT_PULL_REQUEST',
    noun: 'pull request',
    find: (repositoryId, iid) => g.pulls.byIid(repositoryId, iid),
    save: pull => g.pulls.save(pull),
  }
}

function validateBranch(name: string, field: string): void {
  if (name.length < 1 || name.length > 63) throw invalid(`${field} length must be between 1 and 63`)
}

type PullMsg = { creator: string; repositoryId: number; iid: number }

export function pullRequestHandlers(g: GitopiaContext): MsgHandler<never>[] {
  const adapter = pullAdapter(g)
  const where = (pull: PullRequest) => ({
    parent: adapter.parent,
    repositoryId: pull.base?.repositoryId ?? '0',
    parentIid: pull.iid,
  })
  const event = (ctx: MsgContext, name: string, creator: string, pull: PullRequest) =>
    gitopiaEvent(ctx, name.replace(/^Msg/, ''), {
      Creator: creator,
      PullRequestId: pull.id,
      PullRequestIid: pull.iid,
      RepositoryId: pull.base?.repositoryId ?? '',
      UpdatedAt: pull.updatedAt,
    })

  const createPullRequest = handler<MsgCreatePullRequest>('MsgCreatePullRequest', {
    validate: msg => {
      validateTitle(msg.title, 1)
      validateDescription(msg.description)
      validateBranch(msg.headBranch, 'head branch')
      validateBranch(msg.baseBranch, 'base branch')
      if (msg.reviewers.length > 0) validateList(msg.reviewers, 'reviewers')
      checkAddresses(msg.reviewers, 'reviewer')
      if (msg.assignees.length > 0) validateAssignees(msg.assignees)
      if (msg.labelIds.length > 0) validateList(msg.labelIds.map(String), 'labels')
      if (msg.issueIids.length > 0) validateList(msg.issueIids.map(String), 'issues')
    },
    execute: (msg, ctx) => {
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
      if (msg.reviewers.length > 0 || msg.assignees.length > 0 || labels.length > 0) {
        requirePermission(g.daos, base, msg.creator, 'TRIAGE')
        requireAssignees(g, msg.assignees)
        requireLabels(base, labels)
      }
      const issues: Issue[] = msg.issueIids.map(iid => {
        const issue = g.issues.byIid(base.id, iid)
        if (!issue) throw notFound(`issue (${iid}) doesn't exist in repository`)
        return issue
      })
      const iid = u64(BigInt(base.pullsCount) + 1n)
      g.repos.save({ ...base, pullsCount: iid })
      const pull: PullRequest = {
        creator: msg.creator,
        id: g.users.nextId('pullRequest').toString(),
        iid,
        title: msg.title,
        state: 'OPEN',
        description: msg.description,
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
        g.issues.save({ ...issue, pullRequests: [...issue.pullRequests, { iid, id: pull.id }] })
      }
      event(ctx, 'CreatePullRequest', msg.creator, pull)
      return respond(`${TYPE_PREFIX}MsgCreatePullRequestResponse`, MsgCreatePullRequestResponse, {
        id: Number(pull.id),
        iid: Number(pull.iid),
      })
    },
  })

  const editText = <M extends PullMsg>(
    name: string,
    validate: (msg: M) => void,
    apply: (pull: PullRequest, msg: M) => { changes: Partial<PullRequest>; body: string },
    type: 'COMMENT_TYPE_MODIFIED_TITLE' | 'COMMENT_TYPE_MODIFIED_DESCRIPTION',
  ) =>
    handler<M>(name, {
      validate,
      execute: (msg, ctx) => {
        const { entity } = editTrackedText(g, ctx, adapter, msg, pull => apply(pull, msg), type)
        event(ctx, name, msg.creator, entity)
        return undefined
      },
    })

  const setState = handler<MsgSetPullRequestState>('MsgSetPullRequestState', {
    validate: msg => {
      if (msg.state !== 'OPEN' && msg.state !== 'CLOSED')
        throw invalid(`invalid state (${msg.state})`)
    },
    execute: (msg, ctx) => {
      g.users.requireUser(msg.creator)
      const { entity, repository } = findTracked(g, adapter, msg.repositoryId, msg.iid)
      requireNotArchived(repository)
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
      return respond(
        `${TYPE_PREFIX}MsgSetPullRequestStateResponse`,
        MsgSetPullRequestStateResponse,
        { state: next.state },
      )
    },
  })

  const reviewers = <M extends PullMsg & { reviewers: string[] }>(name: string, add: boolean) =>
    handler<M>(name, {
      validate: msg => {
        validateList(msg.reviewers, 'reviewers')
        checkAddresses(msg.reviewers, 'reviewer')
      },
      execute: (msg, ctx) => {
        g.users.requireUser(msg.creator)
        const { entity, repository } = findTracked(g, adapter, msg.repositoryId, msg.iid)
        requireNotArchived(repository)
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
        event(ctx, name, msg.creator, next)
        return undefined
      },
    })

  const change = <M extends PullMsg>(
    name: string,
    kind: TrackedChange,
    values: (msg: M) => string[],
  ) =>
    handler<M>(name, {
      validate: msg => validateTrackedChange(kind, values(msg)),
      execute: (msg, ctx) => {
        const pull = changeTracked(g, ctx, adapter, msg, { kind, values: values(msg) })
        event(ctx, name, msg.creator, pull)
        return undefined
      },
    })

  const link = <
    M extends { creator: string; repositoryId: number; pullRequestIid: number; issueIid: number },
  >(
    name: string,
    linking: boolean,
  ) =>
    handler<M>(name, {
      execute: (msg, ctx) => {
        g.users.requireUser(msg.creator)
        const { entity, repository } = findTracked(g, adapter, msg.repositoryId, msg.pullRequestIid)
        requireNotArchived(repository)
        requirePermission(g.daos, repository, msg.creator, 'TRIAGE')
        const issue = g.issues.byIid(repository.id, msg.issueIid)
        if (!issue) throw notFound(`issue (${msg.issueIid}) doesn't exist in repository`)
        const linked = entity.issues.some(entry => entry.id === issue.id)
        if (linking && linked) throw invalid(`issue (${issue.iid}) is already linked`)
        if (!linking && !linked) throw notFound(`issue (${issue.iid}) is not linked`)
        const next = {
          ...entity,
          issues: linking
            ? [...entity.issues, { iid: issue.iid, id: issue.id }]
            : entity.issues.filter(entry => entry.id !== issue.id),
          updatedAt: now(ctx),
        }
        g.pulls.save(next)
        g.issues.save({
          ...issue,
          pullRequests: linking
            ? [...issue.pullRequests, { iid: entity.iid, id: entity.id }]
            : issue.pullRequests.filter(entry => entry.id !== entity.id),
        })
        event(ctx, name, msg.creator, next)
        return undefined
      },
    })

  return [
    createPullRequest,
    editText<MsgUpdatePullRequestTitle>(
      'MsgUpdatePullRequestTitle',
      msg => validateTitle(msg.title, 1),
      titleEdit,
      'COMMENT_TYPE_MODIFIED_TITLE',
    ),
    editText<MsgUpdatePullRequestDescription>(
      'MsgUpdatePullRequestDescription',
      msg => validateDescription(msg.description),
      descriptionEdit,
      'COMMENT_TYPE_MODIFIED_DESCRIPTION',
    ),
    setState,
    reviewers<MsgAddPullRequestReviewers>('MsgAddPullRequestReviewers', true),
    reviewers<MsgRemovePullRequestReviewers>('MsgRemovePullRequestReviewers', false),
    change<MsgAddPullRequestAssignees>(
      'MsgAddPullRequestAssignees',
      'addAssignees',
      m => m.assignees,
    ),
    change<MsgRemovePullRequestAssignees>(
      'MsgRemovePullRequestAssignees',
      'removeAssignees',
      m => m.assignees,
    ),
    change<MsgAddPullRequestLabels>('MsgAddPullRequestLabels', 'addLabels', m =>
      m.labelIds.map(u64),
    ),
    change<MsgRemovePullRequestLabels>('MsgRemovePullRequestLabels', 'removeLabels', m =>
      m.labelIds.map(u64),
    ),
    link<MsgLinkPullRequestIssueByIid>('MsgLinkPullRequestIssueByIid', true),
    link<MsgUnlinkPullRequestIssueByIid>('MsgUnlinkPullRequestIssueByIid', false),
    handler<MsgDeletePullRequest>('MsgDeletePullRequest', {
      validate: () => {
        throw invalid('tx WIP')
      },
      execute: () => undefined,
    }),
  ]
}
