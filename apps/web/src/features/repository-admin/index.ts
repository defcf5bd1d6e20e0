// Releases, branches, tags and repository settings: the pages that change a repository.
export { repositoryAdminRoutes } from './routes.tsx'
