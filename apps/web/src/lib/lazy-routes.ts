// What the route tables (app/router.tsx, features/*/routes.tsx) load their code with. Each route
// writes its `import('./routes/x.tsx')` itself: the bundler makes that module a chunk of its own,
// and the route-preload build and route-modules.test.ts find the modules of each route
// (docs/architecture.md, "Route preloading").
import type { ComponentType } from 'react'
import type { LoaderFunction, RouteObject } from 'react-router'

/** What a route's `lazy` returns for a page module: its export `name` as the route's Component. */
export async function routeComponent<K extends string, M extends Record<K, ComponentType>>(
  module: Promise<M>,
  name: K,
): Promise<{ Component: ComponentType }> {
  return { Component: (await module)[name] }
}

/**
 * The route at `route.pattern` showing the export `name` of the page module `load` imports,
 * written `() => import('./routes/x.tsx')` in the route table; `loader`, the route's loader (its
 * first reads, started with the navigation).
 */
export function lazyPage<K extends string, M extends Record<K, ComponentType>>(
  route: { readonly pattern: string },
  load: () => Promise<M>,
  name: K,
  loader?: LoaderFunction,
): RouteObject {
  return {
    path: route.pattern,
    ...(loader ? { loader } : {}),
    lazy: () => routeComponent(load(), name),
  }
}

/**
 * A loader's work in the background: `start` runs with the module once it has loaded (a page's
 * first reads into the query cache). Nothing waits for it, and a failure is dropped: the page
 * reads again and shows its own error.
 */
export function whenLoaded<M>(module: Promise<M>, start: (module: M) => unknown): void {
  module.then(start).catch(() => undefined)
}
