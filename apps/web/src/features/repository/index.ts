// Public API of the repository feature. Light on purpose: pages load lazily through the routes.
export { repositoryRoute, placeholderTabRoutes } from './routes.tsx'
export { useRepository, type CurrentRepository } from './model/repository-context.ts'
export {
  repositoryTabs,
  activeTab,
  type RepositoryTab,
  type RepositoryTabId,
} from './model/tabs.ts'
