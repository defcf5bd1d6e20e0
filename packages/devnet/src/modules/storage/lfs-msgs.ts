import type {
  MsgApproveLFSObjectUpdate,
  MsgProposeLFSObjectUpdate,
} from '@gitopia/gitopia-js/src/types/storage/tx'
import { MsgProposeLFSObjectUpdateResponse } from '@gitopia/gitopia-js/src/types/storage/tx'
import { respond, type MsgHandler } from '../../chain/module.ts'
import {
  STORAGE_TYPE_PREFIX,
  storageHandler,
  type StorageDeps,
  type StorageMsgKit,
} from './msg-kit.ts'
import { rfc3339 } from './types.ts'

/** Proposals to store or delete a Git LFS object: propose, approve, reject. */
export function lfsHandlers(deps: StorageDeps, kit: StorageMsgKit): MsgHandler<never>[] {
  const { storage } = deps
  const { requireActive, propose, pendingFor, reject, saveProposal } = kit
  return [
    storageHandler<MsgProposeLFSObjectUpdate>('MsgProposeLFSObjectUpdate', (msg, ctx) => {
      const base = propose(ctx, msg)
      const id = storage.nextId('lfs-object-proposal')
      saveProposal(
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
    }),
    storageHandler<MsgApproveLFSObjectUpdate>('MsgApproveLFSObjectUpdate', (msg, ctx) => {
      const proposal = pendingFor('lfs-object', msg.creator, msg.proposalId, ctx)
      requireActive(proposal.provider)
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
    }),
    reject('lfs-object', 'MsgRejectLFSObjectUpdate'),
  ]
}
