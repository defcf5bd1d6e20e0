// Public API of the repository feature. Light on purpose: pages load lazily through the routes.
export { useRepository } from './model/repository-context.ts'
export { repositoryQuery, isPossibleOwner } from './api/repository.ts'
export { loadRepository, type RepositoryParams } from './api/load-repository.ts'
export { repositoryKeys } from './api/keys.ts'

/** The sanitized GFM renderer's code: route loaders start it with the page's first reads. */
export { loadMarkdownRenderer as loadMarkdownView } from './components/markdown/markdown-renderer.ts'
/** The sanitized GFM renderer, loaded on first use (for issue and pull request discussions). */
export { MarkdownDocument } from './components/markdown/markdown-document.tsx'

// For the releases and settings pages (repository-admin feature).
export { useStorageProvider } from './api/storage-provider.ts'
export { refListQuery, refQuery } from './api/refs.ts'
export { TimeAgo } from './components/time-ago.tsx'
export { formatBytes } from './model/file-kind.ts'
// For pull request pages (the pulls feature).
export { DiffView, type DiffReview } from './components/diff/diff-view.tsx'
export { patchRows } from './components/diff/diff-rows.ts'
export type { DiffMode } from './components/diff/diff-rows.ts'
export { diffHunkAt } from './model/patch.ts'
export {
  providerPagesQuery,
  providerQuery,
  storageSession,
  useStorageSession,
} from './api/storage-provider.ts'
export { DIFF_PAGE, commitQuery, commitsQuery } from './api/content.ts'
export { repositoryByIdQuery, ownerNameQuery } from './api/repository.ts'
export { shortSha } from './model/time.ts'
export { useRepositoryAccess } from './api/access.ts'
export { useOwningDao } from './api/owning-dao.ts'
