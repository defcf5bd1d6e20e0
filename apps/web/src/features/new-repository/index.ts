export { NewRepositoryForm } from './components/new-repository-form.tsx'

export { OwnerSelect, useRepositoryOwner } from './components/owner-picker.tsx'
