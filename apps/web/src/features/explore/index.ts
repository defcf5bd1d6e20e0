export { HeaderSearch } from './components/header-search.tsx'
