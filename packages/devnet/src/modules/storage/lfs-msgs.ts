import type {
  MsgApproveLFSObjectUpdate,
  MsgProposeLFSObjectUpdate,
  MsgUpdateLFSObject,
} from '@gitopia/gitopia-js/src/types/storage/tx'
import { MsgProposeLFSObjectUpdateResponse } from '@gitopia/gitopia-js/src/types/storage/tx'
import { respond, type MsgContext, type MsgResponse } from '../../chain/module.ts'
import {
  invalid,
  pendingFor,
  propose,
  rejectProposal,
  requireActive,
  requireRepository,
  saveProposal,
  STORAGE_TYPE_PREFIX,
  type StorageDeps,
  type StorageMsgTable,
} from './msg-kit.ts'
import { rfc3339 } from './types.ts'

function updateLFSObject(
  deps: StorageDeps,
  ctx: MsgContext,
  msg: MsgUpdateLFSObject,
): MsgResponse | undefined {
  const { storage } = deps
  requireActive(deps, msg.creator)
  requireRepository(deps, msg.repositoryId)
  if (!/^[0-9a-f]{64}$/.test(msg.oid)) throw invalid('oid must be a lowercase hex sha256')
  if (msg.cid === '') throw invalid('cid is required')
  if (msg.rootHash.length !== 32) throw invalid('root hash must be 32 bytes')
  const repositoryId = String(msg.repositoryId)
  const existing = storage.lfsObject(repositoryId, msg.oid)
  if (msg.id !== 0 && existing && existing.id !== String(msg.id))
    throw invalid(`LFS object ${msg.oid} has id ${existing.id}, not ${msg.id}`)
  storage.saveLfsObject({
    creator: msg.creator,
    id: existing?.id ?? storage.nextId('lfs-object'),
    repository_id: repositoryId,
    oid: msg.oid,
    size: String(msg.size),
    cid: msg.cid,
    root_hash: Buffer.from(msg.rootHash).toString('base64'),
    created_at: existing?.created_at ?? rfc3339(ctx.blockTime),
    updated_at: rfc3339(ctx.blockTime),
  })
  return undefined
}

function proposeLFSObjectUpdate(
  deps: StorageDeps,
  ctx: MsgContext,
  msg: MsgProposeLFSObjectUpdate,
): MsgResponse | undefined {
  const { storage } = deps
  const base = propose(deps, ctx, msg)
  const id = storage.nextId('lfs-object-proposal')
  saveProposal(
    deps,
    {
      kind: 'lfs-object',
      id,
      ...base,
      oid: msg.oid,
      size: String(msg.size),
      cid: msg.cid,
      root_hash: Buffer.from(msg.rootHash).toString('base64'),
      delete: msg.delete,
    },
    ctx,
  )
  return respond(
    `${STORAGE_TYPE_PREFIX}MsgProposeLFSObjectUpdateResponse`,
    MsgProposeLFSObjectUpdateResponse,
    { proposalId: Number(id) },
  )
}

function approveLFSObjectUpdate(
  deps: StorageDeps,
  ctx: MsgContext,
  msg: MsgApproveLFSObjectUpdate,
): MsgResponse | undefined {
  const { storage } = deps
  const proposal = pendingFor(deps, 'lfs-object', msg, ctx)
  requireActive(deps, proposal.provider)
  const existing = storage.lfsObject(proposal.repository_id, proposal.oid)
  if (proposal.delete) {
    if (existing) storage.deleteLfsObject(existing)
  } else {
    storage.saveLfsObject({
      creator: proposal.provider,
      id: existing?.id ?? storage.nextId('lfs-object'),
      repository_id: proposal.repository_id,
      oid: proposal.oid,
      size: proposal.size,
      cid: proposal.cid,
      root_hash: proposal.root_hash,
      created_at: existing?.created_at ?? rfc3339(ctx.blockTime),
      updated_at: rfc3339(ctx.blockTime),
    })
  }
  storage.deleteProposal(proposal)
  return undefined
}

/**
 * Git LFS objects: proposals to store or delete one (propose, approve, reject), and
 * `MsgUpdateLFSObject`, by which an active provider records an object it stores for a repository
 * (oid = hex sha256 of the bytes, size, CID, Merkle root). The devnet's providers send it once an
 * upload through their LFS API hashed to its oid (docs/protocol.md#git-lfs); a second record of
 * the same oid in a repository replaces the first and keeps its id.
 */
export const lfsMsgs: StorageMsgTable = {
  MsgUpdateLFSObject: { execute: updateLFSObject },
  MsgProposeLFSObjectUpdate: { execute: proposeLFSObjectUpdate },
  MsgApproveLFSObjectUpdate: { execute: approveLFSObjectUpdate },
  MsgRejectLFSObjectUpdate: rejectProposal('lfs-object'),
}
