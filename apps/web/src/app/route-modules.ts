// What each route of `createRoutes` (router.tsx) loads when it matches: the modules its `lazy` and
// `loader` import. The build turns it into the chunks the server preloads with the page
// (build/route-preload.ts → dist/route-preload.json, docs/architecture.md "Route preloading").
// It mirrors the route tables: route-modules.test.ts fails when a route has no entry here or an
// entry names a module its route does not import, and the build fails when a route table imports
// a module no entry names. Plain data, relative imports only: vite.config.ts loads it too.
import { paths } from '../config/paths.ts'

export interface RouteModules {
  readonly path?: string
  readonly index?: true
  /** Modules (from apps/web) the route's `lazy` and `loader` import. */
  readonly modules: readonly string[]
  readonly children?: readonly RouteModules[]
}

/**
 * Modules route tables import that are never preloaded: the signed-in home's dashboard (signed-out
 * visitors never load it) and the placeholder of tabs that all have their pages now.
 */
export const NOT_PRELOADED: readonly string[] = [
  'src/features/dashboard/components/home-dashboard.tsx',
  'src/features/repository/routes/tab-placeholder.tsx',
]

const feature = (name: string, ...files: string[]) =>
  files.map(file => `src/features/${name}/${file}`)
const route = (path: string, ...modules: string[]): RouteModules => ({ path, modules })

const repository = (file: string) => feature('repository', file)[0] ?? file
const codePage = (path: string | undefined, file: string): RouteModules => ({
  ...(path === undefined ? { index: true } : { path }),
  modules: [repository(`routes/${file}`), repository('api/prefetch.ts')],
})

const releases = 'src/features/repository-admin/releases/releases-route.tsx'
const releaseForm = 'src/features/repository-admin/releases/release-form-route.tsx'
const refs = 'src/features/repository-admin/refs/refs-route.tsx'

const repositoryChildren: readonly RouteModules[] = [
  codePage(undefined, 'code-home-route.tsx'),
  codePage(paths.repositoryTree.pattern, 'tree-route.tsx'),
  codePage(paths.repositoryBlob.pattern, 'blob-route.tsx'),
  codePage(paths.repositoryCommits.pattern, 'commits-route.tsx'),
  route(paths.repositoryCommit.pattern, repository('routes/commit-route.tsx')),
  route(paths.repositoryIssueList.pattern, ...feature('issues', 'routes/issues-list-route.tsx')),
  route(paths.repositoryNewIssue.pattern, ...feature('issues', 'routes/new-issue-route.tsx')),
  route(paths.repositoryLabels.pattern, ...feature('issues', 'routes/labels-route.tsx')),
  route(
    paths.repositoryIssue.pattern,
    ...feature('issues', 'routes/issue-route.tsx', 'api/prefetch.ts'),
  ),
  route(paths.repositoryPullList.pattern, ...feature('pulls', 'routes/pulls-list-route.tsx')),
  route(
    paths.repositoryPull.pattern,
    ...feature('pulls', 'routes/pull-route.tsx', 'components/tabs.ts', 'api/prefetch.ts'),
  ),
  route(paths.repositoryCompare.pattern, ...feature('pulls', 'routes/compare-route.tsx')),
  route('releases', releases),
  route('releases/latest', releases),
  route('releases/tag/:tag', releases),
  route('releases/new', releaseForm),
  route('releases/edit/:tag', releaseForm),
  route('branches', refs),
  route('tags', refs),
  route('settings', 'src/features/repository-admin/settings/settings-route.tsx'),
  route(
    paths.repositoryStorage.pattern,
    ...feature('storage-network', 'routes/repository-storage-route.tsx'),
  ),
]

/** The route tree of `createRoutes`, with the modules of each route. */
export const ROUTE_MODULES: readonly RouteModules[] = [
  {
    modules: [],
    children: [
      route(paths.root.pattern),
      route(paths.home.pattern, ...feature('dashboard', 'routes/home-route.tsx')),
      route(
        paths.daoDashboard.pattern,
        ...feature('dashboard', 'routes/dao-dashboard-route.tsx', 'api/prefetch.ts'),
      ),
      route(
        paths.daoProposal.pattern,
        ...feature('dashboard', 'routes/dao-proposal-route.tsx', 'api/prefetch.ts'),
      ),
      route(paths.newDao.pattern, ...feature('new-dao', 'new-dao-route.tsx')),
      route(paths.profileSettings.pattern, ...feature('profile', 'index.ts')),
      route(
        paths.networkSettings.pattern,
        ...feature('network', 'routes/network-settings-route.tsx'),
      ),
      route(paths.components.pattern, 'src/app/routes/components-gallery.tsx'),
      route(paths.newRepository.pattern, 'src/app/routes/new-repository.tsx'),
      route(paths.tx.pattern, ...feature('explorer', 'routes/tx-route.tsx')),
      route(paths.account.pattern, ...feature('explorer', 'routes/account-route.tsx')),
      route(paths.chain.pattern, ...feature('explorer', 'routes/chain-route.tsx')),
      route(paths.governance.pattern, ...feature('governance', 'routes/governance-route.tsx')),
      route(
        paths.governanceProposal.pattern,
        ...feature('governance', 'routes/proposal-route.tsx'),
      ),
      route(paths.assets.pattern, ...feature('assets', 'routes/assets-route.tsx')),
      route(paths.explore.pattern, ...feature('explore', 'routes/explore-route.tsx')),
      route(paths.storage.pattern, ...feature('storage-network', 'routes/storage-route.tsx')),
      route(
        paths.storageProvider.pattern,
        ...feature('storage-network', 'routes/provider-route.tsx'),
      ),
      route(
        paths.owner.pattern,
        'src/app/routes/owner.tsx',
        ...feature('owner', 'api/prefetch.ts'),
      ),
      {
        path: paths.repository.pattern,
        modules: [
          repository('components/repository-layout.tsx'),
          repository('api/load-repository.ts'),
        ],
        children: repositoryChildren,
      },
      // The 404 page is in the entry chunk.
      route('*'),
    ],
  },
]
