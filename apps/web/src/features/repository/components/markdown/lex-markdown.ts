import { Lexer, type Token } from 'marked'

/**
 * GitHub-flavoured tokens of untrusted Markdown, or null when the lexer gives up on the input
 * (the document then shows as plain text). Runs in the lexer worker (lex-worker.ts), and on the
 * page only where workers are unavailable.
 */
export function lexMarkdown(source: string): Token[] | null {
  try {
    return Lexer.lex(source, { gfm: true })
  } catch {
    return null
  }
}
