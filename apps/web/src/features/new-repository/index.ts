export { NewRepositoryForm } from './components/new-repository-form.tsx'

export { useRepositoryOwner } from './components/owner-picker.tsx'
export { RepositoryFields } from './components/repository-fields.tsx'
