import type {
  MsgCreateRepositoryLabel,
  MsgDeleteRepositoryLabel,
  MsgUpdateRepositoryLabel,
} from '@gitopia/gitopia-js/src/types/gitopia/tx'
import { MsgCreateRepositoryLabelResponse } from '@gitopia/gitopia-js/src/types/gitopia/tx'
import type { MsgContext, MsgResponse } from '../../../chain/module.ts'
import { invalid, notFound, resolveOwner, respondWithId } from '../common.ts'
import type { GitopiaContext } from '../context.ts'
import { u64, type Permission, type Repository } from '../json.ts'
import { byAdmin, type GitopiaMsg, type GitopiaMsgTable } from '../msg-table.ts'
import { isPermission } from '../permissions.ts'
import {
  daoRepository,
  editable,
  repositoryEvent,
  requireCollaboratorWithoutProposal,
  touchRepository,
  validateRef,
  withRepository,
  type RepositoryRef,
} from './helpers.ts'

/**
 * The repository a collaborator Msg changes and who changes it (its event's `Creator`), each Msg
 * in two forms: a repository admin's, and the `…Dao…` one a DAO's group policy sends.
 */
type CollaboratorSender<M> = (
  g: GitopiaContext,
  msg: M,
) => { readonly repository: Repository; readonly sender: string }

/** A repository admin, refused while the owning DAO wants a proposal for collaborators. */
const repositoryAdmin: CollaboratorSender<{ creator: string; repositoryId: RepositoryRef }> = (
  g,
  msg,
) => {
  const repository = editable(g, msg.creator, msg.repositoryId, 'ADMIN')
  requireCollaboratorWithoutProposal(g, repository)
  return { repository, sender: msg.creator }
}

/** The DAO's group policy, after a passed proposal: no proposal rule applies. */
const daoPolicy: CollaboratorSender<{ admin: string; repositoryId: RepositoryRef }> = (g, msg) => ({
  repository: daoRepository(g, msg.admin, msg.repositoryId),
  sender: msg.admin,
})

/** Adds or changes a collaborator (in place when present). */
function updateCollaborator<M>(
  from: CollaboratorSender<M>,
): GitopiaMsg<M & { user: string; role: string }>['execute'] {
  return (g, ctx, msg) => {
    const { repository, sender } = from(g, msg)
    const user = resolveOwner(g.users, () => false, msg.user).address
    if (repository.owner.id === user) throw invalid('owner cannot be a collaborator')
    const permission = msg.role as Permission
    const existing = repository.collaborators.some(entry => entry.id === user)
    const collaborators = existing
      ? repository.collaborators.map(entry =>
          entry.id === user ? { id: user, permission } : entry,
        )
      : [...repository.collaborators, { id: user, permission }]
    const next = touchRepository(g, repository, ctx, { collaborators })
    repositoryEvent(ctx, 'UpdateRepositoryCollaborator', next, {
      Creator: sender,
      RepositoryCollaborator: user,
      Permission: permission,
    })
    return undefined
  }
}

function removeCollaborator<M>(
  from: CollaboratorSender<M>,
): GitopiaMsg<M & { user: string }>['execute'] {
  return (g, ctx, msg) => {
    const { repository, sender } = from(g, msg)
    const user = resolveOwner(g.users, () => false, msg.user).address
    if (!repository.collaborators.some(entry => entry.id === user))
      throw notFound(`user (${msg.user}) is not collaborator`)
    const next = touchRepository(g, repository, ctx, {
      collaborators: repository.collaborators.filter(entry => entry.id !== user),
    })
    repositoryEvent(ctx, 'RemoveRepositoryCollaborator', next, {
      Creator: sender,
      RepositoryCollaborator: user,
    })
    return undefined
  }
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
  return respondWithId('MsgCreateRepositoryLabelResponse', MsgCreateRepositoryLabelResponse, id)
}

/** The repository a label Msg edits (its creator needs WRITE) and the label's id, which must exist. */
function existingLabel(
  g: GitopiaContext,
  msg: { creator: string; repositoryId: RepositoryRef; labelId: number },
): { repository: Repository; id: string } {
  const repository = editable(g, msg.creator, msg.repositoryId, 'WRITE')
  const id = u64(msg.labelId)
  if (!repository.labels.some(label => label.id === id))
    throw notFound(`label with id (${id}) doesn't exist`)
  return { repository, id }
}

function updateLabel(
  g: GitopiaContext,
  ctx: MsgContext,
  msg: MsgUpdateRepositoryLabel,
): MsgResponse | undefined {
  const { repository, id } = existingLabel(g, msg)
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
  const { repository, id } = existingLabel(g, msg)
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
  MsgUpdateRepositoryCollaborator: {
    execute: updateCollaborator(repositoryAdmin),
    validate: validateRole,
  },
  MsgRemoveRepositoryCollaborator: {
    execute: removeCollaborator(repositoryAdmin),
    validate: withRepository,
  },
  MsgUpdateDaoRepositoryCollaborator: {
    execute: updateCollaborator(daoPolicy),
    validate: validateRole,
    signer: byAdmin,
  },
  MsgRemoveDaoRepositoryCollaborator: {
    execute: removeCollaborator(daoPolicy),
    validate: withRepository,
    signer: byAdmin,
  },
  MsgCreateRepositoryLabel: { execute: createLabel, validate: validateLabel },
  MsgUpdateRepositoryLabel: { execute: updateLabel, validate: validateLabel },
  MsgDeleteRepositoryLabel: { execute: deleteLabel, validate: withRepository },
}
