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
import { respond, type MsgContext, type MsgHandler } from '../../../chain/module.ts'
import { handler, invalid, notFound, now, resolveOwner, TYPE_PREFIX } from '../common.ts'
import type { GitopiaContext } from '../context.ts'
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
  type RepositoryRef,
} from './helpers.ts'
import { repositoryAccessHandlers } from './access-msgs.ts'
import { repositoryRefHandlers } from './ref-msgs.ts'

// node.ts removes a repository when its deletion is approved (storage module).
export { removeRepository } from './helpers.ts'

/** Repository Msgs: create, fork, rename, transfer, settings, delete; refs and access elsewhere. */
export function repositoryHandlers(g: GitopiaContext): MsgHandler<never>[] {
  const touch = (repository: Repository, ctx: MsgContext, changes: Partial<Repository>) =>
    touchRepository(g, repository, ctx, changes)

  const simple = <M extends { creator: string; repositoryId: RepositoryRef }>(
    name: string,
    min: Permission,
    apply: (repository: Repository, msg: M, ctx: MsgContext) => Partial<Repository>,
    options: {
      validate?: (msg: M) => void
      allowArchived?: boolean
      respond?: (repository: Repository) => ReturnType<MsgHandler['execute']>
    } = {},
  ) =>
    handler<M>(name, {
      validate: msg => {
        validateRef(msg.repositoryId)
        options.validate?.(msg)
      },
      execute: (msg, ctx) => {
        const repository = editable(g, msg.creator, msg.repositoryId, min, options.allowArchived)
        const next = touch(repository, ctx, apply(repository, msg, ctx))
        repositoryEvent(ctx, name.replace(/^Msg/, ''), next, {
          Creator: msg.creator,
          UpdatedAt: next.updatedAt,
        })
        return options.respond?.(next)
      },
    })

  const createRepository = handler<MsgCreateRepository>('MsgCreateRepository', {
    validate: msg => {
      validateRepositoryName(msg.name)
      validateOwnerId(msg.owner)
      validateDescription(msg.description)
    },
    execute: (msg, ctx) => {
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
    },
  })

  const forkRepository = handler<MsgForkRepository>('MsgForkRepository', {
    validate: msg => {
      validateRef(msg.repositoryId)
      if (msg.forkRepositoryName !== '') validateRepositoryName(msg.forkRepositoryName)
      validateDescription(msg.forkRepositoryDescription)
      validateOwnerId(msg.owner)
    },
    execute: (msg, ctx) => {
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
      return respond(`${TYPE_PREFIX}MsgForkRepositoryResponse`, MsgForkRepositoryResponse, {
        id: Number(fork.id),
      })
    },
  })

  const renameRepository = handler<MsgRenameRepository>('MsgRenameRepository', {
    validate: msg => {
      validateRef(msg.repositoryId)
      validateRepositoryName(msg.name)
    },
    execute: (msg, ctx) => {
      const repository = editable(g, msg.creator, msg.repositoryId, 'ADMIN')
      const taken = g.repos.byName(repository.owner.id, msg.name)
      if (taken && taken.id !== repository.id)
        throw invalid(`repository (${msg.name}) already exists`)
      const next = touch(repository, ctx, { name: msg.name })
      repositoryEvent(ctx, 'RenameRepository', next, { Creator: msg.creator })
      return undefined
    },
  })

  const changeOwner = handler<MsgChangeOwner>('MsgChangeOwner', {
    validate: msg => {
      validateRef(msg.repositoryId)
      validateOwnerId(msg.owner)
    },
    execute: (msg, ctx) => {
      const repository = editable(g, msg.creator, msg.repositoryId, 'ADMIN')
      const owner = resolveOwner(g.users, address => g.daos.isDao(address), msg.owner)
      if (g.repos.byName(owner.address, repository.name))
        throw invalid(`repository (${msg.owner}/${repository.name}) already exist`)
      if (owner.type === 'DAO' && !g.daos.isDaoMember(owner.address, msg.creator))
        throw noPermission(msg.creator)
      const next = touch(repository, ctx, { owner: { id: owner.address, type: owner.type } })
      repositoryEvent(ctx, 'ChangeOwner', next, {
        Creator: msg.creator,
        RepositoryOwnerId: owner.address,
      })
      return undefined
    },
  })

  const deleteRepository = handler<MsgDeleteRepository>('MsgDeleteRepository', {
    validate: msg => validateRef(msg.repositoryId),
    execute: (msg, ctx) => {
      const repository = editable(g, msg.creator, msg.repositoryId, 'ADMIN', true)
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
    },
  })

  return [
    createRepository,
    forkRepository,
    renameRepository,
    changeOwner,
    simple<MsgUpdateRepositoryDescription>(
      'MsgUpdateRepositoryDescription',
      'MAINTAIN',
      (_, msg) => ({ description: msg.description }),
      { validate: msg => validateDescription(msg.description) },
    ),
    simple<MsgToggleRepositoryArchived>(
      'MsgToggleRepositoryArchived',
      'MAINTAIN',
      repository => ({ archived: !repository.archived }),
      { allowArchived: true },
    ),
    simple<MsgToggleRepositoryForking>(
      'MsgToggleRepositoryForking',
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
    ),
    simple<MsgToggleArweaveBackup>(
      'MsgToggleArweaveBackup',
      'ADMIN',
      repository => ({ enableArweaveBackup: !repository.enableArweaveBackup }),
      {
        respond: repository =>
          respond(`${TYPE_PREFIX}MsgToggleArweaveBackupResponse`, MsgToggleArweaveBackupResponse, {
            enableArweaveBackup: repository.enableArweaveBackup,
          }),
      },
    ),
    simple<MsgSetDefaultBranch>('MsgSetDefaultBranch', 'ADMIN', (repository, msg) => {
      if (!g.repos.branches.get(repository.id, msg.branch))
        throw notFound(`branch (${msg.branch}) doesn't exist`)
      return { defaultBranch: msg.branch }
    }),
    ...repositoryAccessHandlers(g),
    deleteRepository,
    ...repositoryRefHandlers(g),
  ]
}
