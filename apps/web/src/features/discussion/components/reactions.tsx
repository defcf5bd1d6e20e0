import type { Comment } from '@gitopia-client/chain/gitopia'

const EMOJI = { EMOJI_THUMBS_UP: '👍', EMOJI_THUMBS_DOWN: '👎' } as const

/** Reaction counts per emoji (one address may carry both). */
export function countReactions(reactions: Comment['reactions']) {
  const counts = { EMOJI_THUMBS_UP: 0, EMOJI_THUMBS_DOWN: 0 }
  for (const reaction of reactions) {
    for (const emoji of new Set(reaction.emojis)) counts[emoji] += 1
  }
  return counts
}

/**
 * The reactions the chain stores on a comment. Read-only: the chain's v6 Msg service has no
 * message that adds or removes a reaction (docs/protocol.md#gitopia-msgs), so there is nothing to sign.
 */
export function Reactions({
  reactions,
  viewer,
}: {
  reactions: Comment['reactions']
  viewer: string | null
}) {
  const counts = countReactions(reactions)
  const entries = (Object.keys(EMOJI) as (keyof typeof EMOJI)[]).filter(e => counts[e] > 0)
  if (entries.length === 0) return null
  return (
    <ul aria-label="Reactions" className="mt-3 flex gap-2">
      {entries.map(emoji => {
        const mine = reactions.some(r => r.address === viewer && r.emojis.includes(emoji))
        return (
          <li
            key={emoji}
            className={`rounded-full border px-2 py-0.5 text-xs ${mine ? 'border-accent' : 'border-border'}`}
            aria-label={`${emoji === 'EMOJI_THUMBS_UP' ? 'Thumbs up' : 'Thumbs down'}: ${counts[emoji]}`}
          >
            {EMOJI[emoji]} {counts[emoji]}
          </li>
        )
      })}
    </ul>
  )
}
