/**
 * Public API of the discussion feature: the timeline of an issue or pull request (comments and
 * system events as sentences), the comment box, the Markdown editor and renderer, people links,
 * and the one-tx action hook. Pull request pages use the same pieces with `kind: 'pullrequest'`.
 */
export { Timeline, type TimelineProps } from './components/timeline.tsx'
export {
  CommentForm,
  type CommentFormProps,
  type SecondaryCommentAction,
} from './components/comment-form.tsx'
export { CommentItem } from './components/comment-item.tsx'
export { SystemEventRow } from './components/system-event-row.tsx'
export { MarkdownEditor, type MarkdownEditorProps } from './components/markdown-editor.tsx'
export { MarkdownBody } from './components/markdown-body.tsx'
export { PostCard, PostAction, type PostCardProps } from './components/post-card.tsx'
export { Reactions, countReactions } from './components/reactions.tsx'
export { UserLink } from './components/user-link.tsx'
export { Icon } from './components/icons.tsx'
export { TimeStamp } from './components/time-stamp.tsx'
export { FailureNote } from './components/failure-note.tsx'
export { ConfirmDialog } from '@/ui/confirm-dialog.tsx'
export {
  commentsQuery,
  useComments,
  type CommentThread,
  type DiscussionTarget,
} from './api/comments.ts'
export { userNameQuery, useUserName } from './api/user-name.ts'
export { useChainAction, describeFailure, type ActionFailure } from './api/use-chain-action.ts'
export {
  describeSystemEvent,
  sentenceText,
  type SystemEvent,
  type SentencePart,
} from './model/system-event.ts'
export { formatCoin, formatCoins } from './model/coins.ts'
