import { createHash } from 'node:crypto'

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const SRC = /\ssrc\s*=/i
const TYPE = /\stype\s*=\s*["']?([^"'\s>]+)/i
/** Types a browser executes as a classic or module script; anything else is data. */
const EXECUTED = /^(text\/javascript|application\/javascript|module)$/i

/**
 * The CSP sources (`'sha256-…'`) that allow the page's inline scripts, and nothing else: a
 * browser hashes an inline script's text exactly as it stands between the tags. Data blocks
 * (`type="application/json"`, the runtime configuration) are never executed and need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (SRC.test(attributes)) continue
    const type = TYPE.exec(attributes)?.[1]
    if (type !== undefined && !EXECUTED.test(type)) continue
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  }
  return [...new Set(hashes)]
}
