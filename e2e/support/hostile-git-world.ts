import { createPullRequest } from '@gitopia-client/devnet/demo-msgs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createDaoMsg } from './dao.ts'
import { git, pushRefs, repositoryIdOf } from './git-push.ts'
import { HOSTILE_PAYLOADS, LONG_TOKEN } from './hostile-corpus.ts'
import {
  HOSTILE_BRANCHES,
  HOSTILE_DIRECTORY,
  HOSTILE_FILE_NAMES,
  HOSTILE_TAGS,
  writeHostileRepository,
} from './hostile-git.ts'
import { sendAs } from './send.ts'
import { buildWorld, userOf, type WorldUser } from './world.ts'

/**
 * A world of hostile content placed by signed txs and a git push: a user with the longest
 * mixed-case username the chain allows, who owns a 100-character right-to-left repository (hostile
 * description, labels, an issue, the git corpus of hostile-git.ts, one pull request per branch
 * name the chain takes) and a DAO with every field hostile.
 */
export interface HostileGitWorld {
  readonly owner: WorldUser
  /** The repository's name and its address path `/<owner>/<name>`. */
  readonly name: string
  readonly repo: string
  readonly dao: string
  /** Pull requests 1..pulls, one per branch of `pullBranches`. */
  readonly pullBranches: readonly string[]
  readonly shas: { readonly master: string; readonly branch: string }
}

/** Usernames allow letters, digits and single dashes, up to 39 bytes: the longest, mixed case. */
const OWNER = 'Hostile-GIT-wwwwwwwwwwwwwwww'
const LABELS = HOSTILE_PAYLOADS.filter(payload => payload.length <= 63).slice(8, 14)
const DESCRIPTION = `${HOSTILE_PAYLOADS.slice(0, 4).join(' ')} ${'D'.repeat(255)}`.slice(0, 255)
const BODY = [...HOSTILE_PAYLOADS, LONG_TOKEN].join('\n\n')
/** Pull request branch names are at most 63 characters long. */
const PULL_BRANCHES = HOSTILE_BRANCHES.filter(branch => branch.length <= 63)

export async function buildHostileGitWorld(urls: {
  rest: string
  rpc: string
}): Promise<HostileGitWorld> {
  const unique = Date.now().toString(36)
  /** Repository names allow any letters: a right-to-left one, 100 characters long. */
  const name = `${'\u05E9\u05DC\u05D5\u05DD'.repeat(5)}-${unique}-${'w'.repeat(100)}`.slice(0, 100)
  const dao = `git-dao-${unique}`
  const world = await buildWorld(urls, { users: [OWNER] })
  const owner = userOf(world, OWNER)
  const repositoryId = { id: owner.address, name }
  await sendAs(urls, owner.mnemonic, [
    {
      type: 'MsgCreateRepository',
      value: { name, owner: owner.address, description: DESCRIPTION },
    },
    createDaoMsg({
      name: dao,
      description: DESCRIPTION,
      avatarUrl: "https://evil.example/a.svg?\"><img src=x onerror=alert('dao-avatar')>",
      location: `${HOSTILE_PAYLOADS[2]} \u202Eecalp\u202C ${'L'.repeat(200)}`.slice(0, 255),
      website: "https://evil.example/\"><script>alert('dao-website')</script>",
      members: [{ address: owner.address }],
    }),
    ...LABELS.map((label, index) => ({
      type: 'MsgCreateRepositoryLabel',
      value: {
        repositoryId,
        name: label,
        color: `#${String(index * 111111).padStart(6, '0')}`,
        description: label,
      },
    })),
  ])

  const work = await mkdtemp(join(tmpdir(), 'e2e-hostile-git-'))
  const shas = { master: '', branch: '' }
  try {
    await writeHostileRepository(work)
    const id = await repositoryIdOf(urls.rest, owner.address, name)
    await pushRefs(urls.rest, owner.mnemonic, id, work, [
      'refs/heads/*:refs/heads/*',
      'refs/tags/*:refs/tags/*',
    ])
    shas.master = (await git(work, ['rev-parse', 'master'])).stdout.trim()
    shas.branch = (await git(work, ['rev-parse', PULL_BRANCHES[0] ?? ''])).stdout.trim()
  } finally {
    await rm(work, { recursive: true, force: true })
  }

  await sendAs(urls, owner.mnemonic, [
    {
      type: 'MsgCreateIssue',
      value: {
        repositoryId,
        title: HOSTILE_PAYLOADS[0],
        description: BODY,
        labelIds: LABELS.map((_, index) => index + 1),
        weight: 0,
        assignees: [],
        bountyAmount: [],
        bountyExpiry: 0,
      },
    },
    ...PULL_BRANCHES.map((branch, index) =>
      createPullRequest(
        (HOSTILE_PAYLOADS[index] ?? branch).slice(0, 255),
        { repository: repositoryId, branch },
        { repository: repositoryId, branch: 'master' },
        { description: BODY, labelIds: [1, 2] },
      ),
    ),
  ])
  return {
    owner,
    name,
    repo: `/${owner.username}/${encodeURIComponent(name)}`,
    dao,
    pullBranches: PULL_BRANCHES,
    shas,
  }
}

