import type {
  MsgCreateComment,
  MsgDeleteComment,
  MsgToggleCommentResolved,
  MsgUpdateComment,
} from '@gitopia/gitopia-js/src/types/gitopia/tx'
import {
  MsgCreateCommentResponse,
  MsgToggleCommentResolvedResponse,
} from '@gitopia/gitopia-js/src/types/gitopia/tx'
import { isValidAddress } from '../../../chain/addresses.ts'
import { ChainError, SdkErrors } from '../../../chain/errors.ts'
import { respond, type MsgContext, type MsgResponse } from '../../../chain/module.ts'
import { gitopiaEvent, invalid, notFound, now, respondWithId, TYPE_PREFIX } from '../common.ts'
import type { CommentType } from '@gitopia-client/chain/gitopia'
import type { GitopiaContext } from '../context.ts'
import type { GitopiaMsgTable } from '../msg-table.ts'
import { SYSTEM_CREATOR } from './keeper.ts'
import {
  COMMENT_PARENTS,
  type Attachment,
  type Comment,
  type CommentParent,
  type Issue,
  type PullRequest,
} from '../json.ts'
import { havePermission } from '../permissions.ts'

type Parent = { kind: 'issue'; entity: Issue } | { kind: 'pull'; entity: PullRequest }

function findParent(
  g: GitopiaContext,
  parent: CommentParent,
  repositoryId: string,
  parentIid: string,
): Parent {
  if (parent === 'COMMENT_PARENT_ISSUE') {
    const issue = g.issues.byIid(repositoryId, parentIid)
    if (!issue) throw notFound(`issue (${parentIid}) doesn't exist in repository`)
    return { kind: 'issue', entity: issue }
  }
  const pull = g.pulls.byIid(repositoryId, parentIid)
  if (!pull) throw notFound(`pull request (${parentIid}) doesn't exist in repository`)
  return { kind: 'pull', entity: pull }
}

export interface NewComment {
  readonly creator: string
  readonly repositoryId: string
  readonly parentIid: string
  readonly parent: CommentParent
  readonly body: string
  readonly commentType: CommentType
  readonly system?: boolean
  readonly attachments?: readonly Attachment[]
  readonly diffHunk?: string
  readonly path?: string
  readonly position?: string
}

/** Adds a comment: its iid is the parent's `commentsCount + 1`, which the parent then records. */
export function appendComment(g: GitopiaContext, ctx: MsgContext, fields: NewComment): Comment {
  const parent = findParent(g, fields.parent, fields.repositoryId, fields.parentIid)
  const commentIid = (BigInt(parent.entity.commentsCount) + 1n).toString()
  if (parent.kind === 'issue') g.issues.save({ ...parent.entity, commentsCount: commentIid })
  else g.pulls.save({ ...parent.entity, commentsCount: commentIid })
  const comment: Comment = {
    creator: fields.creator,
    id: g.users.nextId('comment').toString(),
    repositoryId: fields.repositoryId,
    parentIid: fields.parentIid,
    parent: fields.parent,
    commentIid,
    body: fields.body,
    attachments: fields.attachments ?? [],
    diffHunk: fields.diffHunk ?? '',
    path: fields.path ?? '',
    position: fields.position ?? '0',
    system: fields.system ?? false,
    authorAssociation: '',
    createdAt: now(ctx),
    updatedAt: now(ctx),
    commentType: fields.commentType,
    resolved: false,
    replies: [],
    reactions: [],
    hidden: false,
  }
  g.comments.save(comment)
  return comment
}

/** The system comment an issue/PR change writes (creator GITOPIA, `system` true). */
export function systemComment(
  g: GitopiaContext,
  ctx: MsgContext,
  parent: { parent: CommentParent; repositoryId: string; parentIid: string },
  body: string,
  commentType: CommentType,
): Comment {
  return appendComment(g, ctx, {
    ...parent,
    creator: SYSTEM_CREATOR,
    body,
    commentType,
    system: true,
  })
}

function parentName(value: number): CommentParent {
  return COMMENT_PARENTS[value] ?? 'COMMENT_PARENT_NONE'
}

function validateAttachments(attachments: readonly MsgCreateComment['attachments'][number][]) {
  if (attachments.length > 20) throw invalid('attachments exceeds limit: 20')
  const names = new Set<string>()
  for (const attachment of attachments) {
    if (attachment.size === 0 || attachment.name === '' || attachment.sha === '')
      throw invalid('invalid attachment')
    if (!isValidAddress(attachment.uploader))
      throw invalid(`invalid uploader address (${attachment.uploader})`)
    if (names.has(attachment.name)) throw invalid(`duplicate attachment (${attachment.name})`)
    names.add(attachment.name)
  }
}

const toAttachments = (attachments: MsgCreateComment['attachments']): Attachment[] =>
  attachments.map(attachment => ({
    name: attachment.name,
    size: String(attachment.size),
    sha: attachment.sha,
    uploader: attachment.uploader,
  }))

function validateBody(body: string): void {
  if (body.trim().length === 0) throw invalid('empty comment not allowed')
  if (body.length > 20000) throw invalid('comment length exceeds limit: 20000')
}

function validateParent(parent: number): CommentParent {
  const name = parentName(parent)
  if (name === 'COMMENT_PARENT_NONE') throw invalid('invalid parent')
  return name
}

/** What a comment Msg names: the comment by parent and iid, and its sender. */
interface CommentRef {
  creator: string
  repositoryId: number
  parentIid: number
  parent: number
  commentIid: number
}

