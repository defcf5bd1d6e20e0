import type { RouteObject } from 'react-router'

/**
 * Child routes of the repository layout for releases, branches, tags and settings; each page is
 * its own chunk.
 */
export function repositoryAdminRoutes(): RouteObject[] {
  const releases = () => import('./releases/releases-route.tsx')
  const form = () => import('./releases/release-form-route.tsx')
  const refs = () => import('./refs/refs-route.tsx')
  return [
    { path: 'releases', lazy: async () => ({ Component: (await releases()).ReleasesRoute }) },
    {
      path: 'releases/latest',
      lazy: async () => ({ Component: (await releases()).LatestReleaseRoute }),
    },
    {
      path: 'releases/tag/:tag',
      lazy: async () => ({ Component: (await releases()).ReleaseRoute }),
    },
    { path: 'releases/new', lazy: async () => ({ Component: (await form()).NewReleaseRoute }) },
    {
      path: 'releases/edit/:tag',
      lazy: async () => ({ Component: (await form()).EditReleaseRoute }),
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
      lazy: async () => ({
        Component: (await import('./settings/settings-route.tsx')).SettingsRoute,
      }),
    },
  ]
}
