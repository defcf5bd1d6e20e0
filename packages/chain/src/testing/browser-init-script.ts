import type * as Esbuild from 'esbuild'
import { INIT_OPTIONS_GLOBAL } from './browser/init-options.ts'
import type { KeplrInitOptions, LedgerInitOptions } from './browser/init-options.ts'

/**
 * Node only: builds the script Playwright's `page.addInitScript` runs before the app, installing the
 * emulated Ledger (`window.__gitopiaLedgerDevice`) or Keplr (`window.keplr`). esbuild and node:url are
 * imported lazily through variables, so a bundler that meets this module never follows them.
 */
export type { KeplrInitOptions, LedgerInitOptions } from './browser/init-options.ts'
export type BrowserInitKind = 'ledger' | 'keplr'

const ENTRIES: Record<BrowserInitKind, string> = {
  ledger: './browser/ledger-entry.ts',
  keplr: './browser/keplr-entry.ts',
}

interface NodeUrl {
  fileURLToPath(this: void, url: URL): string
}

async function nodeOnly<T>(specifier: string): Promise<T> {
  return (await import(/* @vite-ignore */ specifier)) as T
}

// The bundle does not depend on the options, so each kind is built once per process.
const bundles = new Map<BrowserInitKind, Promise<string>>()

async function bundle(kind: BrowserInitKind): Promise<string> {
  const esbuild = await nodeOnly<typeof Esbuild>('esbuild')
  const { fileURLToPath } = await nodeOnly<NodeUrl>('node:url')
  const result = await esbuild.build({
    entryPoints: [fileURLToPath(new URL(ENTRIES[kind], import.meta.url))],
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'iife',
    target: 'es2022',
    minify: true,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
  })
  const [output] = result.outputFiles
  if (!output) throw new Error(`esbuild produced no output for the ${kind} init script`)
  return output.text
}

export function buildBrowserInitScript(kind: 'ledger', options: LedgerInitOptions): Promise<string>
export function buildBrowserInitScript(kind: 'keplr', options: KeplrInitOptions): Promise<string>
export async function buildBrowserInitScript(
  kind: BrowserInitKind,
  options: LedgerInitOptions | KeplrInitOptions,
): Promise<string> {
  let built = bundles.get(kind)
  if (!built) {
    built = bundle(kind)
    bundles.set(kind, built)
    built.catch(() => bundles.delete(kind))
  }
  const prelude = `globalThis[${JSON.stringify(INIT_OPTIONS_GLOBAL)}] = ${JSON.stringify(options)};`
  return `${prelude}\n${await built}`
}
