import type {
  MsgChangeOwner,
  MsgCreateRepository,
  MsgDeleteRepository,
  MsgForkRepository,
  MsgRenameRepository,
  MsgSetDefaultBranch,
  MsgToggleArweaveBackup,
  MsgToggleRepositoryArchived,
  MsgToggleRepositoryForking,
  MsgUpdateRepositoryDescription,
} from '@gitopia/gitopia-js/src/types/gitopia/tx'
import {
  MsgCreateRepositoryResponse,
  MsgForkRepositoryResponse,
  MsgToggleArweaveBackupResponse,
  MsgToggleRepositoryForkingResponse,
} from '@gitopia/gitopia-js/src/types/gitopia/tx'
import { ChainError, SdkErrors } from '../../../chain/errors.ts'
import { respond, type MsgContext, type MsgResponse } from '../../../chain/module.ts'
import { invalid, notFound, now, resolveOwner, respondWithId, TYPE_PREFIX } from '../common.ts'
import type { GitopiaContext } from '../context.ts'
import type { GitopiaMsg, GitopiaMsgTable } from '../msg-table.ts'
import { newRepository, type Permission, type Repository } from '../json.ts'
import { noPermission } from '../permissions.ts'
import {
  creatorCanOwn,
  editable,
  findRepository,
  removeRepository,
  repositoryEvent,
  touchRepository,
  validateDescription,
  validateOwnerId,
  validateRef,
  validateRepositoryName,
  withRepository,
  type RepositoryRef,
} from './helpers.ts'

// node.ts removes a repository when its deletion is approved (storage module).
export { removeRepository } from './helpers.ts'

function validateCreateRepository(msg: MsgCreateRepository): void {
  validateRepositoryName(msg.name)
  validateOwnerId(msg.owner)
  validateDescription(msg.description)
}

function createRepository(
  g: GitopiaContext,
  ctx: MsgContext,
  msg: MsgCreateRepository,
): MsgResponse | undefined {
  g.users.requireUser(msg.creator)
  const owner = resolveOwner(g.users, address => g.daos.isDao(address), msg.owner)
  if (g.repos.byName(owner.address, msg.name))
    throw invalid(`repository (${msg.owner}/${msg.name}) already exists`)
  if (!creatorCanOwn(g, msg.creator, owner.address, owner.type))
    throw noPermission(msg.creator).prefixed('cannot create repository')
  const repository = newRepository({
    creator: msg.creator,
    id: g.users.nextId('repository').toString(),
    name: msg.name,
    owner: { id: owner.address, type: owner.type },
    description: msg.description,
    time: now(ctx),
  })
  g.repos.save(repository)
  repositoryEvent(ctx, 'CreateRepository', repository, {
    Creator: msg.creator,
    RepositoryOwnerId: owner.address,
    RepositoryOwnerType: owner.type,
    CreatedAt: repository.createdAt,
    UpdatedAt: repository.updatedAt,
  })
  return respond(`${TYPE_PREFIX}MsgCreateRepositoryResponse`, MsgCreateRepositoryResponse, {
    repositoryId: { id: owner.address, name: repository.name },
  })
}

function validateForkRepository(msg: MsgForkRepository): void {
  validateRef(msg.repositoryId)
  if (msg.forkRepositoryName !== '') validateRepositoryName(msg.forkRepositoryName)
  validateDescription(msg.forkRepositoryDescription)
  validateOwnerId(msg.owner)
}

