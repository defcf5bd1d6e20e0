// The repository's one access rule, under the name the issue pages use.
export { useRepositoryAccess as useViewerAccess } from '@/features/repository/index.ts'
