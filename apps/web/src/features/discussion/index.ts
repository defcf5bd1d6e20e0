/**
 * Public API of the discussion feature: the timeline of an issue or pull request (comments and
 * system events as sentences), the comment box, the Markdown editor and renderer, people links,
 * and the one-tx action hook. Pull request pages use the same pieces with `kind: 'pullrequest'`.
 */
export { Conversation } from './components/timeline.tsx'

export { MarkdownEditor } from './components/markdown-editor.tsx'
export { ForAuthor } from './components/inline-edit.tsx'
export { EditableTitle, TITLE_MAX } from './components/editable-title.tsx'
export { DescriptionPost } from './components/description-post.tsx'
export { MarkdownBody } from './components/markdown-body.tsx'
export { FirstPost, PostCard } from './components/post-card.tsx'

export { UserLink } from './components/user-link.tsx'
export { useUserName } from './api/user-name.ts'
export { Icon } from './components/icons.tsx'
export { ConfirmDialog } from '@/ui/confirm-dialog.tsx'
export { commentsQuery } from './api/comments.ts'
export { discussionKeys } from './api/keys.ts'

export { useChainAction } from './api/use-chain-action.ts'

export { formatCoin } from './model/coins.ts'
