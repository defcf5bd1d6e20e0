import { lazy } from 'react'

export { HeaderSearch } from './components/header-search.tsx'

/** Latest, trending and bounties, for the signed-out home: its code loads when it shows. */
export const DiscoverSections = lazy(async () => ({
  default: (await import('./components/discover-sections.tsx')).DiscoverSections,
}))

/** Usernames by prefix from the explore index, for `@` in editors (the index's worker starts then). */
export const findUsernames = async (api: string, prefix: string): Promise<string[]> =>
  (await import('./api/usernames.ts')).findUsernames(api, prefix)
