// index.html's classic scripts that run before the app's modules (early/): the theme before first
// paint, and on a return visit the last screen (docs/performance.md "Return visits"). As files
// they cost requests before anything could show: theme-init.js had no hash, so it was fetched
// again on every load (126–146 ms into a return visit), and last-screen.js, hashed and cached,
// still queued behind the forty module preloads read from the same cache. Inline, minified, they
// cost ~0.9 kB (gzip) of HTML and no request; the app server allows them by their SHA-256 in
// script-src (apps/server `inlineScriptHashes`).
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { minify, type Plugin } from 'vite'

/** `<script data-inline src="/early/name.js"></script>` in index.html: replaced by the file. */
const INLINED = /<script data-inline src="\/early\/([\w-]+\.js)"><\/script>/g

export function inlineEarlyScripts(earlyDir: string): Plugin {
  return {
    name: 'gitopia-inline-early-scripts',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        const names = [...html.matchAll(INLINED)].map(match => match[1] ?? '')
        if (names.length === 0) throw new Error('index.html inlines no early script')
        const scripts = new Map<string, string>()
        for (const name of names) {
          const source = await readFile(join(earlyDir, name), 'utf8')
          const { code, errors } = await minify(name, source, { compress: true, mangle: true })
          if (errors.length > 0) throw new Error(`${name}: ${errors[0]?.message}`)
          // `</script` inside the text would end the element early and leave the rest as markup.
          if (/<\/script/i.test(code)) throw new Error(`${name} must not contain </script`)
          scripts.set(name, code.trim())
        }
        return (
          html
            .replace(INLINED, (_match, name: string) => `<script>${scripts.get(name)}</script>`)
            // index.html's comments are for its readers: every load would carry them (0.25 kB gzip).
            .replace(/\s*<!--[\s\S]*?-->/g, '')
        )
      },
    },
  }
}
