import type {
  MsgProposeRepositoryPackfileUpdate,
  MsgUpdateRepositoryPackfile,
} from '@gitopia/gitopia-js/src/types/storage/tx'
import {
  MsgProposeRepositoryDeleteResponse,
  MsgProposeRepositoryPackfileUpdateResponse,
} from '@gitopia/gitopia-js/src/types/storage/tx'
import type { MsgContext } from '../../chain/module.ts'
import type { StorageKeeper } from './keeper.ts'
import {
  invalid,
  requireActive,
  requireRepository,
  typedEvent,
  type StorageDeps,
  type StorageMsgTable,
} from './msg-kit.ts'
import { approveMsg, proposeMsg, rejectMsg, requireNoPending } from './proposal-msgs.ts'
import { rfc3339 } from './types.ts'

/** Refuses a change made against another packfile than the repository's (`oldCid`, if given). */
function requireCurrentCid(storage: StorageKeeper, repositoryId: string, oldCid: string): void {
  const current = storage.packfileOf(repositoryId)?.cid ?? ''
  if (oldCid !== '' && current !== oldCid)
    throw invalid(`repository state has changed: expected CID ${oldCid}, got ${current}`)
}

function updateRepositoryPackfile(
  deps: StorageDeps,
  ctx: MsgContext,
  msg: MsgUpdateRepositoryPackfile,
): undefined {
  requireActive(deps, msg.creator)
  requireRepository(deps, msg.repositoryId)
  const current = deps.storage.packfileOf(String(msg.repositoryId))
  // A first packfile may be recorded whatever `oldCid` says.
  if (current) requireCurrentCid(deps.storage, String(msg.repositoryId), msg.oldCid)
  applyPackfile(deps.storage, ctx, {
    provider: msg.creator,
    repositoryId: String(msg.repositoryId),
    name: msg.name,
    cid: msg.cid,
    rootHash: Buffer.from(msg.rootHash).toString('base64'),
    size: String(msg.size),
  })
  return undefined
}

const proposeRepositoryPackfileUpdate = proposeMsg(
  'packfile',
  'MsgProposeRepositoryPackfileUpdateResponse',
  MsgProposeRepositoryPackfileUpdateResponse,
  (deps, msg: MsgProposeRepositoryPackfileUpdate, repositoryId) => {
    requireNoPending(deps, 'packfile', repositoryId)
    requireCurrentCid(deps.storage, repositoryId, msg.oldCid)
    return {
      name: msg.name,
      cid: msg.cid,
      root_hash: Buffer.from(msg.rootHash).toString('base64'),
      size: String(msg.size),
      old_cid: msg.oldCid,
      merge_commit_sha: msg.mergeCommitSha,
      delete: msg.delete,
    }
  },
)

const approveRepositoryPackfileUpdate = approveMsg('packfile', ({ storage }, ctx, proposal) => {
  requireCurrentCid(storage, proposal.repository_id, proposal.old_cid)
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
})

const proposeRepositoryDelete = proposeMsg(
  'repository-delete',
  'MsgProposeRepositoryDeleteResponse',
  MsgProposeRepositoryDeleteResponse,
  (deps, _msg, repositoryId) => {
    requireNoPending(deps, 'repository-delete', repositoryId)
    return {}
  },
)

const approveRepositoryDelete = approveMsg('repository-delete', (deps, ctx, proposal) => {
  deps.storage.deleteRepositoryContent(proposal.repository_id)
  if (deps.repositoryExists(proposal.repository_id))
    deps.deleteRepository(proposal.repository_id, ctx)
  typedEvent(ctx, 'EventRepositoryDeleted', { repository_id: proposal.repository_id })
})

/** The repository's packfile (direct update, proposals) and the repository-delete proposals. */
export const packfileMsgs: StorageMsgTable = {
  MsgUpdateRepositoryPackfile: { execute: updateRepositoryPackfile },
  MsgProposeRepositoryPackfileUpdate: proposeRepositoryPackfileUpdate,
  MsgApproveRepositoryPackfileUpdate: approveRepositoryPackfileUpdate,
  MsgRejectRepositoryPackfileUpdate: rejectMsg('packfile'),
  MsgProposeRepositoryDelete: proposeRepositoryDelete,
  MsgApproveRepositoryDelete: approveRepositoryDelete,
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
