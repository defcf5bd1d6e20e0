import type { Token } from 'marked'

/*
 * Text helpers for the Markdown renderer: character references, plain text of inline tokens and
 * GitHub's heading slugs.
 */

const REFERENCE = /&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/g
const named = new Map<string, string>()
let decoder: HTMLElement | undefined

/**
 * Decodes character references (`&copy;`, `&#169;`, `&#xA9;`) as CommonMark does; unknown names
 * stay as written. A named reference is looked up by the browser's own table through a detached
 * element whose markup is only `&name;` with an alphanumeric name: it can hold no tag.
 */
export function decodeReferences(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(REFERENCE, (whole, body: string) => {
    if (body.startsWith('#')) {
      const hex = body[1] === 'x' || body[1] === 'X'
      const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10)
      const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
      return String.fromCodePoint(valid ? code : 0xfffd)
    }
    let value = named.get(body)
    if (value === undefined) {
      decoder ??= document.createElement('i')
      decoder.innerHTML = whole
      value = decoder.textContent ?? whole
      named.set(body, value)
    }
    return value
  })
}

interface Inline {
  readonly type: string
  readonly text?: string
  readonly tokens?: Token[]
}

/**
 * What a reader sees of inline tokens as text: for heading slugs (`withAlt` false: images add
 * nothing, as in GitHub's) and image alt text (`withAlt` true). Raw HTML adds nothing.
 */
export function plainText(tokens: readonly Token[] | undefined, withAlt = false): string {
  let out = ''
  for (const token of (tokens ?? []) as readonly Inline[]) {
    if (token.type === 'html' || (token.type === 'image' && !withAlt)) continue
    if (token.tokens) out += plainText(token.tokens, withAlt)
    else if (token.type === 'text') out += decodeReferences(token.text ?? '')
    else if (token.type === 'escape' || token.type === 'codespan') out += token.text ?? ''
  }
  return out
}

// GitHub keeps letters, marks, decimal digits, connector punctuation (`_`), spaces and hyphens:
// the same set as github-slugger's generated table, character for character on Unicode 13.
const NOT_IN_SLUG = /[^\p{Alphabetic}\p{M}\p{Nd}\p{Pc} -]/gu

/** GitHub's heading ids for one document: repeated headings get `-1`, `-2`, … */
export function createSlugger(): (text: string) => string {
  const seen = new Map<string, number>()
  return text => {
    const base = text.toLowerCase().replace(NOT_IN_SLUG, '').replace(/ /g, '-')
    let slug = base
    while (seen.has(slug)) {
      const count = (seen.get(base) ?? 0) + 1
      seen.set(base, count)
      slug = `${base}-${count}`
    }
    seen.set(slug, 0)
    return slug
  }
}
