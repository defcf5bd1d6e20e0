// The build's route → chunks map (dist/route-preload.json): for each route of the app, the JS
// chunks its `lazy` and `loader` load and their static imports, minus what index.html already
// preloads. The server reads it and adds `<link rel="modulepreload">` for the chunks of the URL a
// page is requested at, so they download with the entry instead of after it has run
// (docs/architecture.md "Route preloading").
import { relative, sep } from 'node:path'
import type { Plugin } from 'vite'
import type { RouteModules } from '../src/app/route-modules.ts'

/** What the map needs of an output chunk. */
export interface ChunkInfo {
  readonly fileName: string
  readonly isEntry: boolean
  /** Modules in the chunk, relative to the app's root (`src/app/router.tsx`). */
  readonly modules: readonly string[]
  /** Chunks it imports statically, by file name. */
  readonly imports: readonly string[]
}

/** A route of the map: the indexes in `chunks` of what it preloads. */
export interface PreloadRoute {
  path?: string
  index?: true
  chunks?: number[]
  children?: PreloadRoute[]
}

export interface PreloadMap {
  readonly chunks: string[]
  readonly routes: PreloadRoute[]
}

export const PRELOAD_MAP_FILE = 'route-preload.json'

/** Builds the map from the route tree and the bundle's chunks; throws on a module in no chunk. */
export function buildPreloadMap(
  routes: readonly RouteModules[],
  chunks: readonly ChunkInfo[],
): PreloadMap {
  const byFile = new Map(chunks.map(chunk => [chunk.fileName, chunk]))
  const chunkOf = new Map<string, ChunkInfo>()
  for (const chunk of chunks) for (const id of chunk.modules) chunkOf.set(id, chunk)
  const closure = (start: Iterable<string>): Set<string> => {
    const seen = new Set<string>()
    const visit = (fileName: string) => {
      if (seen.has(fileName)) return
      seen.add(fileName)
      for (const next of byFile.get(fileName)?.imports ?? []) visit(next)
    }
    for (const fileName of start) visit(fileName)
    return seen
  }
  // index.html loads the entry and preloads its static imports already.
  const initial = closure(chunks.filter(chunk => chunk.isEntry).map(chunk => chunk.fileName))
  const files: string[] = []
  const indexOf = (fileName: string) => {
    const found = files.indexOf(fileName)
    return found >= 0 ? found : files.push(fileName) - 1
  }
  // A route lists only what its parent routes do not (the server adds theirs: they match too).
  const convert =
    (inherited: ReadonlySet<string>) =>
    (route: RouteModules): PreloadRoute => {
      const own = route.modules.map(id => {
        const chunk = chunkOf.get(id)
        if (!chunk) throw new Error(`route-preload: no chunk holds ${id} (route ${route.path})`)
        return chunk.fileName
      })
      const preload = [...closure(own)]
        .filter(fileName => !initial.has(fileName) && !inherited.has(fileName))
        .sort()
      const below = new Set([...inherited, ...preload])
      return {
        ...(route.path === undefined ? {} : { path: route.path }),
        ...(route.index ? { index: true } : {}),
        ...(preload.length > 0 ? { chunks: preload.map(indexOf) } : {}),
        ...(route.children ? { children: route.children.map(convert(below)) } : {}),
      }
    }
  const converted = routes.map(convert(new Set()))
  return { chunks: files, routes: converted }
}

/** Every module the route tree names. */
export function routeModuleIds(routes: readonly RouteModules[]): Set<string> {
  const ids = new Set<string>()
  const visit = (route: RouteModules) => {
    for (const id of route.modules) ids.add(id)
    route.children?.forEach(visit)
  }
  routes.forEach(visit)
  return ids
}

/**
 * Modules the route tables import dynamically that the route tree does not name, and modules it
 * names that no route table imports (both empty when the two agree).
 */
export function routeTableDrift(
  imported: ReadonlySet<string>,
  routes: readonly RouteModules[],
  notPreloaded: readonly string[],
): { readonly unnamed: string[]; readonly unimported: string[] } {
  const named = routeModuleIds(routes)
  return {
    unnamed: [...imported].filter(id => !named.has(id) && !notPreloaded.includes(id)).sort(),
    unimported: [...named, ...notPreloaded].filter(id => !imported.has(id)).sort(),
  }
}

/** The route tables: the app's router and each feature's routes module. */
const ROUTE_TABLE = /^src\/(app\/router\.tsx|features\/[\w-]+\/routes\.tsx)$/

export interface RoutePreloadOptions {
  /** The app's root (apps/web), which module ids in `routes` are relative to. */
  readonly root: string
  readonly routes: readonly RouteModules[]
  readonly notPreloaded: readonly string[]
}

/** Emits dist/route-preload.json; fails the build when the route tree and route tables differ. */
export function routePreload(options: RoutePreloadOptions): Plugin {
  const local = (id: string) => relative(options.root, id).split(sep).join('/')
  return {
    name: 'gitopia:route-preload',
    apply: 'build',
    generateBundle(_output, bundle) {
      const imported = new Set<string>()
      for (const id of this.getModuleIds()) {
        if (!ROUTE_TABLE.test(local(id))) continue
        for (const target of this.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
          imported.add(local(target))
      }
      const { unnamed, unimported } = routeTableDrift(
        imported,
        options.routes,
        options.notPreloaded,
      )
      if (unnamed.length > 0 || unimported.length > 0)
        this.error(
          `src/app/route-modules.ts and the route tables differ:${unnamed.map(id => `\n  imported by a route table but not named: ${id}`).join('')}${unimported.map(id => `\n  named but no route table imports it: ${id}`).join('')}`,
        )
      const chunks: ChunkInfo[] = Object.values(bundle).flatMap(item =>
        item.type === 'chunk'
          ? [
              {
                fileName: item.fileName,
                isEntry: item.isEntry,
                modules: item.moduleIds.map(local),
                imports: item.imports,
              },
            ]
          : [],
      )
      this.emitFile({
        type: 'asset',
        fileName: PRELOAD_MAP_FILE,
        source: JSON.stringify(buildPreloadMap(options.routes, chunks)),
      })
    },
  }
}
