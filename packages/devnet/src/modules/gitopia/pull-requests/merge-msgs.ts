import type {
  MsgInvokeDaoMergePullRequest,
  MsgInvokeMergePullRequest,
  MsgMergePullRequest,
  MsgUpdateTask,
} from '@gitopia/gitopia-js/src/types/gitopia/tx'
import {
  MsgInvokeMergePullRequestResponse,
  MsgMergePullRequestResponse,
} from '@gitopia/gitopia-js/src/types/gitopia/tx'
import { respond, type MsgContext, type MsgResponse } from '../../../chain/module.ts'
import { bountyAddress } from '../bounties/keeper.ts'
import type { Task } from '../tasks/keeper.ts'
import { systemComment } from '../comments/msgs.ts'
import { checkSha, gitopiaEvent, invalid, now, TYPE_PREFIX } from '../common.ts'
import type { GitopiaContext } from '../context.ts'
import { byAdmin, type GitopiaMsgTable } from '../msg-table.ts'
import type { Issue, PullRequest, Repository } from '../json.ts'
import { havePermission, noPermission, requireNotArchived } from '../permissions.ts'

/** The task message names the pull request, so the merge can find and finish it. */
const taskMessage = (pull: PullRequest) => `merge pull request ${pull.id}`

function openPull(
  g: GitopiaContext,
  repositoryId: string,
  iid: number,
): { pull: PullRequest; base: Repository } {
  const base = g.repos.get(repositoryId)
  const pull = base ? g.pulls.byIid(base.id, iid) : undefined
  if (!base || !pull) throw invalid('pull request not found')
  requireNotArchived(base)
  if (pull.state !== 'OPEN') throw invalid(`can't merge pull request in state ${pull.state}`)
  return { pull, base }
}

/** Asks the storage provider to merge: a user with ADMIN, or the DAO's group policy (`viaDao`). */
function invoke(
  g: GitopiaContext,
  ctx: MsgContext,
  msg: { repositoryId: number; iid: number; provider: string; baseCommitSha: string },
  creator: string,
  viaDao: boolean,
): MsgResponse {
  if (!viaDao) g.users.requireUser(creator)
  const { pull, base } = openPull(g, String(msg.repositoryId), msg.iid)
  if (!viaDao) {
    if (
      base.owner.type === 'DAO' &&
      g.daos.get(base.owner.id)?.config.require_pull_request_proposal
    )
      throw invalid("can't merge pull request without proposal")
    if (!havePermission(g.daos, base, creator, 'ADMIN')) throw noPermission(creator)
  }
  const branch = g.repos.branches.get(base.id, pull.base?.branch ?? '')
  if (!branch) throw invalid('base branch not found')
  if (branch.sha !== msg.baseCommitSha)
    throw invalid(`SHA mismatch: expected ${msg.baseCommitSha}, got ${branch.sha}`)
  const task = g.tasks.create({
    type: 'TASK_TYPE_SET_PULL_REQUEST_STATE',
    state: 'TASK_STATE_PENDING',
    message: taskMessage(pull),
    creator,
    provider: msg.provider,
  })
  // A DAO's merge has its own action; its provider takes the approver from the tx's sender.
  gitopiaEvent(ctx, viaDao ? 'InvokeDaoMergePullRequest' : 'InvokeMergePullRequest', {
    Creator: creator,
    RepositoryId: base.id,
    PullRequestId: pull.id,
    PullRequestIid: pull.iid,
    TaskId: task.id,
    Provider: msg.provider,
  })
  return respond(
    `${TYPE_PREFIX}MsgInvokeMergePullRequestResponse`,
    MsgInvokeMergePullRequestResponse,
    { taskId: Number(task.id) },
  )
}

function invokeMergePullRequest(
  g: GitopiaContext,
  ctx: MsgContext,
  msg: MsgInvokeMergePullRequest,
): MsgResponse {
  return invoke(g, ctx, msg, msg.creator, false)
}

function invokeDaoMergePullRequest(
  g: GitopiaContext,
  ctx: MsgContext,
  msg: MsgInvokeDaoMergePullRequest,
): MsgResponse {
  const base = g.repos.get(String(msg.repositoryId))
  if (!base || base.owner.type !== 'DAO' || !g.daos.isDaoAdmin(base.owner.id, msg.admin))
    throw noPermission(msg.admin)
  return invoke(g, ctx, msg, msg.admin, true)
}

