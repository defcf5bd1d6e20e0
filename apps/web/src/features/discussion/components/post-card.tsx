import type { ReactNode } from 'react'
import { ForAuthor } from './inline-edit.tsx'
import { MarkdownBody } from './markdown-body.tsx'
import { UserLink } from './user-link.tsx'
import { TimeAgo } from '@/ui/time-ago.tsx'

export interface PostCardProps {
  readonly author: string
  readonly createdAt: Date | null
  readonly updatedAt?: Date | null
  /** "commented", "opened this issue". */
  readonly verb?: string
  /** Buttons at the right of the header (edit, delete). */
  readonly actions?: ReactNode
  readonly children: ReactNode
  readonly label?: string
}

/** A post of a discussion: the description or a comment, with its author and time. */
export function PostCard({
  author,
  createdAt,
  updatedAt = null,
  verb = 'commented',
  actions,
  children,
  label,
}: PostCardProps) {
  const edited =
    createdAt !== null && updatedAt !== null && updatedAt.getTime() > createdAt.getTime()
  return (
    <article aria-label={label} className="rounded-md border border-border">
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-border bg-canvas-subtle px-3 py-2 text-sm">
        <UserLink address={author} />
        <span className="text-fg-muted">
          {verb} <TimeAgo date={createdAt} />
          {edited && <span title={updatedAt.toLocaleString('en')}> · edited</span>}
        </span>
        {actions && <span className="ml-auto flex gap-1">{actions}</span>}
      </header>
      <div className="px-4 py-3">{children}</div>
    </article>
  )
}

/** A small text button for post headers. */
export function PostAction({
  children,
  onClick,
  danger = false,
  disabled = false,
}: {
  children: ReactNode
  onClick: () => void
  danger?: boolean
  disabled?: boolean
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className={`rounded px-2 py-0.5 text-xs font-semibold hover:bg-canvas disabled:opacity-50 ${danger ? 'text-danger' : 'text-fg-muted hover:text-fg'}`}
    >
      {children}
    </button>
  )
}

/** What the first post of an issue or pull request shows. */
export interface FirstPostItem {
  readonly creator: string
  readonly createdAt: Date | null
  readonly description: string
}

/** The first post of an issue or pull request, its description; its author gets `editor`. */
export function FirstPost({ item, editor }: { item: FirstPostItem; editor: ReactNode }) {
  return (
    <ForAuthor
      creator={item.creator}
      shown={
        <PostCard
          label="Description"
          author={item.creator}
          createdAt={item.createdAt}
          verb="opened"
        >
          <MarkdownBody source={item.description} />
        </PostCard>
      }
      editor={editor}
    />
  )
}
