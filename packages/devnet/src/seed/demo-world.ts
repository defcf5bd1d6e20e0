/**
 * The demo world that `--seed demo` creates, as constants: tests and other tools refer to these
 * instead of repeating names and numbers. Everything here is deterministic (ids follow creation
 * order); only timestamps depend on when the devnet was first started.
 *
 * Import it from `@gitopia-client/devnet/demo-world` (no Node-only dependencies).
 */

export interface DemoAccount {
  readonly address: string
  /** Public test mnemonic: never use for real funds. */
  readonly mnemonic: string
}

/** The README's development accounts plus two demo-only users. */
export const DEMO_ACCOUNTS = {
  alice: {
    address: 'gitopia1rkyl3t2chwshfd5vxygtw68ys800xprcnzfd98',
    mnemonic:
      'shed swing net artefact item artwork awful bacon teach smooth auto lamp latin chest situate capable divert usage miracle emerge pistol chronic ability below',
  },
  bob: {
    address: 'gitopia1zypdnc2ct9aurl6n9gclp3hnc2mfkpv6c6jh4n',
    mnemonic:
      'settle gaze shoulder century record seed case reflect bounce range wrap tray tired leisure arrange imitate anxiety grunt divide survey champion ritual voyage scrub',
  },
  /** No balance, no user: a fee grant of 10 LORE from the faucet; a member of the demo DAO. */
  carol: {
    address: 'gitopia1gz2e3zdsl37tw4wjmmdxcpnzmuwzzl3rycses0',
    mnemonic:
      'start doctor olive erase object vapor field version early recycle merit vast night slim digital elbow finger pitch card awful south siege exotic art',
  },
  /** 1,000 LORE and no user yet: for "create your user" flows. */
  dev: {
    address: 'gitopia19rl4cm2hmr8afy4kldpxz3fka4jguq0azc22sk',
    mnemonic:
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
  },
  faucet: {
    address: 'gitopia13fhsz6qtjkjlydx5vlaal07usxs87yytdzklgp',
    mnemonic:
      'alter nurse deal inform rally fan please acid scare depth violin voyage grief mesh whip slot message dose cute strong equip behind skate model',
  },
  /** Author of the hostile content. */
  mallory: {
    address: 'gitopia1hxcq5vwyxtvqk45zag2lszqj66le4u90wycqvt',
    mnemonic:
      'spider finger alone reflect ability vote muscle fabric what term picnic people sheriff puzzle grunt betray time garbage sign super prefer tent angle panic',
  },
  erin: {
    address: 'gitopia1hymrvl9xcm237m0wy4lu06egp0jmx7fp6qksr7',
    mnemonic:
      'alone favorite aware rubber peasant leg record degree velvet leopard bone tooth honey install sell scout misery swift galaxy maze trial fall put noise',
  },
} as const satisfies Record<string, DemoAccount>

/**
 * Known development accounts (declared once above, with the demo-only ones).
 * Their mnemonics are public (README) and must never hold real funds. `dev` uses the well-known
 * "abandon … about" test mnemonic.
 */
const { alice, bob, carol, faucet, dev } = DEMO_ACCOUNTS
export const TEST_ACCOUNTS = { alice, bob, carol, faucet, dev } as const

export type DemoAccountName = keyof typeof DEMO_ACCOUNTS

/** Strings a real chain can hold and the client must render inert. */
export const HOSTILE = {
  name: '<script>alert("name")</script>Mallory',
  bio: `<img src=x onerror=alert('bio')> [bio link](javascript:alert('bio'))`,
  /** Valid https, but breaks out of an unescaped attribute. */
  avatarUrl: 'https://avatars.devnet.gitopia.test/m.png" onerror="alert(\'avatar\')',
  issueTitle: '<script>alert("issue title")</script> Title with <b>markup</b>',
  issueBody: [
    '<script>alert("issue body")</script>',
    '<img src=x onerror="alert(\'issue img\')">',
    "[javascript link](javascript:alert('issue link')) and <a href=\"javascript:alert('a')\" onclick=\"alert('click')\">anchor</a>",
    '<svg onload="alert(\'svg\')"><script>alert("svg script")</script></svg>',
    '![svg image](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+)',
    '<iframe src="javascript:alert(\'frame\')"></iframe>',
  ].join('\n\n'),
  comment: `Nice! <img src=x onerror=alert('comment')> <a href="javascript:alert('comment link')">details</a>`,
  label: `<img src=x onerror=alert('label')>`,
  releaseNotes: `## Notes\n\n<script>alert('release')</script>\n\n[download](javascript:alert('release link'))`,
  daoDescription: `<script>alert('dao')</script> We <b>totally</b> build things.`,
  daoWebsite: 'https://hostile.devnet.gitopia.test/"><script>alert(1)</script>',
  repoDescription: '<img src=x onerror=alert(1)>',
} as const

