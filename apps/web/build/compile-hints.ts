// V8 compiles a script's functions lazily: it pre-parses the whole file on arrival, then parses
// and compiles each function again, on the main thread, the first time it is called. The entry
// and the framework run almost all of their functions before any page shows, so that second pass
// cost 40–60 ms of main-thread time per load at 1× CPU (more at 4×). A file that begins with
// V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136 and later; other
// engines read a comment) is compiled eagerly while it streams in, off the main thread
// (docs/performance.md "Compile hints"). Only these two chunks: a hint costs ~25 B gzip per file,
// and a lazy route's rarely-called functions would be compiled for nothing.
import type { Plugin } from 'vite'
import { rewriteMappings } from './preload-list-last.ts'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** Whether a chunk runs nearly all of its code before the first page shows. */
export function runsOnLoad(chunk: { readonly isEntry: boolean; readonly name: string }): boolean {
  return chunk.isEntry || chunk.name === 'framework'
}

/** A v3 source map's `mappings` for code that gained `lines` unmapped lines at its start. */
export function shiftMappedLines(mappings: string, lines: number): string {
  return ';'.repeat(lines) + mappings
}

export function compileHints(): Plugin {
  return {
    name: 'gitopia:compile-hints',
    apply: 'build',
    generateBundle: {
      // After the other plugins have rewritten the chunks' text.
      order: 'post',
      handler(_output, bundle) {
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk' || !runsOnLoad(item)) continue
          item.code = COMPILE_HINT + item.code
          rewriteMappings(bundle, item, mappings => shiftMappedLines(mappings, 1))
        }
      },
    },
  }
}
