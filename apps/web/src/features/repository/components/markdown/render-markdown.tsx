import type { Token, Tokens } from 'marked'
import { Fragment, type ReactNode } from 'react'
import { FencedCode } from './fenced-code.tsx'
import { decodeReferences, plainText } from './markdown-text.ts'

/** What the document's surroundings decide: where links and images go, and heading ids. */
export interface MarkdownTargets {
  readonly link: (href: string, children: ReactNode, key: number) => ReactNode
  readonly image: (src: string, alt: string, key: number) => ReactNode
  readonly slug: (text: string) => string
  /** The number of the footnote with this label, if the document defines it. */
  readonly footnote?:
    ((label: string) => { number: number; first: boolean } | undefined) | undefined
  /** Plain text as its surroundings show it (a discussion links references in it). */
  readonly text?: ((text: string) => ReactNode) | undefined
}

/** Sanitizing prefixes ids as GitHub does, so a document cannot clobber the page's own ids. */
export const ID_PREFIX = 'user-content-'

const ALIGN = { left: 'text-left', center: 'text-center', right: 'text-right' } as const

/**
 * React elements for the tokens of `marked`'s lexer. Only the elements below are ever made, with
 * attributes of our own choosing: raw HTML in the source is dropped (its text stays), text is
 * escaped by React, and links and images go through `targets`.
 */
export function renderBlocks(tokens: readonly Token[], targets: MarkdownTargets): ReactNode[] {
  return tokens.map((token, key) => renderBlock(token, key, targets))
}

function renderBlock(token: Token, key: number, targets: MarkdownTargets): ReactNode {
  switch (token.type) {
    case 'heading': {
      const { depth, tokens } = token as Tokens.Heading
      const Heading = `h${Math.min(Math.max(depth, 1), 6)}` as 'h1'
      return (
        <Heading key={key} id={ID_PREFIX + targets.slug(plainText(tokens))}>
          {renderInlineTokens(tokens, targets)}
        </Heading>
      )
    }
    case 'paragraph':
      return <p key={key}>{renderInlineTokens((token as Tokens.Paragraph).tokens, targets)}</p>
    case 'text':
      return <Fragment key={key}>{renderText(token as Tokens.Text, targets)}</Fragment>
    case 'code': {
      const { lang, text } = token as Tokens.Code
      const language = /^[\w+#.-]+/.exec(lang ?? '')?.[0]
      return <FencedCode key={key} text={text} language={language} />
    }
    case 'blockquote':
      return (
        <blockquote key={key}>
          {renderBlocks((token as Tokens.Blockquote).tokens, targets)}
        </blockquote>
      )
    case 'hr':
      return <hr key={key} />
    case 'checkbox':
      // A task list item's box: in tight lists it comes before the item's text.
      return renderCheckbox(token as Tokens.Checkbox, key)
    case 'list':
      return renderList(token as Tokens.List, key, targets)
    case 'table':
      return renderTable(token as Tokens.Table, key, targets)
    default:
      // space, def (resolved by the lexer), html (raw HTML is never rendered), extensions.
      return null
  }
}

function renderList(list: Tokens.List, key: number, targets: MarkdownTargets): ReactNode {
  const tasks = list.items.some(item => item.task)
  const items = list.items.map((item, index) => (
    <li key={index} className={item.task ? 'task-list-item' : undefined}>
      {renderBlocks(item.tokens, targets)}
    </li>
  ))
  const className = tasks ? 'contains-task-list' : undefined
  if (!list.ordered)
    return (
      <ul key={key} className={className}>
        {items}
      </ul>
    )
  const start = typeof list.start === 'number' && list.start !== 1 ? list.start : undefined
  return (
    <ol key={key} className={className} start={start}>
      {items}
    </ol>
  )
}

function renderTable(table: Tokens.Table, key: number, targets: MarkdownTargets): ReactNode {
  const cell = (Cell: 'th' | 'td', { tokens, align }: Tokens.TableCell, index: number) => (
    <Cell key={index} className={align ? ALIGN[align] : undefined}>
      {renderInlineTokens(tokens, targets)}
    </Cell>
  )
  return (
    <table key={key}>
      <thead>
        <tr>{table.header.map((header, index) => cell('th', header, index))}</tr>
      </thead>
      {table.rows.length > 0 && (
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={index}>{row.map((data, column) => cell('td', data, column))}</tr>
          ))}
        </tbody>
      )}
    </table>
  )
}

function renderCheckbox({ checked }: Tokens.Checkbox, key: number): ReactNode {
  return (
    <Fragment key={key}>
      <input type="checkbox" disabled checked={checked} />{' '}
    </Fragment>
  )
}

function renderText(token: Tokens.Text, targets: MarkdownTargets): ReactNode {
  if (token.tokens) return renderInlineTokens(token.tokens, targets)
  const text = decodeReferences(token.text)
  if (!targets.footnote || !text.includes('[^')) return targets.text ? targets.text(text) : text
  // Footnote references `[^label]` of defined notes become numbered links to them.
  return text.split(FOOTNOTE_REFERENCE).map((part, index) => {
    if (index % 2 === 0)
      return <Fragment key={index}>{targets.text ? targets.text(part) : part}</Fragment>
    const note = targets.footnote?.(part)
    if (!note) return `[^${part}]`
    const label = part.toLowerCase()
    return (
      <sup key={index} id={note.first ? `${ID_PREFIX}fnref-${label}` : undefined}>
        {targets.link(`#fn-${label}`, String(note.number), index)}
      </sup>
    )
  })
}

const FOOTNOTE_REFERENCE = /\[\^([^\s\]]+)\]/

export function renderInlineTokens(
  tokens: readonly Token[],
  targets: MarkdownTargets,
): ReactNode[] {
  return tokens.map((token, key) => {
    switch (token.type) {
      case 'text':
        return <Fragment key={key}>{renderText(token as Tokens.Text, targets)}</Fragment>
      case 'escape':
        return (token as Tokens.Escape).text
      case 'codespan':
        return <code key={key}>{(token as Tokens.Codespan).text}</code>
      case 'strong':
        return (
          <strong key={key}>{renderInlineTokens((token as Tokens.Strong).tokens, targets)}</strong>
        )
      case 'em':
        return <em key={key}>{renderInlineTokens((token as Tokens.Em).tokens, targets)}</em>
      case 'del':
        return <del key={key}>{renderInlineTokens((token as Tokens.Del).tokens, targets)}</del>
      case 'br':
        return <br key={key} />
      case 'checkbox':
        return renderCheckbox(token as Tokens.Checkbox, key)
      case 'link': {
        const { href, tokens } = token as Tokens.Link
        // A link's text links nowhere else: references inside it stay text.
        const inner = renderInlineTokens(tokens, { ...targets, text: undefined })
        return targets.link(decodeReferences(href), inner, key)
      }
      case 'image': {
        const { href, tokens } = token as Tokens.Image
        return targets.image(decodeReferences(href), plainText(tokens, true), key)
      }
      default:
        // html: raw HTML tags are dropped, the text between them stays.
        return null
    }
  })
}
