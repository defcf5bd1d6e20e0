// What the route tables (app/router.tsx, features/*/routes.tsx) and the parts of pages that load
// later (`useLoaded`) load their code with. Each route writes its `import('./routes/x.tsx')`
// itself: the bundler makes that module a chunk of its own, and the route-preload build and
// route-modules.test.ts find the modules of each route (docs/architecture.md, "Route preloading").
// In the entry: as a chunk of its own, this was one more name in every page's preload map.
import { useEffect, useReducer, useState, type ComponentType } from 'react'
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

/** What each loader gave, so a page shown again, or one whose code came early, has it at once. */
const loaded = new WeakMap<() => Promise<unknown>, unknown>()

/** Runs `load` ahead of the render that needs it (a route's loader, say), keeping what it gives. */
export async function preload<T>(load: () => Promise<T>): Promise<T> {
  const value = await load()
  loaded.set(load, value)
  return value
}

/**
 * What `load` resolves to (what shows a part whose code comes when it is first shown), or null
 * until it is in; a failed load is thrown to the nearest error boundary, as React.lazy's is.
 * Unlike a lazy component inside Suspense, what it shows is not held back: React.lazy suspends on
 * its first render even when the code is in, and React reveals what a fallback stood in for no
 * sooner than 300 ms after the fallback appeared (its fallback throttle), which a page whose
 * code and reads were quick waited for in full (docs/performance.md, "Budgets").
 */
export function useLoaded<T>(load: () => Promise<T>): T | null {
  const value = loaded.get(load) as T | undefined
  const [, rerender] = useReducer((count: number) => count + 1, 0)
  const [failure, setFailure] = useState<{ readonly load: unknown; readonly error: unknown }>()
  const missing = value === undefined
  useEffect(() => {
    if (!missing) return
    let live = true
    preload(load).then(
      () => {
        if (live) rerender()
      },
      (error: unknown) => {
        if (live) setFailure({ load, error })
      },
    )
    return () => {
      live = false
    }
  }, [load, missing])
  if (failure?.load === load) throw failure.error
  return value ?? null
}
