export { HeaderSearch } from './components/header-search.tsx'
export { exploreKeys } from './api/keys.ts'
