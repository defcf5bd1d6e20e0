/* The Msg builders and fixed content of the demo seed (demo-seed.ts). */
import { createHash } from 'node:crypto'
import { DEMO_RELEASES, DEMO_REPOSITORIES, type DemoUser } from './demo-world.ts'
import type { Msg } from './seeder.ts'

export const LORE = (whole: number) => [{ denom: 'ulore', amount: `${whole}000000` }]
export const R = DEMO_REPOSITORIES
export const repoRef = (repo: { owner: string; name: string }) => ({
  id: repo.owner,
  name: repo.name,
})

/** MsgCreateIssue: no description, labels, assignees or bounty unless `fields` gives them. */
export const createIssue = (
  repository: { id: string; name: string },
  title: string,
  fields: Record<string, unknown> = {},
): Msg => ({
  type: 'MsgCreateIssue',
  value: {
    repositoryId: repository,
    title,
    description: '',
    labelIds: [],
    weight: 0,
    assignees: [],
    bountyAmount: [],
    bountyExpiry: 0,
    ...fields,
  },
})

/**
 * MsgCreatePullRequest from `head`'s branch into `base`'s: no description, reviewers, assignees,
 * labels or linked issues unless `fields` gives them.
 */
export const createPullRequest = (
  title: string,
  head: { repository: { id: string; name: string }; branch: string },
  base: { repository: { id: string; name: string }; branch: string },
  fields: Record<string, unknown> = {},
): Msg => ({
  type: 'MsgCreatePullRequest',
  value: {
    title,
    description: '',
    headBranch: head.branch,
    headRepositoryId: head.repository,
    baseBranch: base.branch,
    baseRepositoryId: base.repository,
    reviewers: [],
    assignees: [],
    labelIds: [],
    issueIids: [],
    ...fields,
  },
})

/** MsgForkRepository of every branch of `repository` for `owner`, named `name` ('' keeps its name). */
export const forkRepository = (
  repository: { id: string; name: string },
  owner: string,
  name = '',
): Msg => ({
  type: 'MsgForkRepository',
  value: {
    repositoryId: repository,
    forkRepositoryName: name,
    forkRepositoryDescription: '',
    branch: '',
    owner,
  },
})

/** A storage provider's packfile update proposal, as the REST route shows it. */
export interface PackfileProposal {
  readonly id: string
  readonly merge_commit_sha: string
  readonly cid: string
}

/**
 * The merger's one tx after a provider prepared a merge: approve the provider's packfile proposal
 * and record the merge of pull request `iid` of repository `repositoryId` with it.
 */
export const approveAndMerge = (
  merger: string,
  proposal: PackfileProposal,
  repositoryId: number,
  iid: number,
): Msg[] => [
  {
    type: '/gitopia.gitopia.storage.MsgApproveRepositoryPackfileUpdate',
    value: { creator: merger, proposalId: Number(proposal.id) },
  },
  {
    type: 'MsgMergePullRequest',
    value: {
      repositoryId,
      pullRequestIid: iid,
      mergeCommitSha: proposal.merge_commit_sha,
      packfileCid: proposal.cid,
    },
  },
]

export const createUser = (user: DemoUser): Msg => ({
  type: 'MsgCreateUser',
  value: { username: user.username, name: user.name, bio: user.bio, avatarUrl: user.avatarUrl },
})

/** Which of a DAO's decisions go through a group proposal. */
interface DaoConfig {
  readonly requirePullRequestProposal: boolean
  readonly requireRepositoryDeletionProposal: boolean
  readonly requireCollaboratorProposal: boolean
  readonly requireReleaseProposal: boolean
}

/**
 * MsgCreateDao: members of weight 1 and metadata '' unless given, voting for 24 hours and passing
 * at 50 % unless told otherwise; profile fields empty and no decision requiring a proposal unless
 * given.
 */
export const createDao = ({
  name,
  description = '',
  avatarUrl = '',
  location = '',
  website = '',
  members,
  votingPeriod = '24',
  percentage = '0.5',
  config,
}: {
  name: string
  description?: string
  avatarUrl?: string
  location?: string
  website?: string
  members: readonly { address: string; weight?: string; metadata?: string }[]
  /** Hours. */
  votingPeriod?: string
  percentage?: string
  config?: Partial<DaoConfig>
}): Msg => ({
  type: 'MsgCreateDao',
  value: {
    name,
    description,
    avatarUrl,
    location,
    website,
    members: members.map(({ address, weight = '1', metadata = '' }) => ({
      address,
      weight,
      metadata,
    })),
    votingPeriod,
    percentage,
    config: {
      requirePullRequestProposal: false,
      requireRepositoryDeletionProposal: false,
      requireCollaboratorProposal: false,
      requireReleaseProposal: false,
      ...config,
    },
  },
})

export const comment = (parentIid: number, parent: 1 | 2, body: string): Msg => ({
  type: 'MsgCreateComment',
  value: {
    repositoryId: Number(R.helloWorld.id),
    parentIid,
    parent,
    body,
    attachments: [],
    diffHunk: '',
    path: '',
    position: 0,
  },
})

export const ISSUE = 1
export const PULL = 2

/** Deterministic release asset bytes. */
export function releaseAssets(): { name: string; bytes: Buffer; sha256: string }[] {
  const tarball = Buffer.alloc(DEMO_RELEASES.v1.assets[0].size)
  for (let i = 0; i < tarball.length; i++) tarball[i] = (i * 131 + 7) & 0xff
  const tarSha = createHash('sha256').update(tarball).digest('hex')
  const sums = Buffer.from(`${tarSha}  ${DEMO_RELEASES.v1.assets[0].name}\n`)
  return [
    { name: DEMO_RELEASES.v1.assets[0].name, bytes: tarball, sha256: tarSha },
    {
      name: DEMO_RELEASES.v1.assets[1].name,
      bytes: sums,
      sha256: createHash('sha256').update(sums).digest('hex'),
    },
  ]
}
