import { gitopiaTypeUrl } from '../../../type-url.ts'
import type { Dao } from './queries.ts'
/**
 * `MsgCreateDao` (Gitopia): a group whose admin is its own percentage policy (docs/protocol.md#daos-releases-and-bounties).
 * Voting period in hours and the percentage as a decimal ("0.51"), as the chain takes them.
 */
export interface CreateDaoFields {
  readonly creator: string
  readonly name: string
  readonly description: string
  readonly avatarUrl: string
  readonly location: string
  readonly website: string
  readonly members: readonly { address: string; weight: string }[]
  readonly votingPeriodHours: string
  readonly percentage: string
  /** Which actions need a proposal; none when left out. */
  readonly requiresProposal?: DaoRequirements
}

/** Which actions of a DAO go through a group proposal (`DaoConfig`), as `Dao` reads them. */
export type DaoRequirements = Dao['requiresProposal']

/** `DaoConfig` with gitopia-js's field names. */
const daoConfig = (rules: DaoRequirements) => ({
  requirePullRequestProposal: rules.pullRequestMerge,
  requireRepositoryDeletionProposal: rules.repositoryDeletion,
  requireCollaboratorProposal: rules.collaborators,
  requireReleaseProposal: rules.releases,
})

export function createDaoMsg(fields: CreateDaoFields) {
  return {
    typeUrl: gitopiaTypeUrl('MsgCreateDao'),
    value: {
      creator: fields.creator,
      name: fields.name,
      description: fields.description,
      avatarUrl: fields.avatarUrl,
      location: fields.location,
      website: fields.website,
      members: fields.members.map((member, index) => ({
        address: member.address,
        weight: member.weight,
        // The creator is the DAO's owner; everyone else joins as a member.
        metadata: index === 0 ? 'OWNER' : 'MEMBER',
      })),
      votingPeriod: fields.votingPeriodHours,
      percentage: fields.percentage,
      // Left out unless a flag is set: a present but empty config would be signed as `{}`.
      ...(fields.requiresProposal &&
        Object.values(fields.requiresProposal).some(Boolean) && {
          config: daoConfig(fields.requiresProposal),
        }),
    },
  }
}

/** A Msg about the DAO at `daoAddress`, which its group policy signs once a proposal passes. */
function daoPolicyMsg<F extends object>(
  name: string,
  policyAddress: string,
  daoAddress: string,
  fields: F,
) {
  return {
    typeUrl: gitopiaTypeUrl(name),
    value: { admin: policyAddress, id: daoAddress, ...fields },
  }
}

/** Changes which actions need a proposal; the policy signs it once the proposal passes. */
export function updateDaoConfigMsg(
  policyAddress: string,
  daoAddress: string,
  rules: DaoRequirements,
) {
  return daoPolicyMsg('MsgUpdateDaoConfig', policyAddress, daoAddress, { config: daoConfig(rules) })
}

/** Each DAO profile field: its update Msg and the name that Msg gives the new value. */
const DAO_PROFILE_MSGS = {
  name: ['MsgRenameDao', 'name'],
  description: ['MsgUpdateDaoDescription', 'description'],
  website: ['MsgUpdateDaoWebsite', 'url'],
  location: ['MsgUpdateDaoLocation', 'location'],
  avatar: ['MsgUpdateDaoAvatar', 'url'],
} as const

export type DaoProfileField = keyof typeof DAO_PROFILE_MSGS

/** One DAO profile field's update Msg; the policy signs it once the proposal passes. */
export function daoProfileMsg(
  field: DaoProfileField,
  policyAddress: string,
  daoAddress: string,
  value: string,
) {
  const [msg, key] = DAO_PROFILE_MSGS[field]
  return daoPolicyMsg(msg, policyAddress, daoAddress, { [key]: value })
}

/**
 * Pins one of the DAO's repositories to its profile (x/gitopia keeps at most 6 and has no unpin
 * in v6); the policy signs it once the proposal passes.
 */
export function pinDaoRepositoryMsg(
  policyAddress: string,
  daoAddress: string,
  repositoryId: string,
) {
  return daoPolicyMsg('MsgUpdateDaoPinnedRepositories', policyAddress, daoAddress, {
    repositoryId: Number(repositoryId),
  })
}

/** New values of some profile fields of a DAO; a field left out stays as it is. */
export type DaoProfileChanges = Partial<Record<DaoProfileField, string>>

/** `MsgUpdateDaoMetadata`'s name for each profile field. */
const METADATA_KEYS = {
  name: 'name',
  description: 'description',
  website: 'website',
  location: 'location',
  avatar: 'avatarUrl',
} as const satisfies Record<DaoProfileField, string>

/**
 * The Msgs that make some profile changes at once. One field is its own Msg. Several go in one
 * `MsgUpdateDaoMetadata`, which the chain reads with an empty field meaning "unchanged"
 * (docs/protocol.md#daos-releases-and-bounties), so a field being cleared keeps its own Msg.
 */
export function daoProfileChangeMsgs(
  policyAddress: string,
  daoAddress: string,
  changes: DaoProfileChanges,
) {
  const entries = (Object.keys(changes) as DaoProfileField[]).map(
    field => [field, changes[field] ?? ''] as const,
  )
  const single = ([field, value]: readonly [DaoProfileField, string]) =>
    daoProfileMsg(field, policyAddress, daoAddress, value)
  if (entries.length <= 1) return entries.map(single)
  const given = entries.filter(([, value]) => value !== '')
  const cleared = entries.filter(([, value]) => value === '').map(single)
  if (given.length <= 1) return [...given.map(single), ...cleared]
  const metadata = daoPolicyMsg(
    'MsgUpdateDaoMetadata',
    policyAddress,
    daoAddress,
    Object.fromEntries(given.map(([field, value]) => [METADATA_KEYS[field], value])),
  )
  return [metadata, ...cleared]
}

/**
 * Pays from the DAO's own account (the address its name resolves to), which only this Msg can
 * spend; the policy signs it once the proposal passes.
 */
export function daoTreasurySpendMsg(
  policyAddress: string,
  daoAddress: string,
  recipient: string,
  amount: readonly { denom: string; amount: string }[],
) {
  return daoPolicyMsg('MsgDaoTreasurySpend', policyAddress, daoAddress, {
    recipient,
    amount: [...amount],
  })
}
