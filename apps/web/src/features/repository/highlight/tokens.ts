/** A run of text with the highlight classes that apply to it. */
export interface Token {
  readonly text: string
  /** Space-separated `hljs-*` classes, '' for plain text. */
  readonly className: string
}

export type Line = readonly Token[]

interface HastText {
  readonly type: 'text'
  readonly value: string
}
interface HastElement {
  readonly type: 'element'
  readonly properties?: { readonly className?: unknown }
  readonly children: readonly HastNode[]
}
type HastNode = HastText | HastElement | { readonly type: string; readonly children?: unknown }

/**
 * Flattens a highlighted tree into lines of tokens. Spans that cross line breaks are split, so
 * each line renders on its own (what a virtualised view needs).
 */
export function toLines(root: { readonly children: readonly HastNode[] }): Line[] {
  const lines: Token[][] = [[]]
  const walk = (nodes: readonly HastNode[], classes: string) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        const parts = (node as HastText).value.split('\n')
        parts.forEach((part, i) => {
          if (i > 0) lines.push([])
          if (part !== '') lines[lines.length - 1]?.push({ text: part, className: classes })
        })
      } else if (node.type === 'element') {
        const element = node as HastElement
        const own = element.properties?.className
        const names = Array.isArray(own) ? own.join(' ') : typeof own === 'string' ? own : ''
        walk(element.children, [classes, names].filter(Boolean).join(' '))
      }
    }
  }
  walk(root.children, '')
  return lines
}

/** Plain lines, for text shown without highlighting. */
export function plainLines(text: string): Line[] {
  return text.split('\n').map(line => (line === '' ? [] : [{ text: line, className: '' }]))
}
