// Vite lists, with each dynamic import, the chunks to preload alongside its target: the target's
// whole static closure (`__vite__mapDeps`). The chunks the importing chunk imports statically
// itself are loaded by the time it runs the import (the framework, the entry, the page's own
// chunks), so their names in the list only cost bytes: the DAO dashboard's route chunk named 34
// chunks, 13 of them its own imports. This leaves them out; what the browser fetches, and when,
// does not change (docs/performance.md, "Preload lists").
import type { Plugin } from 'vite'

/** A chunk's file name → the chunks it imports statically. */
export type ChunkGraph = ReadonlyMap<string, readonly string[]>

/** What `host` has loaded once it runs: itself and its static imports, transitively. */
export function loadedWith(host: string, graph: ChunkGraph): Set<string> {
  const loaded = new Set<string>()
  const visit = (fileName: string) => {
    if (loaded.has(fileName)) return
    loaded.add(fileName)
    for (const next of graph.get(fileName) ?? []) visit(next)
  }
  visit(host)
  return loaded
}

/** `deps` of a dynamic import in `host` without what `host` has loaded already. */
export function notLoadedBy(host: string, deps: readonly string[], graph: ChunkGraph): string[] {
  const loaded = loadedWith(host, graph)
  return deps.filter(dep => !loaded.has(dep))
}

/**
 * Sets `build.modulePreload.resolveDependencies`. The chunk graph is taken when the bundle is
 * written, before Vite's import analysis (a later plugin) renders the preload lists.
 */
export function preloadOnlyMissing(): Plugin {
  let graph: ChunkGraph = new Map()
  return {
    name: 'gitopia:preload-only-missing',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (_file, deps, { hostId }) => notLoadedBy(hostId, deps, graph),
        },
      },
    }),
    generateBundle(_output, bundle) {
      graph = new Map(
        Object.values(bundle).flatMap(item =>
          item.type === 'chunk' ? [[item.fileName, item.imports] as const] : [],
        ),
      )
    },
  }
}
