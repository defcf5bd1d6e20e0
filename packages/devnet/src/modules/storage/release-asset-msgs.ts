import type { MsgProposeReleaseAssetsUpdate } from '@gitopia/gitopia-js/src/types/storage/tx'
import { MsgProposeReleaseAssetsUpdateResponse } from '@gitopia/gitopia-js/src/types/storage/tx'
import { invalid, typedEvent, type StorageMsgTable } from './msg-kit.ts'
import { approveMsg, proposeMsg, rejectMsg } from './proposal-msgs.ts'
import { rfc3339 } from './types.ts'

const proposeReleaseAssetsUpdate = proposeMsg(
  'release-assets',
  'MsgProposeReleaseAssetsUpdateResponse',
  MsgProposeReleaseAssetsUpdateResponse,
  ({ storage }, msg: MsgProposeReleaseAssetsUpdate, repositoryId) => {
    const pending = storage
      .proposalsOf('release-assets')
      .some(p => p.repository_id === repositoryId && p.tag === msg.tag)
    if (pending) throw invalid('there is already a pending proposal for this release')
    const assets = msg.assets.map(asset => ({
      name: asset.name,
      cid: asset.cid,
      root_hash: Buffer.from(asset.rootHash).toString('base64'),
      size: String(asset.size),
      sha256: asset.sha256,
      old_cid: asset.oldCid,
      // gitopia-js 3.0.0 lacks the field; an empty CID stands for a deletion.
      delete: asset.cid === '',
    }))
    return { tag: msg.tag, assets }
  },
)

const approveReleaseAssetsUpdate = approveMsg('release-assets', ({ storage }, ctx, proposal) => {
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
  typedEvent(ctx, 'EventReleaseAssetsUpdated', {
    repository_id: proposal.repository_id,
    tag: proposal.tag,
  })
})

/** Proposals to change a release's assets: propose, approve, reject. */
export const releaseAssetMsgs: StorageMsgTable = {
  MsgProposeReleaseAssetsUpdate: proposeReleaseAssetsUpdate,
  MsgApproveReleaseAssetsUpdate: approveReleaseAssetsUpdate,
  MsgRejectReleaseAssetsUpdate: rejectMsg('release-assets'),
}
