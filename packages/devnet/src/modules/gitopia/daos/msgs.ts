import type {
  MsgCreateDao,
  MsgDaoTreasurySpend,
  MsgRenameDao,
  MsgUpdateDaoAvatar,
  MsgUpdateDaoConfig,
  MsgUpdateDaoDescription,
  MsgUpdateDaoLocation,
  MsgUpdateDaoMetadata,
  MsgUpdateDaoPinnedRepositories,
  MsgUpdateDaoWebsite,
} from '@gitopia/gitopia-js/src/types/gitopia/tx'
import { MsgCreateDaoResponse } from '@gitopia/gitopia-js/src/types/gitopia/tx'
import { bigEndian8, derivedModuleAddress, isValidAddress } from '../../../chain/addresses.ts'
import { checkCoins, formatCoins, normalizeCoins } from '../../../chain/coins.ts'
import { ChainError, SdkErrors } from '../../../chain/errors.ts'
import { respond, type MsgContext, type MsgResponse } from '../../../chain/module.ts'
import { gitopiaEvent, invalid, notFound, now, TYPE_PREFIX } from '../common.ts'
import type { GitopiaContext } from '../context.ts'
import { byAdmin, type GitopiaMsg, type GitopiaMsgTable } from '../msg-table.ts'
import type { Dao, DaoConfig } from '../json.ts'
import { validateAvatarUrl, validateUsername, type UsersKeeper } from '../users/keeper.ts'
import { checkPin } from '../users/pins.ts'

/** `address.Module("gitopia", "dao" + bigEndian(count))`. */
export function daoAddress(count: bigint): string {
  const prefix = new TextEncoder().encode('dao')
  const key = new Uint8Array(prefix.length + 8)
  key.set(prefix, 0)
  key.set(bigEndian8(count), prefix.length)
  return derivedModuleAddress('gitopia', key)
}

const DEFAULT_CONFIG: DaoConfig = {
  require_pull_request_proposal: false,
  require_repository_deletion_proposal: false,
  require_collaborator_proposal: false,
  require_release_proposal: false,
}

function validateWebsite(url: string): void {
  if (url === '') return
  if (url.length > 2048) throw invalid('website url exceeds limit: 2048')
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw invalid(`invalid url (${url})`)
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw invalid('only http and https URL schemes are allowed')
}

function checkText(value: string, field: string): void {
  if (value.length > 255) throw invalid(`${field} exceeds limit: 255`)
}

function validateDaoName(name: string): void {
  try {
    validateUsername(name)
  } catch {
    throw invalid(`invalid dao name (${name})`)
  }
}

/** A DAO by address or name, for the `id` of the admin Msgs. */
function findDao(g: GitopiaContext, id: string): Dao {
  const address = g.users.resolveAddress(id, a => g.daos.isDao(a))
  const dao = address ? g.daos.get(address) : undefined
  if (!dao) throw notFound(`dao (${id}) doesn't exist`)
  return dao
}

function requireAdmin(g: GitopiaContext, dao: Dao, admin: string): void {
  const group = g.daos.groups.groups.get(dao.group_id)
  if (group?.admin !== admin)
    throw ChainError.wrap(SdkErrors.unauthorized, `admin (${admin}) is not the dao's group admin`)
}

const toConfig = (config: MsgCreateDao['config']): DaoConfig => ({
  require_pull_request_proposal: config?.requirePullRequestProposal ?? false,
  require_repository_deletion_proposal: config?.requireRepositoryDeletionProposal ?? false,
  require_collaborator_proposal: config?.requireCollaboratorProposal ?? false,
  require_release_proposal: config?.requireReleaseProposal ?? false,
})

function renameDaoWhois(users: UsersKeeper, dao: Dao, name: string): void {
  const taken = users.whois(name.toLowerCase())
  if (taken && taken.address !== dao.address) throw invalid(`name is already taken: (${name})`)
  if (dao.name.toLowerCase() !== name.toLowerCase()) users.renameWhois(dao.name, name)
}

