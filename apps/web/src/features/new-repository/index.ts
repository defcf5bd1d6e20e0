export { NewRepositoryForm } from './components/new-repository-form.tsx'

export { RepositoryFields, useRepositoryDraft } from './components/repository-fields.tsx'
