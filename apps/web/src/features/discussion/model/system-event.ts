import type { Comment, CommentType } from '@gitopia-client/chain/gitopia'
import { formatCoins } from './coins.ts'

/**
 * A system comment (creator `GITOPIA`) turned into the parts of a readable sentence. The chain
 * writes Markdown bodies such as `@<addr> added **bug** label`; the type says what happened and
 * the body who did it and to what. Parts keep addresses apart so the UI can show names and links.
 */
export type SentencePart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'user'; readonly address: string }
  | { readonly kind: 'label'; readonly name: string }
  | { readonly kind: 'strong'; readonly text: string }
  | { readonly kind: 'deleted'; readonly text: string }

export interface SystemEvent {
  readonly type: CommentType
  /** Who did it, when the body names them. */
  readonly actor: string | null
  /** What they did, after their name ("added the bug label"). */
  readonly parts: readonly SentencePart[]
  /** A one-word summary for the timeline icon. */
  readonly icon: SystemEventIcon
}

export type SystemEventIcon =
  | 'label'
  | 'person'
  | 'eye'
  | 'pencil'
  | 'closed'
  | 'opened'
  | 'merged'
  | 'review'
  | 'bounty'
  | 'info'

const ACTOR = /^@(\S+)\s*/
const MENTION = /@([a-z0-9]+1[02-9ac-hj-np-z]{20,})/g
const STRONG = /\*\*([^*]+)\*\*/g

const text = (value: string): SentencePart => ({ kind: 'text', text: value })

/** `@a @b` (space or comma separated mentions) → user parts joined like "a and b". */
function mentionsIn(rest: string): string[] {
  return [...rest.matchAll(MENTION)].map(match => match[1] ?? '').filter(Boolean)
}

function strongIn(rest: string): string[] {
  return [...rest.matchAll(STRONG)].map(match => match[1] ?? '').filter(Boolean)
}

/** Joins items as English does: "a", "a and b", "a, b and c". */
export function joinParts(items: readonly SentencePart[]): SentencePart[] {
  const joined: SentencePart[] = []
  items.forEach((item, index) => {
    if (index > 0) joined.push(text(index === items.length - 1 ? ' and ' : ', '))
    joined.push(item)
  })
  return joined
}

/** How one type of event is told, from the body after the actor's name. */
type Sentence = (rest: string) => SentencePart[]

const says =
  (words: string): Sentence =>
  () => [text(words)]

/** `added **bug**, **docs** labels` → "added the bug and docs labels". */
const labels =
  (verb: string): Sentence =>
  rest => {
    const names = strongIn(rest)
    if (names.length === 0) return [text(`${verb} labels`)]
    return [
      text(`${verb} `),
      ...joinParts(names.map(name => ({ kind: 'label', name }))),
      text(names.length === 1 ? ' label' : ' labels'),
    ]
  }

/** `assigned to @a @b` → "assigned a and b". */
const users =
  (prefix: string): Sentence =>
  rest => [text(prefix), ...joinParts(mentionsIn(rest).map(address => ({ kind: 'user', address })))]

/** `changed title from **~~old~~** to **new**`. */
const titleChange: Sentence = rest => {
  const match = /from \*\*~~([\s\S]*?)~~\*\* to \*\*([\s\S]*)\*\*\s*$/.exec(rest)
  if (!match) return [text('changed the title')]
  return [
    text('changed the title '),
    { kind: 'deleted', text: match[1] ?? '' },
    text(' to '),
    { kind: 'strong', text: match[2] ?? '' },
  ]
}

/** `created a bounty of 10ulore`. */
const bountyCreated: Sentence = rest => {
  const amount = /bounty of\s+(\S+)/.exec(rest)?.[1]
  return amount
    ? [text('created a bounty of '), { kind: 'strong', text: formatCoins(amount) }]
    : [text('created a bounty')]
}

/** The events we tell apart: their timeline icon and their sentence. Any other is plain text. */
const EVENTS: Partial<Record<CommentType, { icon: SystemEventIcon; parts: Sentence }>> = {
  COMMENT_TYPE_ADD_LABELS: { icon: 'label', parts: labels('added the') },
  COMMENT_TYPE_REMOVE_LABELS: { icon: 'label', parts: labels('removed the') },
  COMMENT_TYPE_ADD_ASSIGNEES: { icon: 'person', parts: users('assigned ') },
  COMMENT_TYPE_REMOVE_ASSIGNEES: { icon: 'person', parts: users('unassigned ') },
  COMMENT_TYPE_ADD_REVIEWERS: { icon: 'eye', parts: users('requested a review from ') },
  COMMENT_TYPE_REMOVE_REVIEWERS: { icon: 'eye', parts: users('removed the review request for ') },
  COMMENT_TYPE_MODIFIED_DESCRIPTION: { icon: 'pencil', parts: says('edited the description') },
  COMMENT_TYPE_ISSUE_CLOSED: { icon: 'closed', parts: says('closed this issue') },
  COMMENT_TYPE_ISSUE_OPENED: { icon: 'opened', parts: says('reopened this issue') },
  COMMENT_TYPE_PULL_REQUEST_CLOSED: { icon: 'closed', parts: says('closed this pull request') },
  COMMENT_TYPE_PULL_REQUEST_OPENED: { icon: 'opened', parts: says('reopened this pull request') },
  COMMENT_TYPE_PULL_REQUEST_MERGED: { icon: 'merged', parts: says('merged this pull request') },
  COMMENT_TYPE_REVIEW: { icon: 'review', parts: says('reviewed') },
  COMMENT_TYPE_MODIFIED_BOUNTY: { icon: 'bounty', parts: says('extended the bounty expiry') },
  COMMENT_TYPE_CLOSED_BOUNTY: { icon: 'bounty', parts: says('closed the bounty') },
  COMMENT_TYPE_MODIFIED_TITLE: { icon: 'pencil', parts: titleChange },
  COMMENT_TYPE_ADD_BOUNTY: { icon: 'bounty', parts: bountyCreated },
}

/** A body we do not recognise, kept readable: mentions become users, the rest text. */
function plainParts(body: string): SentencePart[] {
  const parts: SentencePart[] = []
  let last = 0
  for (const match of body.matchAll(MENTION)) {
    const index = match.index
    if (index > last) parts.push(text(body.slice(last, index).replaceAll('**', '')))
    parts.push({ kind: 'user', address: match[1] ?? '' })
    last = index + match[0].length
  }
  if (last < body.length) parts.push(text(body.slice(last).replaceAll('**', '')))
  return parts
}

export function describeSystemEvent(comment: Pick<Comment, 'commentType' | 'body'>): SystemEvent {
  const body = comment.body.trim()
  const actorMatch = ACTOR.exec(body)
  const actor = actorMatch?.[1] ?? null
  const rest = actorMatch ? body.slice(actorMatch[0].length) : body
  const event = EVENTS[comment.commentType]
  return {
    type: comment.commentType,
    actor,
    parts: event ? event.parts(rest) : plainParts(rest),
    icon: event?.icon ?? 'info',
  }
}

/** The sentence as plain text, with `nameOf` for people (for titles, tests and screen readers). */
export function sentenceText(
  event: SystemEvent,
  nameOf: (address: string) => string = address => address,
): string {
  const words = event.parts
    .map(part => {
      switch (part.kind) {
        case 'user':
          return nameOf(part.address)
        case 'label':
          return part.name
        default:
          return part.text
      }
    })
    .join('')
  return event.actor ? `${nameOf(event.actor)} ${words}` : words
}