export interface DemoUser {
  readonly account: DemoAccountName
  readonly address: string
  readonly username: string
  readonly name: string
  readonly bio: string
  readonly avatarUrl: string
}

const user = (
  account: DemoAccountName,
  fields: Omit<DemoUser, 'account' | 'address'>,
): DemoUser => ({ account, address: DEMO_ACCOUNTS[account].address, ...fields })

export const DEMO_USERS = {
  alice: user('alice', {
    username: 'alice',
    name: 'Alice Liddell',
    bio: 'Maintains hello-world. Small tools, well tested.',
    avatarUrl: 'https://avatars.devnet.gitopia.test/alice.png',
  }),
  bob: user('bob', {
    username: 'bob',
    name: 'Bob Builder',
    bio: 'Contributor. Forks first, asks questions later.',
    avatarUrl: '',
  }),
  mallory: user('mallory', {
    username: 'mallory',
    name: HOSTILE.name,
    bio: HOSTILE.bio,
    avatarUrl: HOSTILE.avatarUrl,
  }),
  erin: user('erin', {
    username: 'erin',
    name: 'Erin Ops',
    bio: 'Runs the DAO treasury.',
    avatarUrl: 'https://avatars.devnet.gitopia.test/erin.png',
  }),
} as const

export interface DemoDao {
  readonly name: string
  readonly description: string
  readonly website: string
  readonly location: string
  readonly avatarUrl: string
  /** Group members with their voting weights. */
  readonly members: readonly { readonly address: string; readonly weight: string }[]
  /** Hours. */
  readonly votingPeriod: string
  readonly percentage: string
  readonly creator: DemoAccountName
}

export const DEMO_DAOS = {
  devnet: {
    name: 'devnet-dao',
    description: 'The demo DAO: alice, bob and carol decide together.',
    website: 'https://devnet.gitopia.test',
    location: 'Localhost',
    avatarUrl: 'https://avatars.devnet.gitopia.test/devnet-dao.png',
    members: [
      { address: DEMO_ACCOUNTS.alice.address, weight: '2' },
      { address: DEMO_ACCOUNTS.bob.address, weight: '1' },
      { address: DEMO_ACCOUNTS.carol.address, weight: '1' },
    ],
    votingPeriod: '72',
    percentage: '0.6',
    creator: 'alice',
  },
  hostile: {
    name: 'hostile-dao',
    description: HOSTILE.daoDescription,
    website: HOSTILE.daoWebsite,
    location: '<b>nowhere</b>',
    avatarUrl: HOSTILE.avatarUrl,
    members: [{ address: DEMO_ACCOUNTS.mallory.address, weight: '1' }],
    votingPeriod: '24',
    percentage: '0.5',
    creator: 'mallory',
  },
} as const satisfies Record<string, DemoDao>

export interface DemoRepository {
  /** On-chain repository id (creation order). */
  readonly id: string
  /** Owner username or DAO name (routes accept either). */
  readonly owner: string
  readonly ownerAddress: string
  readonly name: string
  readonly defaultBranch: string
  /** Every branch, sorted (the chain's order). */
  readonly branches: readonly string[]
  readonly tags: readonly string[]
}

export const DEMO_REPOSITORIES = {
  /** Real history: many languages, a README with relative links and an image, binary files. */
  helloWorld: {
    id: '0',
    owner: 'alice',
    ownerAddress: DEMO_ACCOUNTS.alice.address,
    name: 'hello-world',
    defaultBranch: 'master',
    branches: ['develop', 'feature/login', 'master'],
    tags: ['v0.1.0', 'v1.0.0'],
  },
  /** No content at all: no branches, no packfile. */
  empty: {
    id: '1',
    owner: 'alice',
    ownerAddress: DEMO_ACCOUNTS.alice.address,
    name: 'empty-repo',
    defaultBranch: 'master',
    branches: [],
    tags: [],
  },
  /** Owned by the DAO. */
  daoTools: {
    id: '2',
    owner: 'devnet-dao',
    ownerAddress: '',
    name: 'dao-tools',
    defaultBranch: 'main',
    branches: ['main'],
    tags: [],
  },
  /** Script tags, javascript: links, event handlers and an SVG payload in the README. */
  hostile: {
    id: '3',
    owner: 'mallory',
    ownerAddress: DEMO_ACCOUNTS.mallory.address,
    name: 'hostile-readme',
    defaultBranch: 'master',
    branches: ['master'],
    tags: [],
  },
  /** bob's fork of alice/hello-world with the pull-request branches. */
  fork: {
    id: '4',
    owner: 'bob',
    ownerAddress: DEMO_ACCOUNTS.bob.address,
    name: 'hello-world',
    defaultBranch: 'master',
    branches: ['conflicting', 'develop', 'feature/greeting-name', 'feature/login', 'master'],
    /** A fork copies branches, not tags. */
    tags: [],
  },
} as const satisfies Record<string, DemoRepository>

