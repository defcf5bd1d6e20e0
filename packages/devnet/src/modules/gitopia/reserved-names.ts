/**
 * Names nobody may take as a username or DAO name: HTTP status codes and the words the web app
 * routes on. A subset of the chain's list (x/gitopia/types/reserved.go), enough for the client's
 * routes not to collide with owners.
 */
const WORDS = [
  'about',
  'account',
  'admin',
  'administrator',
  'api',
  'app',
  'apps',
  'assets',
  'blog',
  'bounties',
  'dao',
  'daos',
  'dashboard',
  'docs',
  'download',
  'explore',
  'faucet',
  'gitopia',
  'help',
  'home',
  'issues',
  'login',
  'logout',
  'marketplace',
  'new',
  'notifications',
  'org',
  'orgs',
  'organizations',
  'profile',
  'pulls',
  'repositories',
  'repository',
  'rewards',
  'root',
  'search',
  'security',
  'settings',
  'signin',
  'signup',
  'site',
  'static',
  'storage',
  'support',
  'system',
  'team',
  'teams',
  'user',
  'users',
  'wallet',
  'www',
]

const HTTP_CODES = [
  ...Array.from({ length: 32 }, (_, i) => String(400 + i)),
  ...Array.from({ length: 12 }, (_, i) => String(500 + i)),
]

const WWW = Array.from({ length: 10 }, (_, i) => `www${i}`)

export const RESERVED_NAMES: ReadonlySet<string> = new Set([...WORDS, ...HTTP_CODES, ...WWW])
