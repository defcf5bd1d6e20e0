import { QueryClient } from '@tanstack/react-query'
import type { RouteObject } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import type { AppConfig } from '@/config/app-config-schema.ts'
import type * as LazyRoutes from '@/lib/lazy-routes.ts'
import {
  NOT_PRELOADED,
  productionRouteModules,
  ROUTE_MODULES,
  type RouteModules,
} from './route-modules.ts'
import { createRoutes } from './router.tsx'

/**
 * The page loader (`() => import('./routes/x.tsx')`) each `lazyPage` route was made with: its
 * `lazy` calls it through the helper, so the import is not in the `lazy` function's own code.
 * The helper itself runs unchanged.
 */
const pageLoaders = vi.hoisted(() => new WeakMap<object, () => unknown>())
vi.mock('@/lib/lazy-routes.ts', async importOriginal => {
  const actual = await importOriginal<typeof LazyRoutes>()
  const lazyPage: typeof actual.lazyPage = (...args) => {
    const route = actual.lazyPage(...args)
    pageLoaders.set(route, args[1])
    return route
  }
  return { ...actual, lazyPage }
})

const config = {
  network: { defaultStorageProvider: 'gitopia1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq' },
} as AppConfig
const routes = createRoutes(new QueryClient(), config)

const key = (route: { path?: string; index?: boolean }) =>
  route.index ? '(index)' : (route.path ?? '(layout)')

/** Every route as "parent > child" keys, the same way for both trees. */
function keys(tree: readonly (RouteObject | RouteModules)[], parent = ''): string[] {
  return tree.flatMap(route => {
    const own = `${parent}${key(route)}`
    return [own, ...keys(route.children ?? [], `${own} > `)]
  })
}

function find(tree: readonly RouteModules[], path: readonly string[]): RouteModules | undefined {
  const [first, ...rest] = path
  const found = tree.find(route => key(route) === first)
  return rest.length === 0 ? found : find(found?.children ?? [], rest)
}

/**
 * The modules a route's `lazy`, `loader` and page loader import directly, read from their code as
 * the test runner compiles it (`__vite_ssr_dynamic_import__("/src/…")`). Imports through a helper
 * of the route table (repository-admin's `releases()`) are not visible here; the build checks those.
 */
function importedBy(route: RouteObject): string[] {
  const code = [route.lazy, route.loader, pageLoaders.get(route)].map(fn =>
    typeof fn === 'function' ? String(fn) : '',
  )
  return [...code.join('\n').matchAll(/dynamic_import__\("\/(src\/[^"]+)"\)/g)].flatMap(m =>
    m[1] ? [m[1]] : [],
  )
}

describe('route modules', () => {
  it('has an entry for every route of the route tables, and none for a route they lack', () => {
    expect(keys(ROUTE_MODULES).sort()).toEqual(keys(routes).sort())
  })

  it("names the modules each route's lazy and loader import", () => {
    let checked = 0
    const visit = (tree: readonly RouteObject[], path: readonly string[]) => {
      for (const route of tree) {
        const here = [...path, key(route)]
        const declared = find(ROUTE_MODULES, here)?.modules ?? []
        const imported = importedBy(route).filter(id => !NOT_PRELOADED.includes(id))
        for (const id of imported) expect(declared, here.join(' > ')).toContain(id)
        if (imported.length > 0) {
          expect([...new Set(imported)].sort(), here.join(' > ')).toEqual([...declared].sort())
          checked++
        }
        if (route.lazy) expect(declared.length, here.join(' > ')).toBeGreaterThan(0)
        visit(route.children ?? [], here)
      }
    }
    visit(routes, [])
    // The issue page at least: if the compiled form of imports changes, this test must notice.
    expect(checked).toBeGreaterThan(30)
  })

  it('builds production without the developer pages, and with every other route', () => {
    const all = keys(ROUTE_MODULES)
    expect(all).toContain('(layout) > /-/components')
    expect(keys(productionRouteModules())).toEqual(
      all.filter(route => route !== '(layout) > /-/components'),
    )
  })
})
