/**
 * Links in a repository's Markdown: relative targets point into the repository at the same ref,
 * resolved against the folder of the document; anything with a scheme is left alone.
 */

export type LinkTarget =
  | { readonly kind: 'anchor'; readonly id: string }
  | { readonly kind: 'repository'; readonly path: string; readonly hash: string }
  | { readonly kind: 'external'; readonly href: string }
  | { readonly kind: 'blocked' }

const SAFE_SCHEMES = /^(https?|mailto):/i
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i

/** Resolves `href` as written in a document that lives in folder `dir` (no leading slash). */
export function resolveLink(href: string, dir: string): LinkTarget {
  // As a browser's URL parser does: tabs and line breaks vanish (`java\tscript:` is `javascript:`).
  const trimmed = href.replace(/[\t\n\r]/g, '').trim()
  if (trimmed === '') return { kind: 'blocked' }
  if (trimmed.startsWith('#')) return { kind: 'anchor', id: decodeSafely(trimmed.slice(1)) }
  if (trimmed.startsWith('//')) return { kind: 'external', href: `https:${trimmed}` }
  if (HAS_SCHEME.test(trimmed)) {
    return SAFE_SCHEMES.test(trimmed) ? { kind: 'external', href: trimmed } : { kind: 'blocked' }
  }
  const hashAt = trimmed.indexOf('#')
  const pathPart = (hashAt < 0 ? trimmed : trimmed.slice(0, hashAt)).split('?')[0] ?? ''
  const hash = hashAt < 0 ? '' : trimmed.slice(hashAt)
  return { kind: 'repository', path: resolvePath(pathPart, dir), hash }
}

/** `../a/./b` against `docs/guide` → `docs/a/b`; a leading `/` means the repository root. */
export function resolvePath(relative: string, dir: string): string {
  const parts = relative.startsWith('/') ? [] : dir.split('/').filter(Boolean)
  for (const segment of relative.split('/')) {
    const name = decodeSafely(segment)
    if (name === '' || name === '.') continue
    if (name === '..') parts.pop()
    else parts.push(name)
  }
  return parts.join('/')
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/**
 * Where an external image may load from: an https URL, or any URL of the app's own origin; null
 * for anything else, which shows its alt text (docs/client-rules.md#markdown-images).
 */
export function imageUrl(href: string, origin: string): URL | null {
  try {
    const url = new URL(href)
    return url.protocol === 'https:' || url.origin === origin ? url : null
  } catch {
    return null
  }
}
