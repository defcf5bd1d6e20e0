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

function labelsSentence(verb: string, names: readonly string[]): SentencePart[] {
  if (names.length === 0) return [text(`${verb} labels`)]
  return [
    text(`${verb} `),
    ...joinParts(names.map(name => ({ kind: 'label', name }))),
    text(names.length === 1 ? ' label' : ' labels'),
  ]
}

function usersSentence(prefix: string, addresses: readonly string[], suffix = ''): SentencePart[] {
  return [
    text(prefix),
    ...joinParts(addresses.map(address => ({ kind: 'user', address }))),
    ...(suffix ? [text(suffix)] : []),
  ]
}

/** `changed title from **~~old~~** to **new**`. */
function titleSentence(rest: string): SentencePart[] {
  const match = /from \*\*~~([\s\S]*?)~~\*\* to \*\*([\s\S]*)\*\*\s*$/.exec(rest)
  if (!match) return [text('changed the title')]
  return [
    text('changed the title '),
    { kind: 'deleted', text: match[1] ?? '' },
    text(' to '),
    { kind: 'strong', text: match[2] ?? '' },
  ]
}

function bountySentence(type: CommentType, rest: string): SentencePart[] {
  if (type === 'COMMENT_TYPE_ADD_BOUNTY') {
    const amount = /bounty of\s+(\S+)/.exec(rest)?.[1]
    return amount
      ? [text('created a bounty of '), { kind: 'strong', text: formatCoins(amount) }]
      : [text('created a bounty')]
  }
  if (type === 'COMMENT_TYPE_MODIFIED_BOUNTY') return [text('extended the bounty expiry')]
  return [text('closed the bounty')]
}

const ICONS: Partial<Record<CommentType, SystemEventIcon>> = {
  COMMENT_TYPE_ADD_LABELS: 'label',
  COMMENT_TYPE_REMOVE_LABELS: 'label',
  COMMENT_TYPE_ADD_ASSIGNEES: 'person',
  COMMENT_TYPE_REMOVE_ASSIGNEES: 'person',
  COMMENT_TYPE_ADD_REVIEWERS: 'eye',
  COMMENT_TYPE_REMOVE_REVIEWERS: 'eye',
  COMMENT_TYPE_MODIFIED_TITLE: 'pencil',
  COMMENT_TYPE_MODIFIED_DESCRIPTION: 'pencil',
  COMMENT_TYPE_ISSUE_CLOSED: 'closed',
  COMMENT_TYPE_PULL_REQUEST_CLOSED: 'closed',
  COMMENT_TYPE_ISSUE_OPENED: 'opened',
  COMMENT_TYPE_PULL_REQUEST_OPENED: 'opened',
  COMMENT_TYPE_PULL_REQUEST_MERGED: 'merged',
  COMMENT_TYPE_REVIEW: 'review',
  COMMENT_TYPE_ADD_BOUNTY: 'bounty',
  COMMENT_TYPE_MODIFIED_BOUNTY: 'bounty',
  COMMENT_TYPE_CLOSED_BOUNTY: 'bounty',
}

function partsFor(type: CommentType, rest: string): SentencePart[] {
  switch (type) {
    case 'COMMENT_TYPE_ADD_LABELS':
      return labelsSentence('added the', strongIn(rest))
    case 'COMMENT_TYPE_REMOVE_LABELS':
      return labelsSentence('removed the', strongIn(rest))
    case 'COMMENT_TYPE_ADD_ASSIGNEES':
      return usersSentence('assigned ', mentionsIn(rest))
    case 'COMMENT_TYPE_REMOVE_ASSIGNEES':
      return usersSentence('unassigned ', mentionsIn(rest))
    case 'COMMENT_TYPE_ADD_REVIEWERS':
      return usersSentence('requested a review from ', mentionsIn(rest))
    case 'COMMENT_TYPE_REMOVE_REVIEWERS':
      return usersSentence('removed the review request for ', mentionsIn(rest))
    case 'COMMENT_TYPE_MODIFIED_TITLE':
      return titleSentence(rest)
    case 'COMMENT_TYPE_MODIFIED_DESCRIPTION':
      return [text('edited the description')]
    case 'COMMENT_TYPE_ISSUE_CLOSED':
      return [text('closed this issue')]
    case 'COMMENT_TYPE_ISSUE_OPENED':
      return [text('reopened this issue')]
    case 'COMMENT_TYPE_PULL_REQUEST_CLOSED':
      return [text('closed this pull request')]
    case 'COMMENT_TYPE_PULL_REQUEST_OPENED':
      return [text('reopened this pull request')]
    case 'COMMENT_TYPE_PULL_REQUEST_MERGED':
      return [text('merged this pull request')]
    case 'COMMENT_TYPE_REVIEW':
      return [text('reviewed')]
    case 'COMMENT_TYPE_ADD_BOUNTY':
    case 'COMMENT_TYPE_MODIFIED_BOUNTY':
    case 'COMMENT_TYPE_CLOSED_BOUNTY':
      return bountySentence(type, rest)
    default:
      return plainParts(rest)
  }
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
  return {
    type: comment.commentType,
    actor,
    parts: partsFor(comment.commentType, rest),
    icon: ICONS[comment.commentType] ?? 'info',
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
