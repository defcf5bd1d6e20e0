export { HeaderSearch } from './components/header-search.tsx'

/**
 * Latest, trending and bounties, for the signed-out home: loads their code and gives what shows
 * them (`useLoaded` in `lib/lazy-routes.ts` says why not React.lazy).
 */
export const loadDiscoverSections = async () =>
  (await import('./components/discover-sections.tsx')).showDiscoverSections

/** Usernames by prefix from the explore index, for `@` in editors (the index's worker starts then). */
export const findUsernames = async (api: string, prefix: string): Promise<string[]> =>
  (await import('./api/usernames.ts')).findUsernames(api, prefix)
