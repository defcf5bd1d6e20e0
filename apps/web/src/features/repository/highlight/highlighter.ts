import { createLowlight } from 'lowlight'
import { GRAMMARS, languageOf } from './languages.ts'
import { plainLines, toLines, type Line } from './tokens.ts'

const lowlight = createLowlight()

/** Files larger than this are shown as plain text: highlighting them would block the page. */
export const HIGHLIGHT_LIMIT_BYTES = 512 * 1024

/** Highlights text as `language` (loading its grammar on first use); plain lines otherwise. */
export async function highlightLines(text: string, language: string | null): Promise<Line[]> {
  const load = language ? GRAMMARS[language] : undefined
  if (!language || !load || text.length > HIGHLIGHT_LIMIT_BYTES) return plainLines(text)
  if (!lowlight.registered(language)) lowlight.register(language, (await load()).default)
  return toLines(lowlight.highlight(language, text))
}

/**
 * A Markdown code fence's lines, its info string read as a grammar name (`typescript`) or a file
 * extension (`ts`); null when neither names a known grammar.
 */
export async function highlightFence(text: string, info: string): Promise<Line[] | null> {
  const name = info.toLowerCase()
  const language = GRAMMARS[name] ? name : languageOf(`fence.${name}`)
  return language ? highlightLines(text, language) : null
}
