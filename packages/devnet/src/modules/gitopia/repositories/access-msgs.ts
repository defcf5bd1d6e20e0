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
import { respond, type MsgContext, type MsgResponse } from '../../../chain/module.ts'
import { invalid, notFound, resolveOwner, TYPE_PREFIX } from '../common.ts'
import type { GitopiaContext } from '../context.ts'
import { u64, type Permission, type Repository } from '../json.ts'
import { byAdmin, type GitopiaMsgTable } from '../msg-table.ts'
import { isPermission, noPermission, requireNotArchived } from '../permissions.ts'
import {
  editable,
  findRepository,
  repositoryEvent,
  requireCollaboratorWithoutProposal,
  touchRepository,
  validateRef,
  withRepository,
  type RepositoryRef,
} from './helpers.ts'

/** Adds or changes a collaborator (in place when present), as both Msg forms do. */
function setCollaborator(
  g: GitopiaContext,
  ctx: MsgContext,
  repository: Repository,
  creator: string,
  userId: string,
  role: string,
): void {
  const user = resolveOwner(g.users, () => false, userId).address
  if (repository.owner.id === user) throw invalid('owner cannot be a collaborator')
  const permission = role as Permission
  const existing = repository.collaborators.some(entry => entry.id === user)
  const collaborators = existing
    ? repository.collaborators.map(entry => (entry.id === user ? { id: user, permission } : entry))
    : [...repository.collaborators, { id: user, permission }]
  const next = touchRepository(g, repository, ctx, { collaborators })
  repositoryEvent(ctx, 'UpdateRepositoryCollaborator', next, {
    Creator: creator,
    RepositoryCollaborator: user,
    Permission: permission,
  })
}

function dropCollaborator(
  g: GitopiaContext,
  ctx: MsgContext,
  repository: Repository,
  creator: string,
  userId: string,
): void {
  const user = resolveOwner(g.users, () => false, userId).address
  if (!repository.collaborators.some(entry => entry.id === user))
    throw notFound(`user (${userId}) is not collaborator`)
  const next = touchRepository(g, repository, ctx, {
    collaborators: repository.collaborators.filter(entry => entry.id !== user),
  })
  repositoryEvent(ctx, 'RemoveRepositoryCollaborator', next, {
    Creator: creator,
    RepositoryCollaborator: user,
  })
}

/** The `…Dao…` forms: sent by the DAO's group policy (a passed proposal), no proposal rule. */
function daoRepository(g: GitopiaContext, admin: string, ref: RepositoryRef): Repository {
  const repository = findRepository(g, ref)
  requireNotArchived(repository)
  if (repository.owner.type !== 'DAO' || !g.daos.isDaoAdmin(repository.owner.id, admin))
    throw noPermission(admin)
  return repository
}

function validateRole(msg: { repositoryId: RepositoryRef; role: string }): void {
  validateRef(msg.repositoryId)
  if (!isPermission(msg.role)) throw invalid(`invalid role (${msg.role})`)
}

