/** Every route of the app, with href builders, in one typed object. */
export const paths = {
  root: { pattern: '/', href: () => '/' },
  home: { pattern: '/home', href: () => '/home' },
  /** Create a repository; `owner` (an address) preselects who will own it. */
  newRepository: {
    pattern: '/new',
    href: (owner?: string) => (owner ? `/new?owner=${encodeURIComponent(owner)}` : '/new'),
  },
  /** The profile of a user or DAO, by username, DAO name or address. */
  owner: { pattern: '/:owner', href: (owner: string) => `/${encodeURIComponent(owner)}` },
  daoDashboard: {
    pattern: '/daos/:name/dashboard',
    href: (name: string) => `/daos/${encodeURIComponent(name)}/dashboard`,
  },
  /** A gallery of the shared UI primitives; the dash keeps it clear of user and DAO names. */
  components: { pattern: '/-/components', href: () => '/-/components' },
} as const
