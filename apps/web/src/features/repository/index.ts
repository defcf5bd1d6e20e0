// Public API of the repository feature. Light on purpose: pages load lazily through the routes.
export { repositoryRoute, placeholderTabRoutes } from './routes.tsx'
export { useRepository, type CurrentRepository } from './model/repository-context.ts'
export {
  repositoryTabs,
  activeTab,
  type RepositoryTab,
  type RepositoryTabId,
} from './model/tabs.ts'
// For the releases and settings pages (repository-admin feature).
export { useStorageProvider } from './api/storage-provider.ts'
export { refListQuery, refQuery } from './api/refs.ts'
export { repositoryQuery } from './api/repository.ts'
export { TimeAgo } from './components/time-ago.tsx'
export { LazyMarkdownView } from './components/markdown/lazy-markdown-view.tsx'
export { formatBytes } from './model/file-kind.ts'
