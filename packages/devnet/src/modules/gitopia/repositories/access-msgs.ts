import type {
  MsgCreateRepositoryLabel,
  MsgDeleteRepositoryLabel,
  MsgRemoveRepositoryCollaborator,
  MsgRemoveDaoRepositoryCollaborator,
  MsgUpdateDaoRepositoryCollaborator,
  MsgUpdateRepositoryCollaborator,
  MsgUpdateRepositoryLabel,
} from '@gitopia/gitopia-js/src/types/gitopia/tx'
import { MsgCreateRepositoryLabelResponse } from '@gitopia/gitopia-js/src/types/gitopia/tx'
import { respond, type MsgContext, type MsgHandler } from '../../../chain/module.ts'
import { handler, invalid, notFound, resolveOwner, TYPE_PREFIX } from '../common.ts'
import type { GitopiaContext } from '../context.ts'
import { u64, type Permission, type Repository } from '../json.ts'
import { isPermission, noPermission, requireNotArchived } from '../permissions.ts'
import {
  editable,
  findRepository,
  repositoryEvent,
  requireCollaboratorWithoutProposal,
  touchRepository,
  validateRef,
  type RepositoryRef,
} from './helpers.ts'

/** Collaborators and labels: who may do what in a repository, and its label set. */
export function repositoryAccessHandlers(g: GitopiaContext): MsgHandler<never>[] {
  const touch = (repository: Repository, ctx: MsgContext, changes: Partial<Repository>) =>
    touchRepository(g, repository, ctx, changes)

  /** Adds or changes a collaborator (in place when present), as both Msg forms do. */
  const setCollaborator = (
    ctx: MsgContext,
    repository: Repository,
    creator: string,
    userId: string,
    role: string,
  ) => {
    const user = resolveOwner(g.users, () => false, userId).address
    if (repository.owner.id === user) throw invalid('owner cannot be a collaborator')
    const permission = role as Permission
    const existing = repository.collaborators.some(entry => entry.id === user)
    const collaborators = existing
      ? repository.collaborators.map(entry =>
          entry.id === user ? { id: user, permission } : entry,
        )
      : [...repository.collaborators, { id: user, permission }]
    const next = touch(repository, ctx, { collaborators })
    repositoryEvent(ctx, 'UpdateRepositoryCollaborator', next, {
      Creator: creator,
      RepositoryCollaborator: user,
      Permission: permission,
    })
  }

  const dropCollaborator = (
    ctx: MsgContext,
    repository: Repository,
    creator: string,
    userId: string,
  ) => {
    const user = resolveOwner(g.users, () => false, userId).address
    if (!repository.collaborators.some(entry => entry.id === user))
      throw notFound(`user (${userId}) is not collaborator`)
    const next = touch(repository, ctx, {
      collaborators: repository.collaborators.filter(entry => entry.id !== user),
    })
    repositoryEvent(ctx, 'RemoveRepositoryCollaborator', next, {
      Creator: creator,
      RepositoryCollaborator: user,
    })
  }

  const updateCollaborator = handler<MsgUpdateRepositoryCollaborator>(
    'MsgUpdateRepositoryCollaborator',
    {
      validate: msg => {
        validateRef(msg.repositoryId)
        if (!isPermission(msg.role)) throw invalid(`invalid role (${msg.role})`)
      },
      execute: (msg, ctx) => {
        const repository = editable(g, msg.creator, msg.repositoryId, 'ADMIN')
        requireCollaboratorWithoutProposal(g, repository)
        setCollaborator(ctx, repository, msg.creator, msg.user, msg.role)
        return undefined
      },
    },
  )

  const removeCollaborator = handler<MsgRemoveRepositoryCollaborator>(
    'MsgRemoveRepositoryCollaborator',
    {
      validate: msg => validateRef(msg.repositoryId),
      execute: (msg, ctx) => {
        const repository = editable(g, msg.creator, msg.repositoryId, 'ADMIN')
        requireCollaboratorWithoutProposal(g, repository)
        dropCollaborator(ctx, repository, msg.creator, msg.user)
        return undefined
      },
    },
  )

  /** The `…Dao…` forms: sent by the DAO's group policy (a passed proposal), no proposal rule. */
  const daoRepository = (admin: string, ref: RepositoryRef): Repository => {
    const repository = findRepository(g, ref)
    requireNotArchived(repository)
    if (repository.owner.type !== 'DAO' || !g.daos.isDaoAdmin(repository.owner.id, admin))
      throw noPermission(admin)
    return repository
  }

  const updateDaoCollaborator = handler<MsgUpdateDaoRepositoryCollaborator>(
    'MsgUpdateDaoRepositoryCollaborator',
    {
      signer: msg => msg.admin,
      validate: msg => {
        validateRef(msg.repositoryId)
        if (!isPermission(msg.role)) throw invalid(`invalid role (${msg.role})`)
      },
      execute: (msg, ctx) => {
        const repository = daoRepository(msg.admin, msg.repositoryId)
        setCollaborator(ctx, repository, msg.admin, msg.user, msg.role)
        return undefined
      },
    },
  )

  const removeDaoCollaborator = handler<MsgRemoveDaoRepositoryCollaborator>(
    'MsgRemoveDaoRepositoryCollaborator',
    {
      signer: msg => msg.admin,
      validate: msg => validateRef(msg.repositoryId),
      execute: (msg, ctx) => {
        const repository = daoRepository(msg.admin, msg.repositoryId)
        dropCollaborator(ctx, repository, msg.admin, msg.user)
        return undefined
      },
    },
  )

  const validateLabel = (msg: { name: string; color: string; description: string }) => {
    if (msg.name.trim() === '') throw invalid('label name can not be empty')
    if (msg.name.length > 63) throw invalid('label name exceeds limit: 63')
    if (!/^#[0-9a-fA-F]{6}$/.test(msg.color)) throw invalid(`invalid color (${msg.color})`)
    if (msg.description.length > 255) throw invalid('label description exceeds limit: 255')
  }

  const createLabel = handler<MsgCreateRepositoryLabel>('MsgCreateRepositoryLabel', {
    validate: msg => {
      validateRef(msg.repositoryId)
      validateLabel(msg)
    },
    execute: (msg, ctx) => {
      const repository = editable(g, msg.creator, msg.repositoryId, 'WRITE')
      const sameName = (name: string) => name.toLowerCase() === msg.name.toLowerCase()
      if (repository.labels.some(label => sameName(label.name)))
        throw invalid(`label (${msg.name}) already exists`)
      const id = u64(BigInt(repository.labelsCount) + 1n)
      const label = { id, name: msg.name, color: msg.color, description: msg.description }
      const next = touch(repository, ctx, {
        labels: [...repository.labels, label],
        labelsCount: id,
      })
      repositoryEvent(ctx, 'CreateRepositoryLabel', next, {
        Creator: msg.creator,
        RepositoryLabelId: id,
      })
      return respond(
        `${TYPE_PREFIX}MsgCreateRepositoryLabelResponse`,
        MsgCreateRepositoryLabelResponse,
        { id: Number(id) },
      )
    },
  })

  const updateLabel = handler<MsgUpdateRepositoryLabel>('MsgUpdateRepositoryLabel', {
    validate: msg => {
      validateRef(msg.repositoryId)
      validateLabel(msg)
    },
    execute: (msg, ctx) => {
      const repository = editable(g, msg.creator, msg.repositoryId, 'WRITE')
      const id = u64(msg.labelId)
      if (!repository.labels.some(label => label.id === id))
        throw notFound(`label with id (${id}) doesn't exist`)
      const clash = repository.labels.find(
        label => label.id !== id && label.name.toLowerCase() === msg.name.toLowerCase(),
      )
      if (clash) throw invalid(`label (${msg.name}) already exists`)
      const labels = repository.labels.map(label =>
        label.id === id
          ? { id, name: msg.name, color: msg.color, description: msg.description }
          : label,
      )
      const next = touch(repository, ctx, { labels })
      repositoryEvent(ctx, 'UpdateRepositoryLabel', next, {
        Creator: msg.creator,
        RepositoryLabelId: id,
      })
      return undefined
    },
  })

  const deleteLabel = handler<MsgDeleteRepositoryLabel>('MsgDeleteRepositoryLabel', {
    validate: msg => validateRef(msg.repositoryId),
    execute: (msg, ctx) => {
      const repository = editable(g, msg.creator, msg.repositoryId, 'WRITE')
      const id = u64(msg.labelId)
      if (!repository.labels.some(label => label.id === id))
        throw notFound(`label with id (${id}) doesn't exist`)
      const next = touch(repository, ctx, {
        labels: repository.labels.filter(label => label.id !== id),
      })
      repositoryEvent(ctx, 'DeleteRepositoryLabel', next, {
        Creator: msg.creator,
        RepositoryLabelId: id,
      })
      return undefined
    },
  })

  return [
    updateCollaborator,
    removeCollaborator,
    updateDaoCollaborator,
    removeDaoCollaborator,
    createLabel,
    updateLabel,
    deleteLabel,
  ]
}
