import { describe, expect, it } from 'vitest'
import { loadedWith, notLoadedBy } from './preload-only-missing.ts'

const GRAPH = new Map([
  ['assets/index.js', ['assets/framework.js']],
  ['assets/framework.js', []],
  ['assets/route.js', ['assets/index.js', 'assets/dao.js']],
  ['assets/dao.js', ['assets/reads.js', 'assets/framework.js']],
  ['assets/reads.js', []],
  ['assets/forms.js', ['assets/dao.js', 'assets/signing.js']],
  ['assets/signing.js', ['assets/framework.js']],
])

describe('loadedWith', () => {
  it('is the chunk and its static imports, transitively', () => {
    expect([...loadedWith('assets/route.js', GRAPH)].sort()).toEqual([
      'assets/dao.js',
      'assets/framework.js',
      'assets/index.js',
      'assets/reads.js',
      'assets/route.js',
    ])
  })
})

describe('notLoadedBy', () => {
  it('keeps only the chunks the importing chunk has not loaded', () => {
    // The forms' closure, as Vite lists it for `import('./forms.js')` in the route chunk.
    const deps = ['assets/forms.js', 'assets/dao.js', 'assets/reads.js', 'assets/signing.js']
    expect(notLoadedBy('assets/route.js', [...deps, 'assets/framework.js'], GRAPH)).toEqual([
      'assets/forms.js',
      'assets/signing.js',
    ])
  })

  it('keeps everything for a chunk it does not know', () => {
    expect(notLoadedBy('assets/other.js', ['assets/dao.js'], GRAPH)).toEqual(['assets/dao.js'])
  })
})
