import type { Comment } from '@gitopia-client/chain/gitopia'
import {
  describeSystemEvent,
  type SentencePart,
  type SystemEventIcon,
} from '../model/system-event.ts'
import { Icon } from './icons.tsx'
import { UserLink } from './user-link.tsx'
import { TimeAgo } from '@/ui/time-ago.tsx'

const ICON_COLOR: Partial<Record<SystemEventIcon, string>> = {
  closed: 'bg-purple-600 text-white',
  opened: 'bg-green-700 text-white',
  merged: 'bg-purple-600 text-white',
  bounty: 'bg-amber-500 text-black',
}

function Part({ part }: { part: SentencePart }) {
  switch (part.kind) {
    case 'user':
      return <UserLink address={part.address} />
    case 'label':
      return (
        <span className="rounded-full border border-border px-2 py-0.5 text-xs font-semibold">
          {part.name}
        </span>
      )
    case 'strong':
      return <strong>{part.text}</strong>
    case 'deleted':
      return <del>{part.text}</del>
    case 'text':
      return <>{part.text}</>
  }
}

/** One system event of the timeline as a sentence: "alice added the bug label 3 days ago". */
export function SystemEventRow({ comment }: { comment: Comment }) {
  const event = describeSystemEvent(comment)
  return (
    <li
      className="flex items-center gap-3 py-2 pl-4 text-sm text-fg-muted"
      data-testid="timeline-event"
      data-type={event.type}
    >
      <span
        aria-hidden="true"
        className={`flex size-7 shrink-0 items-center justify-center rounded-full bg-canvas-subtle ${ICON_COLOR[event.icon] ?? ''}`}
      >
        <Icon name={event.icon} />
      </span>
      <p className="min-w-0 flex-1">
        {event.actor && (
          <>
            <UserLink address={event.actor} />{' '}
          </>
        )}
        {event.parts.map((part, index) => (
          <Part key={index} part={part} />
        ))}{' '}
        <TimeAgo date={comment.createdAt} />
      </p>
    </li>
  )
}
