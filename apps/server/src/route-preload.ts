import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { matchRoutes, type RouteObject } from 'react-router'
import { z } from 'zod'

/** The build's map of route patterns to chunks (apps/web/build/route-preload.ts writes it). */
export const PRELOAD_MAP_FILE = 'route-preload.json'

interface PreloadRoute {
  readonly path?: string | undefined
  readonly index?: boolean | undefined
  readonly chunks?: readonly number[] | undefined
  readonly children?: readonly PreloadRoute[] | undefined
}

const routeSchema: z.ZodType<PreloadRoute> = z.lazy(() =>
  z.strictObject({
    path: z.string().optional(),
    index: z.boolean().optional(),
    chunks: z.array(z.number().int().nonnegative()).optional(),
    children: z.array(routeSchema).optional(),
  }),
)

const mapSchema = z.strictObject({
  // Only the build's own scripts: `assets/name-hash.js`, nothing an attribute could break out of.
  chunks: z.array(z.string().regex(/^assets\/[\w.-]+\.js$/)),
  routes: z.array(routeSchema),
})

/**
 * For each route of the app, the chunks its page needs besides the entry's: `preloads(pathname)`
 * matches a path as the app's router does (static segments before dynamic ones, splats last) and
 * returns the chunks of every route that matches, parents first. A path no route names (the 404
 * page) preloads nothing.
 */
export class RoutePreloads {
  readonly #routes: RouteObject[]

  private constructor(routes: RouteObject[]) {
    this.#routes = routes
  }

  /** The map of a build, or an empty one when the build has none. Throws if it is malformed. */
  static async load(distDir: string): Promise<RoutePreloads> {
    let text: string
    try {
      text = await readFile(join(distDir, PRELOAD_MAP_FILE), 'utf8')
    } catch {
      return new RoutePreloads([])
    }
    return RoutePreloads.parse(JSON.parse(text))
  }

  static parse(json: unknown): RoutePreloads {
    const map = mapSchema.parse(json)
    const convert = (route: PreloadRoute, inherited: readonly string[]): RouteObject => {
      const own = (route.chunks ?? []).map(index => {
        const chunk = map.chunks[index]
        if (chunk === undefined) throw new Error(`${PRELOAD_MAP_FILE}: no chunk ${index}`)
        return `/${chunk}`
      })
      const chunks = [...inherited, ...own.filter(chunk => !inherited.includes(chunk))]
      const children = route.children?.map(child => convert(child, chunks))
      // Each route carries its chunks and its parents': the deepest match has them all.
      return route.index
        ? { index: true, handle: chunks }
        : { path: route.path, handle: chunks, ...(children ? { children } : {}) }
    }
    return new RoutePreloads(map.routes.map(route => convert(route, [])))
  }

  /** The chunks of the routes `pathname` matches (URL paths, `/assets/…`), in preload order. */
  preloads(pathname: string): readonly string[] {
    const matches = matchRoutes(this.#routes, pathname)
    const handle: unknown = matches?.at(-1)?.route.handle
    return Array.isArray(handle) ? (handle as string[]) : []
  }

  /** Every distinct list `preloads` can return. */
  variants(): readonly (readonly string[])[] {
    const lists = new Map<string, readonly string[]>([['', []]])
    const visit = (route: RouteObject) => {
      const handle: unknown = route.handle
      if (Array.isArray(handle)) lists.set(handle.join(' '), handle as string[])
      route.children?.forEach(visit)
    }
    this.#routes.forEach(visit)
    return [...lists.values()]
  }
}

/** index.html with a `<link rel="modulepreload">` per chunk, where the head ends. */
export function injectPreloads(html: string, chunks: readonly string[]): string {
  if (chunks.length === 0) return html
  const links = chunks.map(href => `<link rel="modulepreload" crossorigin href="${href}">`)
  const end = html.indexOf('</head>')
  if (end < 0) return html
  return `${html.slice(0, end)}  ${links.join('\n    ')}\n  ${html.slice(end)}`
}
