import { describe, expect, it } from 'vitest'
import { buildPreloadMap, routeTableDrift, type ChunkInfo } from './route-preload.ts'

const chunk = (fileName: string, modules: string[], imports: string[] = []): ChunkInfo => ({
  fileName,
  isEntry: false,
  modules,
  imports,
})

const CHUNKS: ChunkInfo[] = [
  { ...chunk('assets/index.js', ['src/main.tsx'], ['assets/framework.js']), isEntry: true },
  chunk('assets/framework.js', ['node_modules/react/index.js']),
  chunk('assets/layout.js', ['src/layout.tsx'], ['assets/framework.js', 'assets/reads.js']),
  chunk('assets/reads.js', ['src/reads.ts']),
  chunk('assets/issue.js', ['src/issue.tsx'], ['assets/comments.js', 'assets/reads.js']),
  chunk('assets/comments.js', ['src/comments.tsx', 'src/prefetch.ts'], ['assets/markdown.js']),
  chunk('assets/markdown.js', ['src/markdown.ts']),
  chunk('assets/home.js', ['src/home.tsx']),
]

describe('buildPreloadMap', () => {
  const map = buildPreloadMap(
    [
      {
        modules: [],
        children: [
          { path: '/home', modules: ['src/home.tsx'] },
          {
            path: '/:owner/:repo',
            modules: ['src/layout.tsx'],
            children: [{ path: 'issues/:iid', modules: ['src/issue.tsx', 'src/prefetch.ts'] }],
          },
          { path: '*', modules: [] },
        ],
      },
    ],
    CHUNKS,
  )
  const files = (indexes: number[] | undefined) => (indexes ?? []).map(i => map.chunks[i])

  it("gives each route its modules' chunks and their static imports, not the entry's", () => {
    const [home, repository, notFound] = map.routes[0]?.children ?? []
    expect(files(home?.chunks)).toEqual(['assets/home.js'])
    expect(files(repository?.chunks)).toEqual(['assets/layout.js', 'assets/reads.js'])
    expect(notFound).toEqual({ path: '*' })
  })

  it('leaves out of a child what its parent already preloads', () => {
    const issue = map.routes[0]?.children?.[1]?.children?.[0]
    expect(issue?.path).toBe('issues/:iid')
    expect(files(issue?.chunks)).toEqual([
      'assets/comments.js',
      'assets/issue.js',
      'assets/markdown.js',
    ])
  })

  it('fails on a module no chunk holds', () => {
    expect(() => buildPreloadMap([{ path: '/x', modules: ['src/gone.tsx'] }], CHUNKS)).toThrow(
      'no chunk holds src/gone.tsx',
    )
  })
})

describe('routeTableDrift', () => {
  const routes = [{ path: '/a', modules: ['src/a.tsx'] }]

  it('finds route table imports the route tree does not name, and the reverse', () => {
    expect(routeTableDrift(new Set(['src/a.tsx']), routes, [])).toEqual({
      unnamed: [],
      unimported: [],
    })
    expect(routeTableDrift(new Set(['src/a.tsx', 'src/b.tsx']), routes, [])).toEqual({
      unnamed: ['src/b.tsx'],
      unimported: [],
    })
    expect(routeTableDrift(new Set(['src/b.tsx']), routes, ['src/b.tsx'])).toEqual({
      unnamed: [],
      unimported: ['src/a.tsx'],
    })
  })
})
