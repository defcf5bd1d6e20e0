/**
 * Gitopia entities exactly as the REST gateway prints them (docs/protocol.md#json-conventions, #gitopia-entities): values are stored
 * in this shape, so keys keep proto field order, uint64/int64 are decimal strings and enums are names.
 * Updates spread the old object, which keeps the key order.
 */
import type { CommentType } from '@gitopia-client/chain/gitopia'
import type { Coin } from '../../chain/coins.ts'
import type { OwnerType } from './users/keeper.ts'
import { GO_ZERO_TIME } from './wire.ts'

export const PERMISSIONS = ['READ', 'TRIAGE', 'WRITE', 'MAINTAIN', 'ADMIN'] as const
export type Permission = (typeof PERMISSIONS)[number]

export const COMMENT_PARENTS = [
  'COMMENT_PARENT_NONE',
  'COMMENT_PARENT_ISSUE',
  'COMMENT_PARENT_PULL_REQUEST',
] as const
export type CommentParent = (typeof COMMENT_PARENTS)[number]

// Stored and printed by name only; nothing needs the enum's numbers, so no list of them.
export type BountyState =
  'BOUNTY_STATE_SRCDEBITTED' | 'BOUNTY_STATE_DESTCREDITED' | 'BOUNTY_STATE_REVERTEDBACK'

export interface RepositoryOwner {
  readonly id: string
  readonly type: OwnerType
}

export interface RepositoryLabel {
  readonly id: string
  readonly name: string
  readonly color: string
  readonly description: string
}

export interface RepositoryCollaborator {
  readonly id: string
  readonly permission: Permission
}

export interface RepositoryBackup {
  readonly store: 'IPFS' | 'ARWEAVE'
  readonly refs: readonly string[]
}

export interface Repository {
  readonly creator: string
  readonly id: string
  readonly name: string
  readonly owner: RepositoryOwner
  readonly description: string
  readonly forks: readonly string[]
  readonly subscribers: string
  readonly commits: string
  readonly issuesCount: string
  readonly pullsCount: string
  readonly labels: readonly RepositoryLabel[]
  readonly labelsCount: string
  readonly releases: readonly { readonly id: string; readonly tagName: string }[]
  readonly createdAt: string
  readonly updatedAt: string
  readonly pushedAt: string
  readonly stargazers: readonly string[]
  readonly archived: boolean
  readonly license: string
  readonly defaultBranch: string
  readonly parent: string
  readonly fork: boolean
  readonly collaborators: readonly RepositoryCollaborator[]
  readonly allowForking: boolean
  readonly backups: readonly RepositoryBackup[]
  readonly enableArweaveBackup: boolean
}

export interface RepositoryFork {
  readonly creator: string
  readonly id: string
  readonly name: string
  readonly owner: RepositoryOwner
  readonly description: string
  readonly parent: string
  readonly forksCount: string
  readonly issuesCount: string
  readonly pullsCount: string
}

export interface Branch {
  readonly id: string
  readonly repositoryId: string
  readonly name: string
  readonly sha: string
  readonly allowForcePush: boolean
  readonly createdAt: string
  readonly updatedAt: string
}

export interface Tag {
  readonly id: string
  readonly repositoryId: string
  readonly name: string
  readonly sha: string
  readonly createdAt: string
  readonly updatedAt: string
}

export interface Iid {
  readonly iid: string
  readonly id: string
}

export interface Issue {
  readonly creator: string
  readonly id: string
  readonly iid: string
  readonly title: string
  readonly state: 'OPEN' | 'CLOSED'
  readonly description: string
  readonly commentsCount: string
  readonly pullRequests: readonly Iid[]
  readonly repositoryId: string
  readonly labels: readonly string[]
  readonly weight: string
  readonly assignees: readonly string[]
  readonly bounties: readonly string[]
  readonly createdAt: string
  readonly updatedAt: string
  readonly closedAt: string
  readonly closedBy: string
}

export interface PullRequestRef {
  readonly repositoryId: string
  readonly branch: string
  readonly commitSha: string
}

