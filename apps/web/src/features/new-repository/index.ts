export { NewRepositoryForm } from './components/new-repository-form.tsx'
export type {
  NewRepositoryFormProps,
  RepositoryCreator,
} from './components/new-repository-form.tsx'
export { nameStatus } from './components/name-availability.ts'