function validateCreateDao(msg: MsgCreateDao): void {
  validateDaoName(msg.name)
  checkText(msg.description, 'description')
  checkText(msg.location, 'location')
  validateAvatarUrl(msg.avatarUrl)
  validateWebsite(msg.website)
  if (msg.members.length === 0) throw invalid('dao must have at least one member')
  for (const member of msg.members) {
    if (!isValidAddress(member.address)) throw invalid(`invalid member address (${member.address})`)
    if (!/^\d+(\.\d+)?$/.test(member.weight) || Number(member.weight) <= 0)
      throw invalid(`invalid member weight (${member.weight})`)
    checkText(member.metadata, 'member metadata')
  }
  if (!/^\d+(\.\d+)?$/.test(msg.votingPeriod)) throw invalid('invalid voting period')
  const percentage = Number(msg.percentage)
  if (!/^\d*\.?\d+$/.test(msg.percentage) || !(percentage > 0 && percentage <= 1))
    throw invalid('percentage must be > 0 and <= 1')
}

function createDao(g: GitopiaContext, ctx: MsgContext, msg: MsgCreateDao): MsgResponse {
  g.users.requireUser(msg.creator)
  const count = g.users.nextId('dao')
  const address = daoAddress(count)
  g.users.registerName(
    msg.name,
    address,
    'DAO',
    msg.creator,
    `name is already taken: (${msg.name})`,
  )
  const hours = Number(msg.votingPeriod)
  const { group } = g.daos.groups.createGroupWithPolicy({
    members: msg.members,
    metadata: msg.name.toLowerCase(),
    percentage: msg.percentage,
    votingPeriodSeconds: BigInt(Math.round(hours * 3600)),
    time: ctx.blockTime,
  })
  const dao: Dao = {
    creator: msg.creator,
    id: count.toString(),
    address,
    name: msg.name,
    avatarUrl: msg.avatarUrl,
    followers: [],
    following: [],
    teams: [],
    location: msg.location,
    website: msg.website,
    verified: false,
    description: msg.description,
    createdAt: now(ctx),
    updatedAt: now(ctx),
    pinned_repos: [],
    group_id: group.id,
    config: msg.config ? toConfig(msg.config) : DEFAULT_CONFIG,
  }
  g.daos.save(dao)
  gitopiaEvent(ctx, 'CreateDao', {
    Creator: msg.creator,
    DaoId: dao.id,
    DaoAddress: address,
    DaoName: dao.name,
    GroupId: group.id,
    CreatedAt: dao.createdAt,
  })
  return respond(`${TYPE_PREFIX}MsgCreateDaoResponse`, MsgCreateDaoResponse, { id: address })
}

type AdminMsg = { admin: string; id: string }

/** A Msg of the DAO's group admin that changes some of its fields. */
function adminUpdate<M extends AdminMsg>(
  action: string,
  validate: (msg: M) => void,
  apply: (g: GitopiaContext, dao: Dao, msg: M) => Partial<Dao>,
): GitopiaMsg<M> {
  return {
    signer: byAdmin,
    validate,
    execute: (g, ctx, msg) => {
      const dao = findDao(g, msg.id)
      requireAdmin(g, dao, msg.admin)
      g.daos.save({ ...dao, ...apply(g, dao, msg), updatedAt: now(ctx) })
      gitopiaEvent(ctx, action, {
        Admin: msg.admin,
        DaoAddress: dao.address,
        UpdatedAt: now(ctx),
      })
      return undefined
    },
  }
}

/** The keys of `M` that hold a string. */
type TextKey<M> = { [K in keyof M]: M[K] extends string ? K : never }[keyof M]

/** An admin Msg that sets a DAO text field from the Msg's field of the same name. */
function setDaoText<M extends AdminMsg>(
  action: string,
  field: ('description' | 'location') & TextKey<M>,
): GitopiaMsg<M> {
  const text = (msg: M) => msg[field] as string
  return adminUpdate<M>(
    action,
    msg => checkText(text(msg), field),
    (_g, _dao, msg) => ({ [field]: text(msg) }),
  )
}

/** An admin Msg that sets a DAO link from the Msg's `url`, checked by `check`. */
function setDaoUrl<M extends AdminMsg & { url: string }>(
  action: string,
  field: 'website' | 'avatarUrl',
  check: (url: string) => void,
): GitopiaMsg<M> {
  return adminUpdate<M>(
    action,
    msg => check(msg.url),
    (_g, _dao, msg) => ({ [field]: msg.url }),
  )
}

