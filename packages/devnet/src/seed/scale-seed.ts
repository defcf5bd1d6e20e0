import { sha256 } from '../chain/sha256.ts'
import { toBech32, toUtf8 } from '@cosmjs/encoding'
import type { GitopiaContext } from '../modules/gitopia/context.ts'
import { newRepository, type Issue } from '../modules/gitopia/json.ts'
import { GO_ZERO_TIME, unixSeconds } from '../modules/gitopia/wire.ts'
import type { StorageKeeper } from '../modules/storage/keeper.ts'
import { cidFromSha256, rfc3339 } from '../modules/storage/types.ts'
import { repackAndDescribe } from '../storage-provider/packfile.ts'
import { scaleRepository } from './git/demo.ts'
import type { Seeder } from './seeder.ts'

/** The `--seed scale` world (on top of the demo world), for benchmarks. */
export const SCALE_WORLD = {
  username: 'scale',
  address: toBech32('gitopia', sha256(toUtf8('gitopia devnet scale user')).slice(0, 20)),
  /** 10,000 files in `files/`, and a last commit rewriting 10,000 lines of `data/table.txt`. */
  bigRepository: 'big',
  /** `repo-00000` … `repo-09999`, empty. */
  repositories: 10_000,
  /** Issues in `scale/big` (iid 1…); every third is CLOSED. */
  issuesInBig: 50_000,
  /** Issues in each `repo-NNNNN`. */
  issuesPerRepository: 5,
} as const

export const SCALE_OP = 'seed-scale'

/** What the system op needs from the git build (identical at every replay). */
export interface ScaleArgs {
  readonly provider: string
  readonly masterSha: string
  readonly packName: string
  readonly packSize: number
  readonly packSha256: string
  /** Merkle root of the pack (hex); absent in ops logged before challenges, then the sha256. */
  readonly packRootHash?: string
}

const WORDS = [
  'crash',
  'login',
  'docs',
  'build',
  'flaky',
  'render',
  'memory',
  'network',
  'ui',
  'api',
]

/** Builds the big git repository (once) and returns the op's arguments. */
export async function prepareScale(seeder: Seeder, repositoryId: string): Promise<ScaleArgs> {
  const [provider] = seeder.ctx.providers
  if (!provider) throw new Error('the scale seed needs a storage provider')
  const git = await seeder.buildGit(repositoryId, scaleRepository())
  const pack = await repackAndDescribe(git.path)
  return {
    provider: provider.address,
    masterSha: git.refs['refs/heads/master'] ?? '',
    packName: pack.name,
    packSize: pack.size,
    packSha256: pack.sha256,
    packRootHash: pack.rootHash,
  }
}

/**
 * Writes the scale world straight into the keepers (no signed txs: 110,000 of them would take
 * minutes). Runs as a system op of one block, so a restart replays it at the same place.
 */
export function applyScaleState(
  g: GitopiaContext,
  storage: StorageKeeper,
  args: ScaleArgs,
  time: Date,
): void {
  const at = unixSeconds(time)
  const owner = SCALE_WORLD.address
  g.users.registerName(
    SCALE_WORLD.username,
    owner,
    'USER',
    owner,
    'username is already taken: (scale)',
  )
  g.users.createUser(
    {
      creator: owner,
      name: 'Scale Test',
      username: SCALE_WORLD.username,
      usernameGithub: '',
      avatarUrl: '',
      followers: [],
      following: [],
      starred_repos: [],
      subscriptions: '',
      bio: 'Owns the benchmark repositories.',
      createdAt: '',
      updatedAt: '',
      verified: false,
      pinned_repos: [],
    },
    time,
  )
  const repository = (name: string, issues: number) => {
    const id = g.users.nextId('repository').toString()
    const repo = {
      ...newRepository({
        creator: owner,
        id,
        name,
        owner: { id: owner, type: 'USER' },
        description: '',
        time: at,
      }),
      issuesCount: String(issues),
    }
    g.repos.save(repo)
    return repo
  }
  const addIssues = (repositoryId: string, count: number) => {
    for (let iid = 1; iid <= count; iid++) {
      const closed = iid % 3 === 0
      const issue: Issue = {
        creator: owner,
        id: g.users.nextId('issue').toString(),
        iid: String(iid),
        title: `Scale issue ${iid}: ${WORDS[iid % WORDS.length]} problem`,
        state: closed ? 'CLOSED' : 'OPEN',
        description: `Generated issue number ${iid}.`,
        commentsCount: '0',
        pullRequests: [],
        repositoryId,
        labels: [],
        weight: '0',
        assignees: [],
        bounties: [],
        createdAt: at,
        updatedAt: at,
        closedAt: closed ? at : GO_ZERO_TIME,
        closedBy: closed ? owner : '',
      }
      g.issues.save(issue)
    }
  }

  const big = repository(SCALE_WORLD.bigRepository, SCALE_WORLD.issuesInBig)
  g.repos.branches.set({
    id: g.users.nextId('branch').toString(),
    repositoryId: big.id,
    name: 'master',
    sha: args.masterSha,
    allowForcePush: false,
    createdAt: at,
    updatedAt: at,
  })
  g.repos.save({ ...big, pushedAt: at })
  const cid = cidFromSha256(args.packSha256)
  storage.savePackfile({
    creator: args.provider,
    id: storage.nextId('packfile'),
    repository_id: big.id,
    name: args.packName,
    size: String(args.packSize),
    cid,
    root_hash: Buffer.from(args.packRootHash ?? args.packSha256, 'hex').toString('base64'),
    created_at: rfc3339(time),
    updated_at: rfc3339(time),
    old_cid: '',
  })
  addIssues(big.id, SCALE_WORLD.issuesInBig)
  for (let n = 0; n < SCALE_WORLD.repositories; n++) {
    const repo = repository(`repo-${String(n).padStart(5, '0')}`, SCALE_WORLD.issuesPerRepository)
    addIssues(repo.id, SCALE_WORLD.issuesPerRepository)
  }
}
