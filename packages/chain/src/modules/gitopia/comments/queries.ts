import * as z from 'zod/mini'
import type { Page } from '../paging.ts'
import { getGitopiaPage, gitopiaPath, type ListOptions } from '../request.ts'
import { count, flag, list, text, u64, unixTime } from '../wire.ts'

export const COMMENT_TYPES = [
  'COMMENT_TYPE_NONE',
  'COMMENT_TYPE_REPLY',
  'COMMENT_TYPE_ADD_LABELS',
  'COMMENT_TYPE_REMOVE_LABELS',
  'COMMENT_TYPE_ADD_ASSIGNEES',
  'COMMENT_TYPE_REMOVE_ASSIGNEES',
  'COMMENT_TYPE_ADD_REVIEWERS',
  'COMMENT_TYPE_REMOVE_REVIEWERS',
  'COMMENT_TYPE_MODIFIED_TITLE',
  'COMMENT_TYPE_MODIFIED_DESCRIPTION',
  'COMMENT_TYPE_ISSUE_CLOSED',
  'COMMENT_TYPE_ISSUE_OPENED',
  'COMMENT_TYPE_PULL_REQUEST_CLOSED',
  'COMMENT_TYPE_PULL_REQUEST_OPENED',
  'COMMENT_TYPE_PULL_REQUEST_MERGED',
  'COMMENT_TYPE_REVIEW',
  'COMMENT_TYPE_ADD_BOUNTY',
  'COMMENT_TYPE_MODIFIED_BOUNTY',
  'COMMENT_TYPE_CLOSED_BOUNTY',
] as const
export type CommentType = (typeof COMMENT_TYPES)[number]

const attachment = z.object({ name: z.string(), size: u64, sha: z.string(), uploader: z.string() })

const commentWire = z.object({
  id: u64,
  creator: z.string(),
  repositoryId: u64,
  parentIid: count,
  parent: z.enum(['COMMENT_PARENT_NONE', 'COMMENT_PARENT_ISSUE', 'COMMENT_PARENT_PULL_REQUEST']),
  commentIid: count,
  body: text,
  attachments: list(attachment),
  diffHunk: text,
  path: text,
  position: z._default(u64, '0'),
  system: flag,
  createdAt: unixTime,
  updatedAt: unixTime,
  commentType: z._default(z.enum(COMMENT_TYPES), 'COMMENT_TYPE_NONE'),
  resolved: flag,
  reactions: list(
    z.object({
      address: z.string(),
      emojis: list(z.enum(['EMOJI_THUMBS_UP', 'EMOJI_THUMBS_DOWN'])),
    }),
  ),
  hidden: flag,
})
export type Comment = z.output<typeof commentWire>

export type CommentParentKind = 'issue' | 'pullrequest'

/** The comments (replies and system events) of an issue or pull request, in iid order. */
export function listComments(
  api: string,
  parent: CommentParentKind,
  repositoryId: string,
  parentIid: number,
  options?: ListOptions,
): Promise<Page<Comment>> {
  const path = gitopiaPath('repository', repositoryId, parent, parentIid, 'comment')
  return getGitopiaPage(api, path, 'Comment', commentWire, options)
}

/** Every comment on the chain, in id order (`reverse` for the newest first); no filters. */
export function listAllComments(api: string, options?: ListOptions): Promise<Page<Comment>> {
  return getGitopiaPage(api, gitopiaPath('comment'), 'Comment', commentWire, options)
}