function forkRepository(
  g: GitopiaContext,
  ctx: MsgContext,
  msg: MsgForkRepository,
): MsgResponse | undefined {
  g.users.requireUser(msg.creator)
  const isDao = (address: string) => g.daos.isDao(address)
  const owner = resolveOwner(g.users, isDao, msg.owner)
  const source = findRepository(g, msg.repositoryId)
  const name = msg.forkRepositoryName || source.name
  if (g.repos.byName(owner.address, name))
    throw invalid(`repository (${msg.owner}/${name}) already exist`)
  if (!source.allowForking) throw invalid('forking is not allowed')
  if (msg.branch !== '' && !g.repos.branches.get(source.id, msg.branch)) {
    throw notFound(`branch ${msg.branch} not found in parent repository, id = ${source.id}`)
  }
  if (!creatorCanOwn(g, msg.creator, owner.address, owner.type)) throw noPermission(msg.creator)
  const fork: Repository = {
    ...newRepository({
      creator: msg.creator,
      id: g.users.nextId('repository').toString(),
      name,
      owner: { id: owner.address, type: owner.type },
      description: msg.forkRepositoryDescription || source.description,
      time: now(ctx),
    }),
    commits: source.commits,
    license: source.license,
    defaultBranch: msg.branch || source.defaultBranch,
    parent: source.id,
    fork: true,
  }
  g.repos.save(fork)
  const branches = g.repos.branches
    .list(source.id)
    .filter(branch => msg.branch === '' || branch.name === msg.branch)
  for (const branch of branches) {
    g.repos.branches.set({
      ...branch,
      id: g.users.nextId('branch').toString(),
      repositoryId: fork.id,
      createdAt: now(ctx),
      updatedAt: now(ctx),
    })
  }
  g.repos.update(source.id, current => ({ ...current, forks: [...current.forks, fork.id] }))
  repositoryEvent(ctx, 'ForkRepository', fork, {
    Creator: msg.creator,
    ParentRepositoryId: source.id,
    RepositoryOwnerId: owner.address,
  })
  return respondWithId('MsgForkRepositoryResponse', MsgForkRepositoryResponse, fork.id)
}

function validateRenameRepository(msg: MsgRenameRepository): void {
  validateRef(msg.repositoryId)
  validateRepositoryName(msg.name)
}

function renameRepository(
  g: GitopiaContext,
  ctx: MsgContext,
  msg: MsgRenameRepository,
): MsgResponse | undefined {
  const repository = editable(g, msg.creator, msg.repositoryId, 'ADMIN')
  const taken = g.repos.byName(repository.owner.id, msg.name)
  if (taken && taken.id !== repository.id) throw invalid(`repository (${msg.name}) already exists`)
  const next = touchRepository(g, repository, ctx, { name: msg.name })
  repositoryEvent(ctx, 'RenameRepository', next, { Creator: msg.creator })
  return undefined
}

function validateChangeOwner(msg: MsgChangeOwner): void {
  validateRef(msg.repositoryId)
  validateOwnerId(msg.owner)
}

function changeOwner(
  g: GitopiaContext,
  ctx: MsgContext,
  msg: MsgChangeOwner,
): MsgResponse | undefined {
  const repository = editable(g, msg.creator, msg.repositoryId, 'ADMIN')
  const owner = resolveOwner(g.users, address => g.daos.isDao(address), msg.owner)
  if (g.repos.byName(owner.address, repository.name))
    throw invalid(`repository (${msg.owner}/${repository.name}) already exist`)
  if (owner.type === 'DAO' && !g.daos.isDaoMember(owner.address, msg.creator))
    throw noPermission(msg.creator)
  const next = touchRepository(g, repository, ctx, {
    owner: { id: owner.address, type: owner.type },
  })
  repositoryEvent(ctx, 'ChangeOwner', next, {
    Creator: msg.creator,
    RepositoryOwnerId: owner.address,
  })
  return undefined
}

function deleteRepository(
  g: GitopiaContext,
  ctx: MsgContext,
  msg: MsgDeleteRepository,
): MsgResponse | undefined {
  // An archived repository cannot be deleted either (the keeper checks before anything else).
  const repository = editable(g, msg.creator, msg.repositoryId, 'ADMIN')
  if (repository.owner.type === 'DAO') {
    const dao = g.daos.get(repository.owner.id)
    if (dao?.config.require_repository_deletion_proposal)
      throw invalid(`dao (${dao.name}) requires a proposal to delete a repository`)
  }
  if (repository.forks.length > 0)
    throw invalid(`repository ${repository.name} has forks, cannot delete`)
  // Final v6: with a provider named, the provider proposes the deletion and the user's
  // MsgApproveRepositoryDelete removes the repository (docs/protocol.md#storage-proposals).
  if (msg.provider !== '') {
    repositoryEvent(ctx, 'DeleteRepository', repository, {
      Creator: msg.creator,
      Provider: msg.provider,
    })
    return undefined
  }
  removeRepository(g, repository)
  repositoryEvent(ctx, 'DeleteRepository', repository, { Creator: msg.creator })
  return undefined
}

