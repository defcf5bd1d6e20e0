import { useState } from 'react'
import type { SignedText } from './msg-text.ts'

/** Longer texts start shortened: the sheet stays one screen, the whole text one click away. */
const SHORT_LENGTH = 280

/** A text the transaction signs (a comment, a description), shortened until expanded. */
export function SignedTextBlock({ label, text }: SignedText) {
  const [expanded, setExpanded] = useState(false)
  const long = text.length > SHORT_LENGTH
  const shown = long && !expanded ? `${text.slice(0, SHORT_LENGTH).trimEnd()}…` : text
  return (
    <figure className="mt-1 flex flex-col gap-1 text-sm">
      <figcaption className="text-xs text-fg-muted">{label}</figcaption>
      <blockquote
        aria-label={label}
        className="max-h-64 overflow-auto rounded-md border border-border bg-canvas-subtle p-2 break-words whitespace-pre-wrap"
      >
        {shown}
      </blockquote>
      {long && (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
          className="self-start text-xs text-accent hover:underline"
        >
          {expanded ? 'Show less' : `Show all ${text.length.toLocaleString('en-US')} characters`}
        </button>
      )}
    </figure>
  )
}