/** Each segment percent-encoded, as a reader would type the address. */
const encoded = (path: string) => path.split('/').map(encodeURIComponent).join('/')

/** A page path and a text it shows once loaded (null: the page's main region is enough). */
export type HostilePage = readonly [string, string | null]

/** Every page that shows the world's hostile content, in groups of about twenty. */
export function hostileGitPages(world: HostileGitWorld): Record<string, readonly HostilePage[]> {
  const { repo, dao, owner, shas } = world
  const pulls = world.pullBranches.length
  const long = HOSTILE_BRANCHES.at(-1) ?? ''
  return {
    'repository home, tree and file views': [
      [repo, 'Hostile README'],
      [`${repo}/tree/master`, 'trojan.js'],
      [`${repo}/tree/master/${encoded(HOSTILE_DIRECTORY)}`, 'README.md'],
      ...[...HOSTILE_BRANCHES.slice(0, 3), long].map((branch): HostilePage => [
        `${repo}/tree/${encoded(branch)}`,
        'trojan.js',
      ]),
      [`${repo}/blob/master/README.md`, 'Hostile README'],
      [`${repo}/blob/master/payload.svg`, null],
      [`${repo}/blob/master/page.html`, 'html-script'],
      [`${repo}/blob/master/long-line.txt`, null],
      [`${repo}/blob/master/trojan.js`, 'isAdmin'],
      [`${repo}/blob/master/${encoded(`${HOSTILE_DIRECTORY}/README.md`)}`, 'Hostile README'],
      [`${repo}/blob/${encoded(long)}/trojan.js`, 'isAdmin'],
    ],
    'file names': HOSTILE_FILE_NAMES.map((name): HostilePage => [
      `${repo}/blob/master/${encodeURIComponent(name)}`,
      null,
    ]),
    'branches, tags, commits and compare': [
      [`${repo}/branches`, 'feature#top'],
      [`${repo}/tags`, HOSTILE_TAGS[2] ?? ''],
      [`${repo}/releases`, null],
      [`${repo}/commits/master`, 'corpus-1'],
      [`${repo}/commits/${encoded(HOSTILE_BRANCHES[0] ?? '')}`, 'corpus-1'],
      [`${repo}/commit/${shas.master}`, null],
      [`${repo}/commit/${shas.branch}`, null],
      [`${repo}/compare/${encoded(`master...${HOSTILE_BRANCHES[1] ?? ''}`)}`, null],
      [`${repo}/compare/${encoded(`master...${long}`)}`, null],
    ],
    'pull requests, issues, DAO, profile and explore': [
      [`${repo}/pulls`, 'corpus-1'],
      [`${repo}/pulls/1`, 'corpus-1'],
      [`${repo}/pulls/1/files`, null],
      [`${repo}/pulls/1/commits`, null],
      [`${repo}/pulls/${pulls}`, null],
      [`${repo}/pulls/${pulls}/files`, null],
      [`${repo}/issues/1`, 'corpus-1'],
      [`${repo}/issues/labels`, null],
      [`/${dao}`, dao],
      [`/daos/${dao}/dashboard`, null],
      [`/${owner.username}`, owner.username],
      [`/explore?q=${encodeURIComponent(owner.username)}`, owner.username],
      [`/explore?q=${encodeURIComponent(dao)}`, dao],
    ],
  }
}
