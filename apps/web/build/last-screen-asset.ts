// A return visit's last screen (early/last-screen.js, docs/performance.md "Return visits") is a
// classic script outside the module graph. Served from public/ it had no hash, so the server sent
// it with no-cache and a return visit asked for it again after theme-init.js had: a round trip
// before anything showed, 100–430 ms on a loaded machine. Emitted here as a hashed asset it is
// cached for a year like the chunks, and index.html names it (`<meta name="last-screen">`) for
// theme-init.js, which loads it only when a screen is saved.
import { readFile } from 'node:fs/promises'
import type { Plugin } from 'vite'

const LAST_SCREEN_META = 'last-screen'

export function lastScreenAsset(source: string): Plugin {
  let reference = ''
  return {
    name: 'gitopia-last-screen-asset',
    apply: 'build',
    async buildStart() {
      reference = this.emitFile({
        type: 'asset',
        name: 'last-screen.js',
        source: await readFile(source, 'utf8'),
      })
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const file = Object.values(context.bundle ?? {}).find(
          output =>
            output.type === 'asset' &&
            (output.names.includes('last-screen.js') || output.fileName.includes('last-screen')),
        )
        if (!file || !reference) throw new Error('last-screen.js was not emitted')
        return [
          {
            tag: 'meta',
            attrs: { name: LAST_SCREEN_META, content: `/${file.fileName}` },
            injectTo: 'head-prepend',
          },
        ]
      },
    },
  }
}
