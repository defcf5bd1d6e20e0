import type { Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { COMPILE_HINT, compileHints } from './compile-hints.ts'

function chunk(fileName: string, name: string, isEntry: boolean) {
  return { type: 'chunk', fileName, name, isEntry, code: 'import"./x.js";f()', map: null }
}

/** Runs the plugin's generateBundle over a bundle of an entry, the framework and a route. */
function build() {
  const bundle = {
    'assets/index-1.js': chunk('assets/index-1.js', 'index', true),
    'assets/framework-2.js': chunk('assets/framework-2.js', 'framework', false),
    'assets/issue-route-3.js': chunk('assets/issue-route-3.js', 'issue-route', false),
    'assets/framework-2.js.map': {
      type: 'asset',
      fileName: 'assets/framework-2.js.map',
      source: JSON.stringify({ version: 3, mappings: 'AAAA,CAAC;AACA' }),
    },
  }
  const hook = compileHints().generateBundle as {
    handler: (o: unknown, b: Rolldown.OutputBundle) => void
  }
  hook.handler({}, bundle as unknown as Rolldown.OutputBundle)
  return bundle
}

describe('compileHints', () => {
  it('asks V8 to compile the entry and the framework eagerly, and no lazy route', () => {
    const bundle = build()
    expect(bundle['assets/index-1.js'].code.startsWith(COMPILE_HINT)).toBe(true)
    expect(bundle['assets/framework-2.js'].code).toBe(`${COMPILE_HINT}import"./x.js";f()`)
    expect(bundle['assets/issue-route-3.js'].code).toBe('import"./x.js";f()')
  })

  it('keeps the source map pointing at the same code, one line down', () => {
    const map = JSON.parse(build()['assets/framework-2.js.map'].source) as { mappings: string }
    expect(map.mappings).toBe(';AAAA,CAAC;AACA')
  })
})
