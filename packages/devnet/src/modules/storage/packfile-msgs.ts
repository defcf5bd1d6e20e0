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
import { respond, type MsgContext, type MsgHandler } from '../../chain/module.ts'
import type { StorageKeeper } from './keeper.ts'
import {
  invalid,
  STORAGE_TYPE_PREFIX,
  storageHandler,
  typedEvent,
  type StorageDeps,
  type StorageMsgKit,
} from './msg-kit.ts'
import { rfc3339 } from './types.ts'

/** The repository's packfile (direct update, proposals) and the repository-delete proposals. */
export function packfileHandlers(deps: StorageDeps, kit: StorageMsgKit): MsgHandler<never>[] {
  const { storage } = deps
  const { requireActive, requireRepository, propose, pendingFor, reject, saveProposal } = kit
  return [
    storageHandler<MsgUpdateRepositoryPackfile>('MsgUpdateRepositoryPackfile', (msg, ctx) => {
      requireActive(msg.creator)
      requireRepository(msg.repositoryId)
      const current = storage.packfileOf(String(msg.repositoryId))
      if (msg.oldCid !== '' && current && current.cid !== msg.oldCid)
        throw invalid(
          `repository state has changed: expected CID ${msg.oldCid}, got ${current.cid}`,
        )
      applyPackfile(storage, ctx, {
        provider: msg.creator,
        repositoryId: String(msg.repositoryId),
        name: msg.name,
        cid: msg.cid,
        rootHash: Buffer.from(msg.rootHash).toString('base64'),
        size: String(msg.size),
      })
      return undefined
    }),

    storageHandler<MsgProposeRepositoryPackfileUpdate>(
      'MsgProposeRepositoryPackfileUpdate',
      (msg, ctx) => {
        const base = propose(ctx, msg)
        const pending = storage
          .proposalsOf('packfile')
          .some(p => p.repository_id === base.repository_id)
        if (pending) throw invalid('there is already a pending proposal for this repository')
        const current = storage.packfileOf(base.repository_id)
        if (msg.oldCid !== '' && (current?.cid ?? '') !== msg.oldCid)
          throw invalid(
            `repository state has changed: expected CID ${msg.oldCid}, got ${current?.cid ?? ''}`,
          )
        const id = storage.nextId('packfile-proposal')
        saveProposal(
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
      },
    ),
    storageHandler<MsgApproveRepositoryPackfileUpdate>(
      'MsgApproveRepositoryPackfileUpdate',
      (msg, ctx) => {
        const proposal = pendingFor('packfile', msg.creator, msg.proposalId, ctx)
        requireActive(proposal.provider)
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
      },
    ),
    reject('packfile', 'MsgRejectRepositoryPackfileUpdate'),

    storageHandler<MsgProposeRepositoryDelete>('MsgProposeRepositoryDelete', (msg, ctx) => {
      const base = propose(ctx, msg)
      const pending = storage
        .proposalsOf('repository-delete')
        .some(p => p.repository_id === base.repository_id)
      if (pending) throw invalid('there is already a pending proposal for this repository')
      const id = storage.nextId('repository-delete-proposal')
      saveProposal({ kind: 'repository-delete', id, ...base }, ctx)
      return respond(
        `${STORAGE_TYPE_PREFIX}MsgProposeRepositoryDeleteResponse`,
        MsgProposeRepositoryDeleteResponse,
        { proposalId: Number(id) },
      )
    }),
    storageHandler<MsgApproveRepositoryDelete>('MsgApproveRepositoryDelete', (msg, ctx) => {
      const proposal = pendingFor('repository-delete', msg.creator, msg.proposalId, ctx)
      requireActive(proposal.provider)
      storage.deleteRepositoryContent(proposal.repository_id)
      if (deps.repositoryExists(proposal.repository_id))
        deps.deleteRepository(proposal.repository_id, ctx)
      storage.deleteProposal(proposal)
      typedEvent(ctx, 'EventRepositoryDeleted', { repository_id: proposal.repository_id })
      return undefined
    }),
  ]
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
