import type {
  MsgProposeLFSObjectUpdate,
  MsgUpdateLFSObject,
} from '@gitopia/gitopia-js/src/types/storage/tx'
import { MsgProposeLFSObjectUpdateResponse } from '@gitopia/gitopia-js/src/types/storage/tx'
import type { MsgContext } from '../../chain/module.ts'
import type { StorageKeeper } from './keeper.ts'
import {
  invalid,
  requireActive,
  requireRepository,
  type StorageDeps,
  type StorageMsgTable,
} from './msg-kit.ts'
import { approveMsg, proposeMsg, rejectMsg } from './proposal-msgs.ts'
import { rfc3339 } from './types.ts'

/** Records an LFS object of a repository; a second record of its oid keeps the first one's id. */
function saveLfsObject(
  storage: StorageKeeper,
  ctx: MsgContext,
  object: {
    creator: string
    repository_id: string
    oid: string
    size: string
    cid: string
    root_hash: string
  },
): void {
  const existing = storage.lfsObject(object.repository_id, object.oid)
  storage.saveLfsObject({
    creator: object.creator,
    id: existing?.id ?? storage.nextId('lfs-object'),
    repository_id: object.repository_id,
    oid: object.oid,
    size: object.size,
    cid: object.cid,
    root_hash: object.root_hash,
    created_at: existing?.created_at ?? rfc3339(ctx.blockTime),
    updated_at: rfc3339(ctx.blockTime),
  })
}

function updateLFSObject(deps: StorageDeps, ctx: MsgContext, msg: MsgUpdateLFSObject): undefined {
  requireActive(deps, msg.creator)
  requireRepository(deps, msg.repositoryId)
  if (!/^[0-9a-f]{64}$/.test(msg.oid)) throw invalid('oid must be a lowercase hex sha256')
  if (msg.cid === '') throw invalid('cid is required')
  if (msg.rootHash.length !== 32) throw invalid('root hash must be 32 bytes')
  const repositoryId = String(msg.repositoryId)
  const existing = deps.storage.lfsObject(repositoryId, msg.oid)
  if (msg.id !== 0 && existing && existing.id !== String(msg.id))
    throw invalid(`LFS object ${msg.oid} has id ${existing.id}, not ${msg.id}`)
  saveLfsObject(deps.storage, ctx, {
    creator: msg.creator,
    repository_id: repositoryId,
    oid: msg.oid,
    size: String(msg.size),
    cid: msg.cid,
    root_hash: Buffer.from(msg.rootHash).toString('base64'),
  })
  return undefined
}

const proposeLFSObjectUpdate = proposeMsg(
  'lfs-object',
  'MsgProposeLFSObjectUpdateResponse',
  MsgProposeLFSObjectUpdateResponse,
  (_deps, msg: MsgProposeLFSObjectUpdate) => ({
    oid: msg.oid,
    size: String(msg.size),
    cid: msg.cid,
    root_hash: Buffer.from(msg.rootHash).toString('base64'),
    delete: msg.delete,
  }),
)

const approveLFSObjectUpdate = approveMsg('lfs-object', ({ storage }, ctx, proposal) => {
  if (proposal.delete) {
    const existing = storage.lfsObject(proposal.repository_id, proposal.oid)
    if (existing) storage.deleteLfsObject(existing)
  } else {
    saveLfsObject(storage, ctx, { ...proposal, creator: proposal.provider })
  }
})

/**
 * Git LFS objects: proposals to store or delete one (propose, approve, reject), and
 * `MsgUpdateLFSObject`, by which an active provider records an object it stores for a repository
 * (oid = hex sha256 of the bytes, size, CID, Merkle root). The devnet's providers send it once an
 * upload through their LFS API hashed to its oid (docs/protocol.md#git-lfs); a second record of
 * the same oid in a repository replaces the first and keeps its id.
 */
export const lfsMsgs: StorageMsgTable = {
  MsgUpdateLFSObject: { execute: updateLFSObject },
  MsgProposeLFSObjectUpdate: proposeLFSObjectUpdate,
  MsgApproveLFSObjectUpdate: approveLFSObjectUpdate,
  MsgRejectLFSObjectUpdate: rejectMsg('lfs-object'),
}
