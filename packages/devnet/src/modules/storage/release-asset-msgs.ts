import type {
  MsgApproveReleaseAssetsUpdate,
  MsgProposeReleaseAssetsUpdate,
} from '@gitopia/gitopia-js/src/types/storage/tx'
import { MsgProposeReleaseAssetsUpdateResponse } from '@gitopia/gitopia-js/src/types/storage/tx'
import { respond, type MsgHandler } from '../../chain/module.ts'
import {
  invalid,
  STORAGE_TYPE_PREFIX,
  storageHandler,
  typedEvent,
  type StorageDeps,
  type StorageMsgKit,
} from './msg-kit.ts'
import { rfc3339, type ReleaseAssetUpdate } from './types.ts'

/** Proposals to change a release's assets: propose, approve, reject. */
export function releaseAssetHandlers(deps: StorageDeps, kit: StorageMsgKit): MsgHandler<never>[] {
  const { storage } = deps
  const { requireActive, propose, pendingFor, reject, saveProposal } = kit
  return [
    storageHandler<MsgProposeReleaseAssetsUpdate>('MsgProposeReleaseAssetsUpdate', (msg, ctx) => {
      const base = propose(ctx, msg)
      const pending = storage
        .proposalsOf('release-assets')
        .some(p => p.repository_id === base.repository_id && p.tag === msg.tag)
      if (pending) throw invalid('there is already a pending proposal for this release')
      const assets: ReleaseAssetUpdate[] = msg.assets.map(asset => ({
        name: asset.name,
        cid: asset.cid,
        root_hash: Buffer.from(asset.rootHash).toString('base64'),
        size: String(asset.size),
        sha256: asset.sha256,
        old_cid: asset.oldCid,
        // gitopia-js 3.0.0 lacks the field; an empty CID stands for a deletion.
        delete: asset.cid === '',
      }))
      const id = storage.nextId('release-assets-proposal')
      saveProposal({ kind: 'release-assets', id, ...base, tag: msg.tag, assets }, ctx)
      return respond(
        `${STORAGE_TYPE_PREFIX}MsgProposeReleaseAssetsUpdateResponse`,
        MsgProposeReleaseAssetsUpdateResponse,
        { proposalId: Number(id) },
      )
    }),
    storageHandler<MsgApproveReleaseAssetsUpdate>('MsgApproveReleaseAssetsUpdate', (msg, ctx) => {
      const proposal = pendingFor('release-assets', msg.creator, msg.proposalId, ctx)
      requireActive(proposal.provider)
      for (const asset of proposal.assets) {
        const existing = storage.releaseAsset(proposal.repository_id, proposal.tag, asset.name)
        if (asset.delete) {
          if (existing) storage.deleteReleaseAsset(existing)
          continue
        }
        storage.saveReleaseAsset({
          creator: proposal.provider,
          id: existing?.id ?? storage.nextId('release-asset'),
          repository_id: proposal.repository_id,
          tag: proposal.tag,
          name: asset.name,
          size: asset.size,
          cid: asset.cid,
          root_hash: asset.root_hash,
          sha256: asset.sha256,
          created_at: existing?.created_at ?? rfc3339(ctx.blockTime),
          updated_at: rfc3339(ctx.blockTime),
        })
      }
      storage.deleteProposal(proposal)
      typedEvent(ctx, 'EventReleaseAssetsUpdated', {
        repository_id: proposal.repository_id,
        tag: proposal.tag,
      })
      return undefined
    }),
    reject('release-assets', 'MsgRejectReleaseAssetsUpdate'),
  ]
}
