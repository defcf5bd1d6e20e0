import { lazy } from 'react'

export { HeaderSearch } from './components/header-search.tsx'

/** Latest, trending and bounties, for the signed-out home: its code loads when it shows. */
export const DiscoverSections = lazy(async () => ({
  default: (await import('./components/discover-sections.tsx')).DiscoverSections,
}))