// release-v6 msgs_dao_metadata.go: an empty field means "unchanged", so only a given name is checked.
function validateDaoMetadata(msg: MsgUpdateDaoMetadata): void {
  if (msg.name !== '') validateDaoName(msg.name)
  checkText(msg.description, 'description')
  checkText(msg.location, 'location')
  validateAvatarUrl(msg.avatarUrl)
  validateWebsite(msg.website)
}

function validateTreasurySpend(msg: MsgDaoTreasurySpend): void {
  if (!isValidAddress(msg.recipient)) throw invalid(`recipient: invalid address (${msg.recipient})`)
  checkCoins(msg.amount)
}

/**
 * Pays from the DAO's own account (its `address`, which its name resolves to), not from the group
 * policy's: release-v6 msg_server_dao.go DaoTreasurySpend. The policy proposes and signs it.
 */
function daoTreasurySpend(g: GitopiaContext, ctx: MsgContext, msg: MsgDaoTreasurySpend): undefined {
  const dao = findDao(g, msg.id)
  requireAdmin(g, dao, msg.admin)
  const amount = normalizeCoins(msg.amount)
  const balance = g.bank.allBalances(dao.address)
  const short = amount.some(
    coin =>
      BigInt(balance.find(held => held.denom === coin.denom)?.amount ?? '0') < BigInt(coin.amount),
  )
  if (short) {
    throw ChainError.wrap(
      SdkErrors.insufficientFunds,
      `dao treasury balance ${formatCoins(balance)} is smaller than ${formatCoins(amount)}`,
    )
  }
  g.bank.send(dao.address, msg.recipient, amount, ctx.events)
  gitopiaEvent(ctx, 'DaoTreasurySpend', {
    DaoId: dao.id,
    DaoAddress: dao.address,
    Recipient: msg.recipient,
    Amount: formatCoins(amount),
  })
  return undefined
}

/** DAOs: created by any user with their group, then changed by the group's admin (its policy). */
export const daoMsgs: GitopiaMsgTable = {
  MsgCreateDao: { execute: createDao, validate: validateCreateDao },
  MsgDaoTreasurySpend: {
    signer: byAdmin,
    validate: validateTreasurySpend,
    execute: daoTreasurySpend,
  },
  MsgRenameDao: adminUpdate<MsgRenameDao>(
    'RenameDao',
    msg => validateDaoName(msg.name),
    (g, dao, msg) => {
      renameDaoWhois(g.users, dao, msg.name)
      return { name: msg.name }
    },
  ),
  MsgUpdateDaoDescription: setDaoText<MsgUpdateDaoDescription>(
    'UpdateDaoDescription',
    'description',
  ),
  MsgUpdateDaoWebsite: setDaoUrl<MsgUpdateDaoWebsite>(
    'UpdateDaoWebsite',
    'website',
    validateWebsite,
  ),
  MsgUpdateDaoLocation: setDaoText<MsgUpdateDaoLocation>('UpdateDaoLocation', 'location'),
  MsgUpdateDaoAvatar: setDaoUrl<MsgUpdateDaoAvatar>(
    'UpdateDaoAvatar',
    'avatarUrl',
    validateAvatarUrl,
  ),
  MsgUpdateDaoMetadata: adminUpdate<MsgUpdateDaoMetadata>(
    'UpdateDaoMetadata',
    validateDaoMetadata,
    // The keeper sets only the fields given (release-v6 msg_server_dao.go UpdateDaoMetadata).
    (g, dao, msg) => {
      if (msg.name !== '') renameDaoWhois(g.users, dao, msg.name)
      const given = {
        name: msg.name,
        description: msg.description,
        avatarUrl: msg.avatarUrl,
        location: msg.location,
        website: msg.website,
      }
      return Object.fromEntries(Object.entries(given).filter(([, value]) => value !== ''))
    },
  ),
  MsgUpdateDaoPinnedRepositories: adminUpdate<MsgUpdateDaoPinnedRepositories>(
    'UpdateDaoPinnedRepositories',
    () => undefined,
    (g, dao, msg) => {
      checkPin(g, msg.id, dao.pinned_repos, msg.repositoryId, { type: 'DAO', address: dao.address })
      return { pinned_repos: [...dao.pinned_repos, String(msg.repositoryId)] }
    },
  ),
  MsgUpdateDaoConfig: adminUpdate<MsgUpdateDaoConfig>(
    'UpdateDaoConfig',
    () => undefined,
    (_g, _dao, msg) => ({ config: toConfig(msg.config) }),
  ),
}
