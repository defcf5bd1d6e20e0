import type { RouteObject } from 'react-router'
import { routeComponent } from '@/lib/lazy-routes.ts'

/**
 * Child routes of the repository layout for releases, branches, tags and settings; each page is
 * its own chunk.
 */
export function repositoryAdminRoutes(): RouteObject[] {
  const releases = () => import('./releases/releases-route.tsx')
  const form = () => import('./releases/release-form-route.tsx')
  const refs = () => import('./refs/refs-route.tsx')
  return [
    { path: 'releases', lazy: () => routeComponent(releases(), 'ReleasesRoute') },
    {
      path: 'releases/latest',
      lazy: () => routeComponent(releases(), 'LatestReleaseRoute'),
    },
    {
      path: 'releases/tag/:tag',
      lazy: () => routeComponent(releases(), 'ReleaseRoute'),
    },
    { path: 'releases/new', lazy: () => routeComponent(form(), 'NewReleaseRoute') },
    {
      path: 'releases/edit/:tag',
      lazy: () => routeComponent(form(), 'EditReleaseRoute'),
    },
    {
      path: 'branches',
      lazy: async () => {
        const { RefsRoute } = await refs()
        return { Component: () => <RefsRoute kind="branch" /> }
      },
    },
    {
      path: 'tags',
      lazy: async () => {
        const { RefsRoute } = await refs()
        return { Component: () => <RefsRoute kind="tag" /> }
      },
    },
    {
      path: 'settings',
      lazy: () => routeComponent(import('./settings/settings-route.tsx'), 'SettingsRoute'),
    },
  ]
}
