import { fileURLToPath } from 'node:url'
import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { buildBrowserInitScript } from '../testing/browser-init-script.ts'

const DEV =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'

function source(path: string): string {
  return JSON.stringify(fileURLToPath(new URL(path, import.meta.url)))
}

/**
 * The Ledger chunk as a browser gets it: bundled, lazily loaded, in a realm without Node's `Buffer`.
 * Guards the polyfill (which a side-effect-free package could lose) and the test-device hook.
 */
describe('the Ledger chunk in a page', () => {
  it('connects to an in-page device without a Node Buffer global', async () => {
    const esbuild = await import('esbuild')
    const entry = `
      import { loadLedger } from ${source('./index.ts')}
      globalThis.result = loadLedger().then(m => m.connectLedger()).then(s => s.address)
    `
    const built = await esbuild.build({
      stdin: { contents: entry, resolveDir: fileURLToPath(new URL('.', import.meta.url)) },
      bundle: true,
      write: false,
      platform: 'browser',
      format: 'iife',
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    })
    const page: Record<string, unknown> = {
      ...{ TextEncoder, TextDecoder, crypto, setTimeout, clearTimeout, queueMicrotask },
      console: { ...console, warn: () => undefined },
    }
    page.window = page
    const context = vm.createContext(page)
    expect(vm.runInContext('typeof Buffer', context)).toBe('undefined')
    vm.runInContext(await buildBrowserInitScript('ledger', { mnemonic: DEV }), context)
    vm.runInContext(built.outputFiles[0]?.text ?? '', context)
    await expect(page.result).resolves.toBe('gitopia19rl4cm2hmr8afy4kldpxz3fka4jguq0azc22sk')
  })
})
