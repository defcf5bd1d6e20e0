import type { Token, Tokens } from 'marked'
import type { ReactNode } from 'react'
import { ID_PREFIX, renderInlineTokens, type MarkdownTargets } from './render-markdown.tsx'

/*
 * GitHub's footnotes, which `marked` leaves as text: a top-level paragraph line
 * `[^label]: note` defines one, `[^label]` in text refers to it. Notes are numbered in the order
 * they are first referred to and listed at the end of the document; unreferenced ones are not.
 */

const DEFINITION = /^\[\^([^\s\]]+)\]:[ \t]*/
const NEXT_DEFINITION = /\n(?=\[\^[^\s\]]+\]:)/

/** The document without its footnote definitions, and the definitions by lower-cased label. */
export function splitFootnotes(tokens: readonly Token[]): {
  body: Token[]
  notes: Map<string, Token[]>
} {
  const body: Token[] = []
  const notes = new Map<string, Token[]>()
  for (const token of tokens) {
    const inline = token.type === 'paragraph' ? (token as Tokens.Paragraph).tokens : []
    const first = inline[0]
    if (first?.type !== 'text' || !DEFINITION.test((first as Tokens.Text).text)) {
      body.push(token)
      continue
    }
    // A paragraph may hold several definitions, one a line.
    let current: Token[] = []
    const parts: Token[][] = [current]
    for (const piece of inline) {
      if (piece.type !== 'text') {
        current.push(piece)
        continue
      }
      ;(piece as Tokens.Text).text.split(NEXT_DEFINITION).forEach((text, index) => {
        if (index > 0) parts.push((current = []))
        current.push({ type: 'text', raw: text, text })
      })
    }
    for (const part of parts) {
      const head = part[0] as Tokens.Text
      const match = DEFINITION.exec(head.text)
      if (!match?.[1]) continue
      const label = match[1].toLowerCase()
      const rest = head.text.slice(match[0].length)
      if (!notes.has(label))
        notes.set(label, [{ ...head, raw: rest, text: rest }, ...part.slice(1)])
    }
  }
  return { body, notes }
}

/** Numbers footnotes as they are referred to; `undefined` for labels with no definition. */
export function footnoteCounter(notes: ReadonlyMap<string, Token[]>) {
  const order: string[] = []
  const number = (label: string) => {
    const key = label.toLowerCase()
    if (!notes.has(key)) return undefined
    const first = !order.includes(key)
    if (first) order.push(key)
    return { number: order.indexOf(key) + 1, first }
  }
  return { number, order }
}

/** The list of referenced notes, each with a link back to its first reference. */
export function FootnoteList({
  notes,
  order,
  targets,
}: {
  notes: ReadonlyMap<string, Token[]>
  order: readonly string[]
  targets: MarkdownTargets
}): ReactNode {
  if (order.length === 0) return null
  return (
    <section className="footnotes" aria-labelledby={`${ID_PREFIX}footnote-label`}>
      <h2 id={`${ID_PREFIX}footnote-label`} className="sr-only">
        Footnotes
      </h2>
      <ol>
        {order.map((label, index) => (
          <li key={label} id={`${ID_PREFIX}fn-${label}`}>
            {renderInlineTokens(notes.get(label) ?? [], targets)}{' '}
            {targets.link(`#fnref-${label}`, '↩', index)}
          </li>
        ))}
      </ol>
    </section>
  )
}
