/** Every route of the app, with href builders, in one typed object. */
export const paths = {
  root: { pattern: '/', href: () => '/' },
  home: { pattern: '/home', href: () => '/home' },
  daoDashboard: {
    pattern: '/daos/:name/dashboard',
    href: (name: string) => `/daos/${encodeURIComponent(name)}/dashboard`,
  },
  /** The signed-in user's profile: create the user, edit it, claim rewards. */
  profileSettings: { pattern: '/settings/profile', href: () => '/settings/profile' },
  /** A gallery of the shared UI primitives; the dash keeps it clear of user and DAO names. */
  components: { pattern: '/-/components', href: () => '/-/components' },
} as const