/** Labels of alice/hello-world, by id. */
export const DEMO_LABELS = {
  bug: { id: '1', name: 'bug', color: '#d73a4a', description: "Something isn't working" },
  enhancement: { id: '2', name: 'enhancement', color: '#a2eeef', description: 'New feature' },
  documentation: { id: '3', name: 'documentation', color: '#0075ca', description: 'Docs' },
  hostile: { id: '4', name: HOSTILE.label, color: '#000000', description: HOSTILE.label },
} as const

/** Issues of alice/hello-world by iid. */
export const DEMO_ISSUES = {
  /** OPEN, label enhancement, assigned to bob, a 5 LORE bounty, a comment thread; PR 1 links it. */
  greeting: { iid: 1, title: "Greeting ignores the user's full name", state: 'OPEN' },
  /** CLOSED by alice with a closing comment; label bug. */
  crash: { iid: 2, title: 'Crash on empty input', state: 'CLOSED' },
  /** By mallory: hostile title and body. */
  hostile: { iid: 3, title: HOSTILE.issueTitle, state: 'OPEN' },
  /** OPEN, label documentation, no comments. */
  docs: { iid: 4, title: 'Document the build script', state: 'OPEN' },
} as const

/** Pull requests into alice/hello-world by iid. */
export const DEMO_PULLS = {
  /** bob/hello-world:feature/greeting-name → master; OPEN, mergeable, links issue 1, reviewer alice. */
  greeting: {
    iid: 1,
    title: 'Greet by full name',
    state: 'OPEN',
    headRepository: 'fork',
    headBranch: 'feature/greeting-name',
    baseBranch: 'master',
  },
  /** bob/hello-world:conflicting → master; OPEN, conflicts with master. */
  conflicting: {
    iid: 2,
    title: 'Rewrite the greeting differently',
    state: 'OPEN',
    headRepository: 'fork',
    headBranch: 'conflicting',
    baseBranch: 'master',
  },
  /** alice/hello-world:develop → master; CLOSED without merging. */
  develop: {
    iid: 3,
    title: 'Release the develop branch',
    state: 'CLOSED',
    headRepository: 'helloWorld',
    headBranch: 'develop',
    baseBranch: 'master',
  },
} as const

/** Releases of alice/hello-world; assets are served by every provider at `/releases/alice/hello-world/<tag>/<name>`. */
export const DEMO_RELEASES = {
  v1: {
    tag: 'v1.0.0',
    name: 'Version 1.0.0',
    assets: [
      { name: 'hello-world-1.0.0.tar.gz', size: 2048 },
      { name: 'checksums.txt', size: 91 },
    ],
  },
  v01: { tag: 'v0.1.0', name: 'First preview', assets: [], preRelease: true },
} as const

/** Group proposals of devnet-dao (group proposal ids). */
export const DEMO_GROUP_PROPOSALS = {
  /**
   * alice and bob voted yes (3 of 4, above the 60% threshold) without executing: still SUBMITTED,
   * ready for MsgExec (an executed proposal is pruned from the chain, so none is seeded).
   */
  docsSprint: { id: '1', title: 'Fund the docs sprint', status: 'PROPOSAL_STATUS_SUBMITTED' },
  /** Submitted; alice voted yes (weight 2 of 4, below the 60% threshold): open for bob and carol. */
  newLogo: { id: '2', title: 'Adopt the new logo', status: 'PROPOSAL_STATUS_SUBMITTED' },
} as const

/** Bounties by id. */
export const DEMO_BOUNTIES = {
  greeting: { id: '0', issueIid: 1, amount: { denom: 'ulore', amount: '5000000' } },
} as const