/** A setting: `min` permission on the repository, `apply` its changes, an event, a response. */
function repositorySetting<M extends { creator: string; repositoryId: RepositoryRef }>(
  action: string,
  min: Permission,
  apply: (repository: Repository, msg: M, g: GitopiaContext) => Partial<Repository>,
  options: {
    validate?: (msg: M) => void
    allowArchived?: boolean
    respond?: (repository: Repository) => MsgResponse
  } = {},
): GitopiaMsg<M> {
  return {
    validate: msg => {
      validateRef(msg.repositoryId)
      options.validate?.(msg)
    },
    execute: (g, ctx, msg) => {
      const repository = editable(g, msg.creator, msg.repositoryId, min, options.allowArchived)
      const next = touchRepository(g, repository, ctx, apply(repository, msg, g))
      repositoryEvent(ctx, action, next, { Creator: msg.creator, UpdatedAt: next.updatedAt })
      return options.respond?.(next)
    },
  }
}

const updateRepositoryDescription = repositorySetting<MsgUpdateRepositoryDescription>(
  'UpdateRepositoryDescription',
  'MAINTAIN',
  (_, msg) => ({ description: msg.description }),
  { validate: msg => validateDescription(msg.description) },
)

const toggleRepositoryArchived = repositorySetting<MsgToggleRepositoryArchived>(
  'ToggleRepositoryArchived',
  'MAINTAIN',
  repository => ({ archived: !repository.archived }),
  { allowArchived: true },
)

const toggleRepositoryForking = repositorySetting<MsgToggleRepositoryForking>(
  'ToggleRepositoryForking',
  'ADMIN',
  repository => ({ allowForking: !repository.allowForking }),
  {
    respond: repository =>
      respond(
        `${TYPE_PREFIX}MsgToggleRepositoryForkingResponse`,
        MsgToggleRepositoryForkingResponse,
        { allowForking: repository.allowForking },
      ),
  },
)

// release-v6 msg_server_repository.go: only a verified owner's repository is backed up to Arweave.
const toggleArweaveBackup = repositorySetting<MsgToggleArweaveBackup>(
  'ToggleArweaveBackup',
  'ADMIN',
  (repository, _msg, g) => {
    const { id, type } = repository.owner
    const verified = type === 'DAO' ? g.daos.get(id)?.verified : g.users.user(id)?.verified
    if (!verified) {
      throw ChainError.wrap(
        SdkErrors.unauthorized,
        `${type === 'DAO' ? 'dao' : 'user'} (${id}) is not verified`,
      )
    }
    return { enableArweaveBackup: !repository.enableArweaveBackup }
  },
  {
    respond: repository =>
      respond(`${TYPE_PREFIX}MsgToggleArweaveBackupResponse`, MsgToggleArweaveBackupResponse, {
        enableArweaveBackup: repository.enableArweaveBackup,
      }),
  },
)

const setDefaultBranch = repositorySetting<MsgSetDefaultBranch>(
  'SetDefaultBranch',
  'ADMIN',
  (repository, msg, g) => {
    if (!g.repos.branches.get(repository.id, msg.branch))
      throw notFound(`branch (${msg.branch}) doesn't exist`)
    return { defaultBranch: msg.branch }
  },
)

/** Repository Msgs: create, fork, rename, transfer, settings, delete; refs and access elsewhere. */
export const repositoryMsgs: GitopiaMsgTable = {
  MsgCreateRepository: { execute: createRepository, validate: validateCreateRepository },
  MsgForkRepository: { execute: forkRepository, validate: validateForkRepository },
  MsgRenameRepository: { execute: renameRepository, validate: validateRenameRepository },
  MsgChangeOwner: { execute: changeOwner, validate: validateChangeOwner },
  MsgDeleteRepository: { execute: deleteRepository, validate: withRepository },
  MsgUpdateRepositoryDescription: updateRepositoryDescription,
  MsgToggleRepositoryArchived: toggleRepositoryArchived,
  MsgToggleRepositoryForking: toggleRepositoryForking,
  MsgToggleArweaveBackup: toggleArweaveBackup,
  MsgSetDefaultBranch: setDefaultBranch,
}
