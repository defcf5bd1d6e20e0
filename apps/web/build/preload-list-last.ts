// Vite writes a chunk's preload table (`__vite__mapDeps`: the file names its dynamic imports
// preload) as the chunk's first line, while the `import("./x-hash.js")` calls naming the same
// files sit far below it: in the entry, 60–90 kB in, beyond gzip's 32 kB window, so each hashed
// name is paid for twice. This moves the table to the end of the chunk, next to those calls, as a
// function declaration (hoisted: callable from anywhere in the module, like the `const` it
// replaces, whose table was built on first call too). The entry is 0.5 kB (gzip) lighter, on
// every page; what the browser fetches, and when, does not change (docs/performance.md).
import type { Plugin, Rolldown } from 'vite'

const TABLE_START = 'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f='
const TABLE_END = ')))=>i.map(i=>d[i]);\n'
const SOURCE_MAP_COMMENT = /\n\/\/# sourceMappingURL=[^\n]*\n?$/

export interface Moved {
  readonly code: string
  /** How many lines the code moved up: the source map drops as many lines from its start. */
  readonly linesRemoved: number
}

/** `code` with its preload table at the end; null when it has none. */
export function movePreloadTable(code: string): Moved | null {
  if (!code.startsWith(TABLE_START)) return null
  const end = code.indexOf(TABLE_END)
  if (end < 0) return null
  const files = code.slice(TABLE_START.length, end)
  const rest = code.slice(end + TABLE_END.length)
  const table = `function __vite__mapDeps(i,m=__vite__mapDeps,d=(m.f||(m.f=${files}))){return i.map(i=>d[i])}`
  const comment = SOURCE_MAP_COMMENT.exec(rest)
  const body = comment ? rest.slice(0, comment.index) : rest
  return { code: `${body}\n${table}${comment?.[0] ?? ''}`, linesRemoved: 1 }
}

/** A v3 source map's `mappings` for code that lost its first `lines` lines. */
export function dropMappedLines(mappings: string, lines: number): string {
  return mappings.split(';').slice(lines).join(';')
}

/**
 * Rewrites a chunk's source map mappings, in the chunk and in its `.map` file, after its code has
 * gained or lost lines at its start.
 */
export function rewriteMappings(
  bundle: Rolldown.OutputBundle,
  chunk: Rolldown.OutputChunk,
  rewrite: (mappings: string) => string,
): void {
  if (chunk.map) chunk.map.mappings = rewrite(chunk.map.mappings)
  const mapAsset = bundle[`${chunk.fileName}.map`]
  if (mapAsset?.type === 'asset' && typeof mapAsset.source === 'string') {
    const map = JSON.parse(mapAsset.source) as { mappings: string }
    map.mappings = rewrite(map.mappings)
    mapAsset.source = JSON.stringify(map)
  }
}

export function preloadListLast(): Plugin {
  return {
    name: 'gitopia:preload-list-last',
    apply: 'build',
    generateBundle: {
      // After Vite's import analysis, which writes the tables.
      order: 'post',
      handler(_output, bundle) {
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk') continue
          const moved = movePreloadTable(item.code)
          if (!moved) continue
          item.code = moved.code
          rewriteMappings(bundle, item, mappings => dropMappedLines(mappings, moved.linesRemoved))
        }
      },
    },
  }
}
