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
 * visitors never load it).
 */
export const NOT_PRELOADED: readonly string[] = [
  'src/features/dashboard/components/home-dashboard.tsx',
]

const feature = (name: string, ...files: string[]) =>
  files.map(file => `src/features/${name}/${file}`)
const route = (path: string, ...modules: string[]): RouteModules => ({ path, modules })
/** A route showing the page `routes/<file>` of a feature; `also`, more of its modules it loads. */
const page = (path: string, name: string, file: string, ...also: string[]): RouteModules =>
  route(path, ...feature(name, `routes/${file}`, ...also))

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
  page(paths.repositoryBlame.pattern, 'repository', 'blame-route.tsx'),
  page(paths.repositorySearch.pattern, 'repository', 'search-route.tsx'),
  page(paths.repositoryCommit.pattern, 'repository', 'commit-route.tsx'),
  page(paths.repositoryIssueList.pattern, 'issues', 'issues-list-route.tsx'),
  page(paths.repositoryNewIssue.pattern, 'issues', 'new-issue-route.tsx'),
  page(paths.repositoryLabels.pattern, 'issues', 'labels-route.tsx'),
  page(paths.repositoryIssue.pattern, 'issues', 'issue-route.tsx', 'api/prefetch.ts'),
  page(paths.repositoryPullList.pattern, 'pulls', 'pulls-list-route.tsx'),
  page(
    paths.repositoryPull.pattern,
    'pulls',
    'pull-route.tsx',
    'components/tabs.ts',
    'api/prefetch.ts',
  ),
  page(paths.repositoryCompare.pattern, 'pulls', 'compare-route.tsx'),
  route('releases', releases),
  route('releases/latest', releases),
  route('releases/tag/:tag', releases),
  route('releases/new', releaseForm),
  route('releases/edit/:tag', releaseForm),
  route('branches', refs),
  route('tags', refs),
  route('settings', 'src/features/repository-admin/settings/settings-route.tsx'),
  page(paths.repositoryStorage.pattern, 'storage-network', 'repository-storage-route.tsx'),
]

/** The route tree of `createRoutes`, with the modules of each route. */
export const ROUTE_MODULES: readonly RouteModules[] = [
  {
    modules: [],
    children: [
      route(paths.root.pattern),
      page(paths.home.pattern, 'dashboard', 'home-route.tsx'),
      page(paths.daoDashboard.pattern, 'dashboard', 'dao-dashboard-route.tsx', 'api/prefetch.ts'),
      page(paths.daoProposal.pattern, 'dashboard', 'dao-proposal-route.tsx', 'api/prefetch.ts'),
      route(paths.newDao.pattern, ...feature('new-dao', 'new-dao-route.tsx')),
      route(paths.profileSettings.pattern, ...feature('profile', 'index.ts')),
      page(paths.networkSettings.pattern, 'network', 'network-settings-route.tsx'),
      route(paths.components.pattern, 'src/app/routes/components-gallery.tsx'),
      route(paths.newRepository.pattern, 'src/app/routes/new-repository.tsx'),
      page(paths.tx.pattern, 'explorer', 'tx-route.tsx'),
      page(paths.account.pattern, 'explorer', 'account-route.tsx'),
      page(paths.chain.pattern, 'explorer', 'chain-route.tsx'),
      page(paths.governance.pattern, 'governance', 'governance-route.tsx'),
      page(paths.governanceProposal.pattern, 'governance', 'proposal-route.tsx'),
      page(paths.notifications.pattern, 'notifications', 'notifications-route.tsx'),
      page(paths.staking.pattern, 'staking', 'staking-route.tsx'),
      page(paths.assets.pattern, 'assets', 'assets-route.tsx'),
      page(paths.getLore.pattern, 'funding', 'get-lore-route.tsx'),
      page(paths.explore.pattern, 'explore', 'explore-route.tsx'),
      page(paths.bounties.pattern, 'explore', 'bounties-route.tsx'),
      page(paths.storage.pattern, 'storage-network', 'storage-route.tsx'),
      page(paths.storageProvider.pattern, 'storage-network', 'provider-route.tsx'),
      page(paths.owner.pattern, 'owner', 'owner-route.tsx', 'api/prefetch.ts'),
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

/** Routes only the development and e2e builds have (config/build.ts). */
const DEVELOPER_ROUTES = new Set<string>([paths.components.pattern])

/** The route tree of the production build: ROUTE_MODULES without the developer pages. */
export function productionRouteModules(
  routes: readonly RouteModules[] = ROUTE_MODULES,
): RouteModules[] {
  return routes
    .filter(route => route.path === undefined || !DEVELOPER_ROUTES.has(route.path))
    .map(route =>
      route.children ? { ...route, children: productionRouteModules(route.children) } : route,
    )
}
