// The repository's one access rule, under the name the issue pages use.
export {
  useRepositoryAccess as useViewerAccess,
  type RepositoryViewerAccess as ViewerAccess,
} from '@/features/repository/index.ts'
