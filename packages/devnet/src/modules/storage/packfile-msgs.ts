import type {
  MsgApproveRepositoryDelete,
  MsgApproveRepositoryPackfileUpdate,
  MsgProposeRepositoryDelete,
  MsgProposeRepositoryPackfileUpdate,
  MsgUpdateRepositoryPackfile,
} from '@gitopia/gitopia-js/src/types/storage/tx'
import {
  MsgProposeRepositoryDeleteResponse,
  MsgProposeRepositoryPackfileUpdateResponse,
} from '@gitopia/gitopia-js/src/types/storage/tx'
import { respond, type MsgContext, type MsgResponse } from '../../chain/module.ts'
import type { StorageKeeper } from './keeper.ts'
import {
  invalid,
  pendingFor,
  propose,
  rejectProposal,
  requireActive,
  requireRepository,
  saveProposal,
  STORAGE_TYPE_PREFIX,
  typedEvent,
  type StorageDeps,
  type StorageMsgTable,
} from './msg-kit.ts'
import { rfc3339 } from './types.ts'

function updateRepositoryPackfile(
  deps: StorageDeps,
  ctx: MsgContext,
  msg: MsgUpdateRepositoryPackfile,
): MsgResponse | undefined {
  const { storage } = deps
  requireActive(deps, msg.creator)
  requireRepository(deps, msg.repositoryId)
  const current = storage.packfileOf(String(msg.repositoryId))
  if (msg.oldCid !== '' && current && current.cid !== msg.oldCid)
    throw invalid(`repository state has changed: expected CID ${msg.oldCid}, got ${current.cid}`)
  applyPackfile(storage, ctx, {
    provider: msg.creator,
    repositoryId: String(msg.repositoryId),
    name: msg.name,
    cid: msg.cid,
    rootHash: Buffer.from(msg.rootHash).toString('base64'),
    size: String(msg.size),
  })
  return undefined
}

function proposeRepositoryPackfileUpdate(
  deps: StorageDeps,
  ctx: MsgContext,
  msg: MsgProposeRepositoryPackfileUpdate,
): MsgResponse | undefined {
  const { storage } = deps
  const base = propose(deps, ctx, msg)
  const pending = storage.proposalsOf('packfile').some(p => p.repository_id === base.repository_id)
  if (pending) throw invalid('there is already a pending proposal for this repository')
  const current = storage.packfileOf(base.repository_id)
  if (msg.oldCid !== '' && (current?.cid ?? '') !== msg.oldCid)
    throw invalid(
      `repository state has changed: expected CID ${msg.oldCid}, got ${current?.cid ?? ''}`,
    )
  const id = storage.nextId('packfile-proposal')
  saveProposal(
    deps,
    {
      kind: 'packfile',
      id,
      ...base,
      name: msg.name,
      cid: msg.cid,
      root_hash: Buffer.from(msg.rootHash).toString('base64'),
      size: String(msg.size),
      old_cid: msg.oldCid,
      merge_commit_sha: msg.mergeCommitSha,
      delete: msg.delete,
    },
    ctx,
  )
  return respond(
    `${STORAGE_TYPE_PREFIX}MsgProposeRepositoryPackfileUpdateResponse`,
    MsgProposeRepositoryPackfileUpdateResponse,
    { proposalId: Number(id) },
  )
}

function approveRepositoryPackfileUpdate(
  deps: StorageDeps,
  ctx: MsgContext,
  msg: MsgApproveRepositoryPackfileUpdate,
): MsgResponse | undefined {
  const { storage } = deps
  const proposal = pendingFor(deps, 'packfile', msg, ctx)
  requireActive(deps, proposal.provider)
  const current = storage.packfileOf(proposal.repository_id)
  if (proposal.old_cid !== '' && (current?.cid ?? '') !== proposal.old_cid)
    throw invalid(
      `repository state has changed: expected CID ${proposal.old_cid}, got ${current?.cid ?? ''}`,
    )
  if (proposal.delete) storage.deletePackfile(proposal.repository_id)
  else
    applyPackfile(storage, ctx, {
      provider: proposal.provider,
      repositoryId: proposal.repository_id,
      name: proposal.name,
      cid: proposal.cid,
      rootHash: proposal.root_hash,
      size: proposal.size,
    })
  storage.deleteProposal(proposal)
  return undefined
}

function proposeRepositoryDelete(
  deps: StorageDeps,
  ctx: MsgContext,
  msg: MsgProposeRepositoryDelete,
): MsgResponse | undefined {
  const { storage } = deps
  const base = propose(deps, ctx, msg)
  const pending = storage
    .proposalsOf('repository-delete')
    .some(p => p.repository_id === base.repository_id)
  if (pending) throw invalid('there is already a pending proposal for this repository')
  const id = storage.nextId('repository-delete-proposal')
  saveProposal(deps, { kind: 'repository-delete', id, ...base }, ctx)
  return respond(
    `${STORAGE_TYPE_PREFIX}MsgProposeRepositoryDeleteResponse`,
    MsgProposeRepositoryDeleteResponse,
    { proposalId: Number(id) },
  )
}

function approveRepositoryDelete(
  deps: StorageDeps,
  ctx: MsgContext,
  msg: MsgApproveRepositoryDelete,
): MsgResponse | undefined {
  const { storage } = deps
  const proposal = pendingFor(deps, 'repository-delete', msg, ctx)
  requireActive(deps, proposal.provider)
  storage.deleteRepositoryContent(proposal.repository_id)
  if (deps.repositoryExists(proposal.repository_id))
    deps.deleteRepository(proposal.repository_id, ctx)
  storage.deleteProposal(proposal)
  typedEvent(ctx, 'EventRepositoryDeleted', { repository_id: proposal.repository_id })
  return undefined
}

/** The repository's packfile (direct update, proposals) and the repository-delete proposals. */
export const packfileMsgs: StorageMsgTable = {
  MsgUpdateRepositoryPackfile: { execute: updateRepositoryPackfile },
  MsgProposeRepositoryPackfileUpdate: { execute: proposeRepositoryPackfileUpdate },
  MsgApproveRepositoryPackfileUpdate: { execute: approveRepositoryPackfileUpdate },
  MsgRejectRepositoryPackfileUpdate: rejectProposal('packfile'),
  MsgProposeRepositoryDelete: { execute: proposeRepositoryDelete },
  MsgApproveRepositoryDelete: { execute: approveRepositoryDelete },
}

function applyPackfile(
  storage: StorageKeeper,
  ctx: MsgContext,
  update: {
    provider: string
    repositoryId: string
    name: string
    cid: string
    rootHash: string
    size: string
  },
): void {
  const current = storage.packfileOf(update.repositoryId)
  storage.savePackfile({
    creator: update.provider,
    id: current?.id ?? storage.nextId('packfile'),
    repository_id: update.repositoryId,
    name: update.name,
    size: update.size,
    cid: update.cid,
    root_hash: update.rootHash,
    created_at: current?.created_at ?? rfc3339(ctx.blockTime),
    updated_at: rfc3339(ctx.blockTime),
    old_cid: current?.cid ?? '',
  })
  typedEvent(ctx, 'EventPackfileUpdated', {
    repository_id: update.repositoryId,
    cid: update.cid,
    old_cid: current?.cid ?? '',
  })
}
