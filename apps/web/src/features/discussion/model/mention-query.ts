/**
 * The `@name` being typed at the caret of a Markdown editor, and the text once a name is chosen.
 * A mention starts where a word does (an e-mail address is not one) and holds what a username
 * may hold (x/gitopia: letters, digits and hyphens, at most 39).
 */
export interface TypedMention {
  /** Index of the `@`. */
  readonly start: number
  /** What follows the `@` up to the caret (may be empty). */
  readonly prefix: string
}

const TYPED = /(?:^|[^\w@/&.-])@([a-zA-Z0-9-]{0,39})$/

export function typedMention(text: string, caret: number): TypedMention | null {
  const match = TYPED.exec(text.slice(0, caret))
  if (!match) return null
  const prefix = match[1] ?? ''
  return { start: caret - prefix.length - 1, prefix }
}

/**
 * `text` with the typed mention replaced by `@name` (and a space when nothing follows, to go on
 * typing) and where the caret goes after it.
 */
export function completeMention(
  text: string,
  caret: number,
  mention: TypedMention,
  name: string,
): { readonly text: string; readonly caret: number } {
  const rest = text.slice(caret).replace(/^[a-zA-Z0-9-]*/, '')
  const inserted = rest === '' ? `@${name} ` : `@${name}`
  return {
    text: text.slice(0, mention.start) + inserted + rest,
    caret: mention.start + inserted.length,
  }
}

/**
 * Names for a typed prefix: names near the discussion first (in their order), then the rest,
 * each once, case-insensitively, at most `limit`.
 */
export function rankNames(
  prefix: string,
  near: readonly string[],
  found: readonly string[],
  limit = 8,
): string[] {
  const wanted = prefix.toLowerCase()
  const seen = new Set<string>()
  const names: string[] = []
  for (const name of [...near, ...found]) {
    const key = name.toLowerCase()
    if (!key.startsWith(wanted) || seen.has(key)) continue
    seen.add(key)
    names.push(name)
    if (names.length === limit) break
  }
  return names
}