export interface PullRequest {
  readonly creator: string
  readonly id: string
  readonly iid: string
  readonly title: string
  readonly state: 'OPEN' | 'CLOSED' | 'MERGED'
  readonly description: string
  readonly locked: boolean
  readonly commentsCount: string
  readonly issues: readonly Iid[]
  readonly labels: readonly string[]
  readonly assignees: readonly string[]
  readonly reviewers: readonly string[]
  readonly draft: boolean
  readonly createdAt: string
  readonly updatedAt: string
  readonly closedAt: string
  readonly closedBy: string
  readonly mergedAt: string
  readonly mergedBy: string
  readonly mergeCommitSha: string
  readonly maintainerCanModify: boolean
  readonly head: PullRequestRef | null
  readonly base: PullRequestRef | null
}

export interface Attachment {
  readonly name: string
  readonly size: string
  readonly sha: string
  readonly uploader: string
}

export interface Reaction {
  readonly address: string
  readonly emojis: readonly string[]
}

export interface Comment {
  readonly creator: string
  readonly id: string
  readonly repositoryId: string
  readonly parentIid: string
  readonly parent: CommentParent
  readonly commentIid: string
  readonly body: string
  readonly attachments: readonly Attachment[]
  readonly diffHunk: string
  readonly path: string
  readonly position: string
  readonly system: boolean
  readonly authorAssociation: string
  readonly createdAt: string
  readonly updatedAt: string
  readonly commentType: CommentType
  readonly resolved: boolean
  readonly replies: readonly string[]
  readonly reactions: readonly Reaction[]
  readonly hidden: boolean
}

export interface Release {
  readonly creator: string
  readonly id: string
  readonly repositoryId: string
  readonly tagName: string
  readonly target: string
  readonly name: string
  readonly description: string
  readonly attachments: readonly Attachment[]
  readonly draft: boolean
  readonly preRelease: boolean
  readonly isTag: boolean
  readonly createdAt: string
  readonly updatedAt: string
  readonly publishedAt: string
}

export interface Bounty {
  readonly id: string
  readonly amount: readonly Coin[]
  readonly state: BountyState
  readonly repositoryId: string
  readonly parentIid: string
  readonly parent: 'BOUNTY_PARENT_ISSUE'
  readonly expireAt: string
  readonly rewardedTo: string
  readonly createdAt: string
  readonly updatedAt: string
  readonly creator: string
}

export interface DaoConfig {
  readonly require_pull_request_proposal: boolean
  readonly require_repository_deletion_proposal: boolean
  readonly require_collaborator_proposal: boolean
  readonly require_release_proposal: boolean
}

export interface Dao {
  readonly creator: string
  readonly id: string
  readonly address: string
  readonly name: string
  readonly avatarUrl: string
  readonly followers: readonly string[]
  readonly following: readonly string[]
  readonly teams: readonly string[]
  readonly location: string
  readonly website: string
  readonly verified: boolean
  readonly description: string
  readonly createdAt: string
  readonly updatedAt: string
  readonly pinned_repos: readonly string[]
  readonly group_id: string
  readonly config: DaoConfig
}

export function newRepository(fields: {
  creator: string
  id: string
  name: string
  owner: RepositoryOwner
  description: string
  time: string
}): Repository {
  return {
    creator: fields.creator,
    id: fields.id,
    name: fields.name,
    owner: fields.owner,
    description: fields.description,
    forks: [],
    subscribers: '',
    commits: '',
    issuesCount: '0',
    pullsCount: '0',
    labels: [],
    labelsCount: '0',
    releases: [],
    createdAt: fields.time,
    updatedAt: fields.time,
    pushedAt: GO_ZERO_TIME,
    stargazers: [],
    archived: false,
    license: '',
    defaultBranch: 'master',
    parent: '0',
    fork: false,
    collaborators: [],
    allowForking: false,
    backups: [],
    enableArweaveBackup: false,
  }
}

export function toFork(repository: Repository): RepositoryFork {
  return {
    creator: repository.creator,
    id: repository.id,
    name: repository.name,
    owner: repository.owner,
    description: repository.description,
    parent: repository.parent,
    forksCount: String(repository.forks.length),
    issuesCount: repository.issuesCount,
    pullsCount: repository.pullsCount,
  }
}

/** ts-proto gives uint64 as JS numbers; ids are kept as decimal strings. */
export const u64 = (value: number | bigint | string): string => BigInt(value).toString()
