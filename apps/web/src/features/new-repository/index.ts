export { NewRepositoryForm } from './components/new-repository-form.tsx'

export { nameStatus } from './components/name-availability.ts'
