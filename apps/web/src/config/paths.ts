/** Encodes each segment of a slash-separated path (refs like `feature/login`, file paths). */
export function encodePath(path: string): string {
  return path
    .split('/')
    .filter(segment => segment !== '')
    .map(encodeURIComponent)
    .join('/')
}

const repo = (owner: string, name: string) =>
  `/${encodeURIComponent(owner)}/${encodeURIComponent(name)}`
const withPath = (base: string, path = '') =>
  encodePath(path) ? `${base}/${encodePath(path)}` : base

/** A code page at a ref, `{kind}/{ref}/{path}` under the repository; no `path`: its root. */
const atRef = (kind: string) => ({
  pattern: `${kind}/*`,
  href: (owner: string, name: string, ref: string, path = '') =>
    withPath(`${repo(owner, name)}/${kind}/${encodePath(ref)}`, path),
})
/** A page of one file at a ref: the same, with the path required. */
const fileAtRef = (
  kind: string,
): { pattern: string; href: (owner: string, name: string, ref: string, path: string) => string } =>
  atRef(kind)

/** Every route of the app, with href builders, in one typed object. */
export const paths = {
  root: { pattern: '/', href: () => '/' },
  home: { pattern: '/home', href: () => '/home' },
  /** Create a repository; `owner` (an address) preselects who will own it. */
  newRepository: {
    pattern: '/new',
    href: (owner?: string) => (owner ? `/new?owner=${encodeURIComponent(owner)}` : '/new'),
  },
  /** One DAO proposal: what it does, its tally and votes; vote, execute or withdraw. */
  daoProposal: {
    pattern: '/daos/:name/proposals/:id',
    href: (name: string, id: string) =>
      `/daos/${encodeURIComponent(name)}/proposals/${encodeURIComponent(id)}`,
  },
  /** What others did that concerns the signed-in account (the notifications feature). */
  notifications: { pattern: '/notifications', href: () => '/notifications' },
  /** The profile of a user or DAO, by username, DAO name or address. */
  owner: { pattern: '/:owner', href: (owner: string) => `/${encodeURIComponent(owner)}` },
  /** Create a DAO: name, profile, members with weights, voting rules. */
  newDao: { pattern: '/daos/new', href: () => '/daos/new' },
  daoDashboard: {
    pattern: '/daos/:name/dashboard',
    href: (name: string) => `/daos/${encodeURIComponent(name)}/dashboard`,
  },
  /** The signed-in user's profile: create the user, edit it, claim rewards. */
  profileSettings: { pattern: '/settings/profile', href: () => '/settings/profile' },
  /** A committed transaction by hash. */
  tx: { pattern: '/tx/:hash', href: (hash: string) => `/tx/${encodeURIComponent(hash)}` },
  /** Balances and transactions of any address. */
  account: {
    pattern: '/account/:address',
    href: (address: string) => `/account/${encodeURIComponent(address)}`,
  },
  /** Repositories, users and DAOs by name. */
  explore: {
    pattern: '/explore',
    href: (query = '') => (query ? `/explore?q=${encodeURIComponent(query)}` : '/explore'),
  },
  /** Every bounty on the chain: sortable by amount and expiry, filterable by denom. */
  bounties: { pattern: '/bounties', href: () => '/bounties' },
  /** The storage network: providers, challenges, violations, stats. */
  storage: { pattern: '/storage', href: () => '/storage' },
  storageProvider: {
    pattern: '/storage/providers/:address',
    href: (address: string) => `/storage/providers/${encodeURIComponent(address)}`,
  },
  /** The "Get LORE" step: the network's faucet, deposits, the address to send LORE to. */
  getLore: { pattern: '/get-lore', href: () => '/get-lore' },
  /** Balances on Gitopia and IBC-connected chains, deposits, withdrawals, transfers. */
  assets: { pattern: '/assets', href: () => '/assets' },
  /** Chain governance: proposals, votes, deposits (the gov feature). */
  governance: { pattern: '/governance', href: () => '/governance' },
  governanceProposal: {
    pattern: '/governance/:id',
    href: (id: string) => `/governance/${encodeURIComponent(id)}`,
  },
  /** Staking: validators, the account's delegations, unbondings and rewards. */
  staking: { pattern: '/staking', href: () => '/staking' },
  /** The chain at a glance: height, node, supply, denominations. */
  chain: { pattern: '/chain', href: () => '/chain' },
  /** Chain nodes and storage providers: status, latency, the one in use, pick or add one. */
  networkSettings: { pattern: '/settings/network', href: () => '/settings/network' },
  /** A gallery of the shared UI primitives; the dash keeps it clear of user and DAO names. */
  components: { pattern: '/-/components', href: () => '/-/components' },

  /** A repository; the child patterns below are relative to it. */
  repository: { pattern: '/:owner/:repo', href: repo },
  repositoryTree: atRef('tree'),
  repositoryBlob: fileAtRef('blob'),
  repositoryCommits: atRef('commits'),
  /** Who last changed each line of a file at a ref. */
  repositoryBlame: fileAtRef('blame'),
  /** Code search; its query string says what and where (the search page builds it). */
  repositorySearch: {
    pattern: 'search',
    href: (owner: string, name: string) => `${repo(owner, name)}/search`,
  },
  repositoryCommit: {
    pattern: 'commit/:sha',
    href: (owner: string, name: string, sha: string) =>
      `${repo(owner, name)}/commit/${encodeURIComponent(sha)}`,
  },
  repositoryIssues: {
    pattern: 'issues/*',
    /** The list; `query` is its filter state (see the issues feature). */
    href: (owner: string, name: string, query = '') =>
      `${repo(owner, name)}/issues${query ? `?${query}` : ''}`,
  },
  repositoryIssueList: {
    pattern: 'issues',
    href: (o: string, n: string) => `${repo(o, n)}/issues`,
  },
  repositoryNewIssue: {
    pattern: 'issues/new',
    href: (owner: string, name: string) => `${repo(owner, name)}/issues/new`,
  },
  repositoryLabels: {
    pattern: 'issues/labels',
    href: (owner: string, name: string) => `${repo(owner, name)}/issues/labels`,
  },
  repositoryIssue: {
    pattern: 'issues/:iid',
    href: (owner: string, name: string, iid: number | string) =>
      `${repo(owner, name)}/issues/${encodeURIComponent(String(iid))}`,
  },
  repositoryPulls: {
    pattern: 'pulls/*',
    href: (owner: string, name: string) => `${repo(owner, name)}/pulls`,
  },
  /** The pull request list; `query` is its filter state. */
  repositoryPullList: {
    pattern: 'pulls',
    href: (owner: string, name: string, query = '') =>
      `${repo(owner, name)}/pulls${query ? `?${query}` : ''}`,
  },
  /** A pull request: its conversation, or the `files` or `commits` tab. */
  repositoryPull: {
    pattern: 'pulls/:iid/:tab?',
    href: (owner: string, name: string, iid: number | string, tab?: 'files' | 'commits') =>
      `${repo(owner, name)}/pulls/${encodeURIComponent(String(iid))}${tab ? `/${tab}` : ''}`,
  },
  /** Compare `base...head` (head may be `owner:branch` or `owner/repo:branch`) and open a PR. */
  repositoryCompare: {
    pattern: 'compare/*',
    href: (owner: string, name: string, spec = '') =>
      `${repo(owner, name)}/compare${spec ? `/${spec.split('/').map(encodeURIComponent).join('/')}` : ''}`,
  },
  repositoryReleases: {
    pattern: 'releases/*',
    href: (owner: string, name: string) => `${repo(owner, name)}/releases`,
  },
  /** Where the repository's data is stored (packfile, release assets, LFS objects). */
  repositoryStorage: {
    pattern: 'storage',
    href: (owner: string, name: string) => `${repo(owner, name)}/storage`,
  },
  repositorySettings: {
    pattern: 'settings/*',
    href: (owner: string, name: string) => `${repo(owner, name)}/settings`,
  },
} as const
