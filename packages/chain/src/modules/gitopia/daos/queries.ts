import * as z from 'zod/mini'
import { emptyForAddressWithoutUser } from '../address-lists.ts'
import { mapItems, type Page } from '../paging.ts'
import { getGitopia, getGitopiaPage, gitopiaPath, type ListOptions } from '../request.ts'
import { flag, list, text, u64, unixTime } from '../wire.ts'

const daoWire = z.object({
  creator: text,
  id: u64,
  address: z.string(),
  name: z.string(),
  avatarUrl: text,
  location: text,
  website: text,
  verified: flag,
  description: text,
  createdAt: unixTime,
  updatedAt: unixTime,
  pinned_repos: list(u64),
  group_id: u64,
  config: z._default(
    z.object({
      require_pull_request_proposal: flag,
      require_repository_deletion_proposal: flag,
      require_collaborator_proposal: flag,
      require_release_proposal: flag,
    }),
    {
      require_pull_request_proposal: false,
      require_repository_deletion_proposal: false,
      require_collaborator_proposal: false,
      require_release_proposal: false,
    },
  ),
})

function toDao(wire: z.output<typeof daoWire>) {
  return {
    address: wire.address,
    name: wire.name,
    creator: wire.creator,
    avatarUrl: wire.avatarUrl,
    location: wire.location,
    website: wire.website,
    verified: wire.verified,
    description: wire.description,
    createdAt: wire.createdAt,
    updatedAt: wire.updatedAt,
    pinnedRepositoryIds: wire.pinned_repos,
    /** The Cosmos group that holds the members and votes on proposals. */
    groupId: wire.group_id,
    requiresProposal: {
      pullRequestMerge: wire.config.require_pull_request_proposal,
      repositoryDeletion: wire.config.require_repository_deletion_proposal,
      collaborators: wire.config.require_collaborator_proposal,
      releases: wire.config.require_release_proposal,
    },
  }
}
export type Dao = ReturnType<typeof toDao>

/** A DAO by address or name. */
export async function getDao(api: string, id: string, options?: ListOptions): Promise<Dao> {
  const body = await getGitopia(api, gitopiaPath('dao', id), z.object({ dao: daoWire }), options)
  return toDao(body.dao)
}

/** DAOs whose group has this address as a member (offset paging only). */
export function listUserDaos(api: string, user: string, options?: ListOptions): Promise<Page<Dao>> {
  const path = gitopiaPath('user', user, 'dao')
  return emptyForAddressWithoutUser(user, async () =>
    mapItems(await getGitopiaPage(api, path, 'dao', daoWire, options), toDao),
  )
}

const memberWire = z.object({
  group_id: u64,
  member: z.object({
    address: z.string(),
    weight: z.string(),
    metadata: text,
    added_at: z.string(),
  }),
})

export interface DaoMember {
  readonly address: string
  /** Voting weight, a decimal string. */
  readonly weight: string
  /** From the member's group metadata (see {@link memberRole}). */
  readonly role: 'OWNER' | 'MEMBER'
  readonly addedAt: Date | null
}

/**
 * v6 keeps DAO members in a Cosmos group, where a member carries only free-form metadata. The
 * role is read from it: `OWNER`, or JSON `{"role": "OWNER"}`; anything else is a MEMBER.
 * (The chain's own convention is not documented; this is the one our devnet writes.)
 */
export function memberRole(metadata: string): 'OWNER' | 'MEMBER' {
  const trimmed = metadata.trim()
  if (trimmed.toUpperCase() === 'OWNER') return 'OWNER'
  try {
    const parsed: unknown = JSON.parse(trimmed)
    if (typeof parsed === 'object' && parsed !== null && 'role' in parsed) {
      return String(parsed.role).toUpperCase() === 'OWNER' ? 'OWNER' : 'MEMBER'
    }
  } catch {
    // Plain text that is not OWNER.
  }
  return 'MEMBER'
}

export async function listDaoMembers(
  api: string,
  dao: string,
  options?: ListOptions,
): Promise<Page<DaoMember>> {
  const path = gitopiaPath('dao', dao, 'member')
  const page = await getGitopiaPage(api, path, 'members', memberWire, options)
  return mapItems(page, ({ member }) => ({
    address: member.address,
    weight: member.weight,
    role: memberRole(member.metadata),
    addedAt: Number.isNaN(Date.parse(member.added_at)) ? null : new Date(member.added_at),
  }))
}
