import { num, trackerMsg, type TrackerKind, type TrackerMsg } from '../tracker.ts'

/** `CommentParent` enum numbers. */
export const COMMENT_PARENT_NUMBER = { issue: 1, pullrequest: 2 } as const

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
  return trackerMsg('MsgCreateComment', {
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
  return trackerMsg('MsgUpdateComment', {
    ...commentTarget(target),
    commentIid,
    body,
    attachments: [],
  })
}

export function deleteCommentMsg(target: CommentTarget, commentIid: number): TrackerMsg {
  return trackerMsg('MsgDeleteComment', { ...commentTarget(target), commentIid })
}

/** Marks a review thread (its first comment) resolved, or open again. */
export function toggleCommentResolvedMsg(target: CommentTarget, commentIid: number): TrackerMsg {
  return trackerMsg('MsgToggleCommentResolved', { ...commentTarget(target), commentIid })
}