function mergePullRequest(
  g: GitopiaContext,
  ctx: MsgContext,
  msg: MsgMergePullRequest,
): MsgResponse {
  const { pull, base } = openPull(g, String(msg.repositoryId), msg.pullRequestIid)
  const task = g.tasks
    .all()
    .find(t => t.message === taskMessage(pull) && t.state === 'TASK_STATE_PENDING')
  const isDaoMerge = task !== undefined && task.creator !== msg.creator
  if (!isDaoMerge) {
    g.users.requireUser(msg.creator)
    if (!havePermission(g.daos, base, msg.creator, 'ADMIN')) throw noPermission(msg.creator)
  } else if (!havePermission(g.daos, base, msg.creator, 'WRITE')) {
    throw noPermission(msg.creator)
  }
  const cid = g.packfileCid(base.id) ?? ''
  if (cid !== msg.packfileCid)
    throw invalid(`packfile cid mismatch: expected ${msg.packfileCid}, got ${cid}`)
  const branch = g.repos.branches.get(base.id, pull.base?.branch ?? '')
  if (!branch) throw invalid('base branch not found')
  const headSha =
    g.repos.branches.get(pull.head?.repositoryId ?? '', pull.head?.branch ?? '')?.sha ??
    pull.head?.commitSha ??
    ''
  g.repos.branches.set({ ...branch, sha: msg.mergeCommitSha, updatedAt: now(ctx) })
  g.repos.save({ ...base, pushedAt: now(ctx), updatedAt: now(ctx) })
  const merged: PullRequest = {
    ...pull,
    state: 'MERGED',
    mergedAt: now(ctx),
    mergedBy: msg.creator,
    mergeCommitSha: msg.mergeCommitSha,
    updatedAt: now(ctx),
    base: pull.base && { ...pull.base, commitSha: branch.sha },
    head: pull.head && { ...pull.head, commitSha: headSha },
  }
  g.pulls.save(merged)
  if (task) g.tasks.save({ ...task, state: 'TASK_STATE_SUCCESS' })
  systemComment(
    g,
    ctx,
    { parent: 'COMMENT_PARENT_PULL_REQUEST', repositoryId: base.id, parentIid: pull.iid },
    `@${msg.creator} merged`,
    'COMMENT_TYPE_PULL_REQUEST_MERGED',
  )
  closeLinkedIssues(g, ctx, merged, msg.creator)
  gitopiaEvent(ctx, 'MergePullRequest', {
    Creator: msg.creator,
    RepositoryId: base.id,
    PullRequestId: pull.id,
    PullRequestIid: pull.iid,
    MergeCommitSha: msg.mergeCommitSha,
    BaseBranch: branch.name,
    UpdatedAt: now(ctx),
  })
  return respond(`${TYPE_PREFIX}MsgMergePullRequestResponse`, MsgMergePullRequestResponse, {})
}

function validateUpdateTask(msg: MsgUpdateTask): void {
  if (TASK_STATES[msg.state] === undefined) throw invalid(`invalid task state (${msg.state})`)
}

// The provider reports how its part went, e.g. a merge that git could not do.
function updateTask(g: GitopiaContext, ctx: MsgContext, msg: MsgUpdateTask): undefined {
  const task = g.tasks.get(BigInt(msg.id))
  if (!task) throw invalid(`task id (${msg.id}) doesn't exist`)
  if (task.provider !== msg.creator) throw noPermission(msg.creator)
  const state = TASK_STATES[msg.state] ?? task.state
  g.tasks.save({ ...task, state, message: msg.message })
  gitopiaEvent(ctx, 'UpdateTask', { Creator: msg.creator, TaskId: task.id, TaskState: state })
  return undefined
}

/**
 * The final v6 merge flow (docs/protocol.md#the-merge-flow): InvokeMergePullRequest asks a storage provider to
 * merge with git; it proposes a packfile update; the user approves it and sends MergePullRequest.
 */
export const mergeMsgs: GitopiaMsgTable = {
  MsgInvokeMergePullRequest: {
    execute: invokeMergePullRequest,
    validate: (msg: MsgInvokeMergePullRequest) => checkSha(msg.baseCommitSha, 'base commit sha'),
  },
  MsgInvokeDaoMergePullRequest: { execute: invokeDaoMergePullRequest, signer: byAdmin },
  MsgMergePullRequest: {
    execute: mergePullRequest,
    validate: (msg: MsgMergePullRequest) => checkSha(msg.mergeCommitSha, 'merge commit sha'),
  },
  MsgUpdateTask: { execute: updateTask, validate: validateUpdateTask },
}

const TASK_STATES: Partial<Record<number, Task['state']>> = {
  0: 'TASK_STATE_PENDING',
  1: 'TASK_STATE_SUCCESS',
  2: 'TASK_STATE_FAILURE',
}

/** Linked OPEN issues whose only assignee is the PR author close, and their bounties pay out. */
function closeLinkedIssues(
  g: GitopiaContext,
  ctx: MsgContext,
  pull: PullRequest,
  merger: string,
): void {
  const repositoryId = pull.base?.repositoryId ?? ''
  for (const link of pull.issues) {
    const issue = g.issues.byIid(repositoryId, link.iid)
    if (issue?.state !== 'OPEN') continue
    if (issue.assignees.length !== 1 || issue.assignees[0] !== pull.creator) continue
    const closed: Issue = {
      ...issue,
      state: 'CLOSED',
      closedAt: now(ctx),
      closedBy: merger,
      updatedAt: now(ctx),
    }
    g.issues.save(closed)
    systemComment(
      g,
      ctx,
      { parent: 'COMMENT_PARENT_ISSUE', repositoryId, parentIid: issue.iid },
      `@${merger} closed via pull request #${pull.iid}`,
      'COMMENT_TYPE_ISSUE_CLOSED',
    )
    for (const id of issue.bounties) {
      const bounty = g.bounties.get(id)
      if (bounty?.state !== 'BOUNTY_STATE_SRCDEBITTED') continue
      g.bank.send(bountyAddress(bounty.id), pull.creator, bounty.amount, ctx.events)
      g.bounties.save({
        ...bounty,
        state: 'BOUNTY_STATE_DESTCREDITED',
        rewardedTo: pull.creator,
        updatedAt: now(ctx),
      })
    }
  }
}