function validateLabel(msg: {
  repositoryId: RepositoryRef
  name: string
  color: string
  description: string
}): void {
  validateRef(msg.repositoryId)
  if (msg.name.trim() === '') throw invalid('label name can not be empty')
  if (msg.name.length > 63) throw invalid('label name exceeds limit: 63')
  if (!/^#[0-9a-fA-F]{6}$/.test(msg.color)) throw invalid(`invalid color (${msg.color})`)
  if (msg.description.length > 255) throw invalid('label description exceeds limit: 255')
}

function updateCollaborator(
  g: GitopiaContext,
  ctx: MsgContext,
  msg: MsgUpdateRepositoryCollaborator,
): MsgResponse | undefined {
  const repository = editable(g, msg.creator, msg.repositoryId, 'ADMIN')
  requireCollaboratorWithoutProposal(g, repository)
  setCollaborator(g, ctx, repository, msg.creator, msg.user, msg.role)
  return undefined
}

function removeCollaborator(
  g: GitopiaContext,
  ctx: MsgContext,
  msg: MsgRemoveRepositoryCollaborator,
): MsgResponse | undefined {
  const repository = editable(g, msg.creator, msg.repositoryId, 'ADMIN')
  requireCollaboratorWithoutProposal(g, repository)
  dropCollaborator(g, ctx, repository, msg.creator, msg.user)
  return undefined
}

function updateDaoCollaborator(
  g: GitopiaContext,
  ctx: MsgContext,
  msg: MsgUpdateDaoRepositoryCollaborator,
): MsgResponse | undefined {
  const repository = daoRepository(g, msg.admin, msg.repositoryId)
  setCollaborator(g, ctx, repository, msg.admin, msg.user, msg.role)
  return undefined
}

function removeDaoCollaborator(
  g: GitopiaContext,
  ctx: MsgContext,
  msg: MsgRemoveDaoRepositoryCollaborator,
): MsgResponse | undefined {
  const repository = daoRepository(g, msg.admin, msg.repositoryId)
  dropCollaborator(g, ctx, repository, msg.admin, msg.user)
  return undefined
}

function createLabel(
  g: GitopiaContext,
  ctx: MsgContext,
  msg: MsgCreateRepositoryLabel,
): MsgResponse | undefined {
  const repository = editable(g, msg.creator, msg.repositoryId, 'WRITE')
  const sameName = (name: string) => name.toLowerCase() === msg.name.toLowerCase()
  if (repository.labels.some(label => sameName(label.name)))
    throw invalid(`label (${msg.name}) already exists`)
  const id = u64(BigInt(repository.labelsCount) + 1n)
  const label = { id, name: msg.name, color: msg.color, description: msg.description }
  const next = touchRepository(g, repository, ctx, {
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
}

function updateLabel(
  g: GitopiaContext,
  ctx: MsgContext,
  msg: MsgUpdateRepositoryLabel,
): MsgResponse | undefined {
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
  const next = touchRepository(g, repository, ctx, { labels })
  repositoryEvent(ctx, 'UpdateRepositoryLabel', next, {
    Creator: msg.creator,
    RepositoryLabelId: id,
  })
  return undefined
}

function deleteLabel(
  g: GitopiaContext,
  ctx: MsgContext,
  msg: MsgDeleteRepositoryLabel,
): MsgResponse | undefined {
  const repository = editable(g, msg.creator, msg.repositoryId, 'WRITE')
  const id = u64(msg.labelId)
  if (!repository.labels.some(label => label.id === id))
    throw notFound(`label with id (${id}) doesn't exist`)
  const next = touchRepository(g, repository, ctx, {
    labels: repository.labels.filter(label => label.id !== id),
  })
  repositoryEvent(ctx, 'DeleteRepositoryLabel', next, {
    Creator: msg.creator,
    RepositoryLabelId: id,
  })
  return undefined
}

/** Collaborators and labels: who may do what in a repository, and its label set. */
export const repositoryAccessMsgs: GitopiaMsgTable = {
  MsgUpdateRepositoryCollaborator: { execute: updateCollaborator, validate: validateRole },
  MsgRemoveRepositoryCollaborator: { execute: removeCollaborator, validate: withRepository },
  MsgUpdateDaoRepositoryCollaborator: {
    execute: updateDaoCollaborator,
    validate: validateRole,
    signer: byAdmin,
  },
  MsgRemoveDaoRepositoryCollaborator: {
    execute: removeDaoCollaborator,
    validate: withRepository,
    signer: byAdmin,
  },
  MsgCreateRepositoryLabel: { execute: createLabel, validate: validateLabel },
  MsgUpdateRepositoryLabel: { execute: updateLabel, validate: validateLabel },
  MsgDeleteRepositoryLabel: { execute: deleteLabel, validate: withRepository },
}
