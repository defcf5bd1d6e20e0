import type {
  MsgApproveReleaseAssetsUpdate,
  MsgProposeReleaseAssetsUpdate,
} from '@gitopia/gitopia-js/src/types/storage/tx'
import { MsgProposeReleaseAssetsUpdateResponse } from '@gitopia/gitopia-js/src/types/storage/tx'
import { respond, type MsgContext, type MsgResponse } from '../../chain/module.ts'
import {
  invalid,
  pendingFor,
  propose,
  rejectProposal,
  requireActive,
  saveProposal,
  STORAGE_TYPE_PREFIX,
  typedEvent,
  type StorageDeps,
  type StorageMsgTable,
} from './msg-kit.ts'
import { rfc3339, type ReleaseAssetUpdate } from './types.ts'

function proposeReleaseAssetsUpdate(
  deps: StorageDeps,
  ctx: MsgContext,
  msg: MsgProposeReleaseAssetsUpdate,
): MsgResponse | undefined {
  const { storage } = deps
  const base = propose(deps, ctx, msg)
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
  saveProposal(deps, { kind: 'release-assets', id, ...base, tag: msg.tag, assets }, ctx)
  return respond(
    `${STORAGE_TYPE_PREFIX}MsgProposeReleaseAssetsUpdateResponse`,
    MsgProposeReleaseAssetsUpdateResponse,
    { proposalId: Number(id) },
  )
}

function approveReleaseAssetsUpdate(
  deps: StorageDeps,
  ctx: MsgContext,
  msg: MsgApproveReleaseAssetsUpdate,
): MsgResponse | undefined {
  const { storage } = deps
  const proposal = pendingFor(deps, 'release-assets', msg, ctx)
  requireActive(deps, proposal.provider)
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
}

/** Proposals to change a release's assets: propose, approve, reject. */
export const releaseAssetMsgs: StorageMsgTable = {
  MsgProposeReleaseAssetsUpdate: { execute: proposeReleaseAssetsUpdate },
  MsgApproveReleaseAssetsUpdate: { execute: approveReleaseAssetsUpdate },
  MsgRejectReleaseAssetsUpdate: rejectProposal('release-assets'),
}