/** The comment a Msg names; its sender must be a registered user. */
function findComment(g: GitopiaContext, msg: CommentRef): Comment {
  g.users.requireUser(msg.creator)
  const comment = g.comments.byIid(
    parentName(msg.parent),
    String(msg.repositoryId),
    String(msg.parentIid),
    String(msg.commentIid),
  )
  if (!comment) throw notFound(`comment  (${msg.commentIid}) doesn't exist`)
  return comment
}

/** The comment a Msg names, which only its author may edit or delete. */
function authoredComment(g: GitopiaContext, msg: CommentRef): Comment {
  const comment = findComment(g, msg)
  if (comment.creator !== msg.creator)
    throw ChainError.wrap(SdkErrors.unauthorized, 'incorrect owner')
  return comment
}

function validateCreateComment(msg: MsgCreateComment): void {
  const parent = validateParent(msg.parent)
  if (parent === 'COMMENT_PARENT_ISSUE' && (msg.path !== '' || msg.diffHunk !== ''))
    throw invalid('issue comment can not have path or diffHunk')
  if (msg.path.length > 255) throw invalid('path length exceeds limit: 255')
  if (msg.diffHunk.length > 255) throw invalid('diffHunk length exceeds limit: 255')
  validateBody(msg.body)
  validateAttachments(msg.attachments)
}

function createComment(
  g: GitopiaContext,
  ctx: MsgContext,
  msg: MsgCreateComment,
): MsgResponse | undefined {
  g.users.requireUser(msg.creator)
  const parent = parentName(msg.parent)
  const comment = appendComment(g, ctx, {
    creator: msg.creator,
    repositoryId: String(msg.repositoryId),
    parentIid: String(msg.parentIid),
    parent,
    body: msg.body,
    commentType:
      parent === 'COMMENT_PARENT_PULL_REQUEST' && msg.diffHunk !== ''
        ? 'COMMENT_TYPE_REVIEW'
        : 'COMMENT_TYPE_REPLY',
    attachments: toAttachments(msg.attachments),
    diffHunk: msg.diffHunk,
    path: msg.path,
    position: String(msg.position),
  })
  gitopiaEvent(ctx, 'CreateComment', {
    Creator: msg.creator,
    CommentId: comment.id,
    CommentIid: comment.commentIid,
    CommentBody: comment.body,
    RepositoryId: comment.repositoryId,
    CommentParentIid: comment.parentIid,
    CommentParent: comment.parent,
    CommentDiffHunk: comment.diffHunk,
    CommentPath: comment.path,
    CommentPosition: comment.position,
    CommentType: comment.commentType,
    CreatedAt: comment.createdAt,
    UpdatedAt: comment.updatedAt,
  })
  return respondWithId('MsgCreateCommentResponse', MsgCreateCommentResponse, comment.id)
}

function validateUpdateComment(msg: MsgUpdateComment): void {
  validateParent(msg.parent)
  validateBody(msg.body)
  validateAttachments(msg.attachments)
}

function updateComment(
  g: GitopiaContext,
  ctx: MsgContext,
  msg: MsgUpdateComment,
): MsgResponse | undefined {
  const comment = authoredComment(g, msg)
  const next = {
    ...comment,
    body: msg.body,
    attachments: toAttachments(msg.attachments),
    updatedAt: now(ctx),
  }
  g.comments.save(next)
  gitopiaEvent(ctx, 'UpdateComment', {
    Creator: msg.creator,
    CommentId: next.id,
    CommentIid: next.commentIid,
    CommentBody: next.body,
    RepositoryId: next.repositoryId,
    CommentParentIid: next.parentIid,
    CommentParent: next.parent,
    CommentType: next.commentType,
    UpdatedAt: next.updatedAt,
  })
  return undefined
}

function deleteComment(
  g: GitopiaContext,
  ctx: MsgContext,
  msg: MsgDeleteComment,
): MsgResponse | undefined {
  const comment = authoredComment(g, msg)
  g.comments.remove(comment)
  gitopiaEvent(ctx, 'DeleteComment', { Creator: msg.creator, CommentId: comment.id })
  return undefined
}

function toggleResolved(
  g: GitopiaContext,
  ctx: MsgContext,
  msg: MsgToggleCommentResolved,
): MsgResponse | undefined {
  const comment = findComment(g, msg)
  const repository = g.repos.get(comment.repositoryId)
  const pull = g.pulls.byIid(comment.repositoryId, comment.parentIid)
  const allowed =
    (comment.parent === 'COMMENT_PARENT_PULL_REQUEST' && pull?.creator === msg.creator) ||
    (repository !== undefined && havePermission(g.daos, repository, msg.creator, 'TRIAGE'))
  if (!allowed)
    throw ChainError.wrap(
      SdkErrors.unauthorized,
      `user (${msg.creator}) doesn't have permission to perform this operation`,
    )
  const next = { ...comment, resolved: !comment.resolved, updatedAt: now(ctx) }
  g.comments.save(next)
  gitopiaEvent(ctx, 'ToggleCommentResolved', { Creator: msg.creator, CommentId: comment.id })
  return respond(
    `${TYPE_PREFIX}MsgToggleCommentResolvedResponse`,
    MsgToggleCommentResolvedResponse,
    { resolved: next.resolved },
  )
}

/** Comments on issues and pull requests. */
export const commentMsgs: GitopiaMsgTable = {
  MsgCreateComment: { execute: createComment, validate: validateCreateComment },
  MsgUpdateComment: { execute: updateComment, validate: validateUpdateComment },
  MsgDeleteComment: {
    execute: deleteComment,
    validate: (msg: MsgDeleteComment) => void validateParent(msg.parent),
  },
  MsgToggleCommentResolved: {
    execute: toggleResolved,
    validate: (msg: MsgToggleCommentResolved) => void validateParent(msg.parent),
  },
}
