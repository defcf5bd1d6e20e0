/**
 * `@name` mentions, one pattern for the discussion renderer's links
 * (features/discussion/model/references.ts) and the inbox (its group `mention` is the name):
 * a name as the chain accepts it (3–39 letters and digits, single inner hyphens), not inside a
 * word, an e-mail address, a path, a URL or a character reference, and not followed by more name
 * characters, `/` (`@org/team` is not a person) or a domain (`@alice.dev`).
 */
export const MENTION_SOURCE = String.raw`(?<![\w@/&.\\\`-])@(?<mention>[a-zA-Z0-9](?:-?[a-zA-Z0-9])+)(?![\w/-]|\.\w)`
const MENTION = new RegExp(MENTION_SOURCE, 'g')

/** A fence opens a code block: three or more backticks or tildes, indented at most three spaces. */
const FENCE = /^ {0,3}(`{3,}|~{3,})/

/** The text outside fenced code blocks, fences replaced by empty lines. */
function withoutFences(markdown: string): string {
  const kept: string[] = []
  let open: string | null = null
  for (const line of markdown.split(/\r?\n/)) {
    const fence = FENCE.exec(line)?.[1]
    if (open === null) {
      if (
        fence &&
        !(fence.startsWith('`') && line.slice(line.indexOf(fence) + fence.length).includes('`'))
      ) {
        open = fence
        kept.push('')
      } else kept.push(line)
    } else {
      // A closing fence: the same character, at least as long, nothing after it but spaces.
      if (fence && fence[0] === open[0] && fence.length >= open.length && line.trim() === fence)
        open = null
      kept.push('')
    }
  }
  return kept.join('\n')
}

/** The text with code spans (a run of backticks up to the next run of the same length) blanked. */
function withoutCodeSpans(text: string): string {
  return text.replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, match => ' '.repeat(match.length))
}

/**
 * The usernames a Markdown text mentions (`@alice`), outside code spans and fenced code blocks,
 * each once (the first spelling, compared without case), in order of first appearance. Names
 * outside the chain's 3–39 characters are no usernames and are left out.
 */
export function mentionedUsernames(markdown: string): string[] {
  const text = withoutCodeSpans(withoutFences(markdown))
  const seen = new Set<string>()
  const names: string[] = []
  for (const match of text.matchAll(MENTION)) {
    const name = match.groups?.mention ?? ''
    if (name.length < 3 || name.length > 39) continue
    const key = name.toLowerCase()
    if (seen.has(key)) continue
    seen.add(key)
    names.push(name)
  }
  return names
}
