import {
  approveReleaseAssetsMsg,
  createReleaseMsg,
  daoCreateReleaseMsg,
  setTagMsg,
  updateReleaseMsg,
  type ReleaseAttachment,
  type ReleaseFields,
  type RepositoryRef,
} from '@gitopia-client/chain/gitopia'
import {
  assetNameProblem,
  getReleaseAssetsProposal,
  hashStream,
  MAX_RELEASE_ASSET_BYTES,
  uploadAuthorization,
  uploadReleaseAsset,
  type StorageProviderInfo,
} from '@gitopia-client/chain/storage'
import type { EncodeObject, SubmitOrProposeOutcome } from '@/features/wallet/index.ts'
import { awaitAndApprove, type ApprovalPhase } from '../model/approval.ts'
import type { DaoAwareAction } from '../model/use-dao-action.ts'

/** A file chosen for upload and where it stands. */
export interface NewAsset {
  readonly key: string
  readonly file: File
  readonly name: string
  readonly state:
    | { readonly step: 'ready' }
    | { readonly step: 'hashing'; readonly done: number }
    | { readonly step: 'signing' }
    | { readonly step: 'uploading'; readonly done: number }
    | { readonly step: 'uploaded'; readonly sha: string; readonly size: number }
    | { readonly step: 'failed'; readonly message: string }
}

export type PublishStep =
  | { readonly step: 'uploading' }
  | { readonly step: 'submitting' }
  | { readonly step: 'approval'; readonly phase: ApprovalPhase }

export interface PublishRequest {
  readonly mode: 'new' | 'edit'
  readonly creator: string
  readonly repositoryId: string
  readonly repository: RepositoryRef
  readonly provider: StorageProviderInfo
  readonly api: string
  /** The release being edited. */
  readonly releaseId?: string
  /** Create the tag first, pointing at this commit (the target branch's head). */
  readonly newTagSha: string | null
  readonly fields: Omit<ReleaseFields, 'attachments' | 'provider'>
  /** Attachments kept from the release being edited. */
  readonly kept: readonly ReleaseAttachment[]
  /** Whether an edit removed any of the previous attachments. */
  readonly removedAny: boolean
  /** The owning DAO requires a proposal to create releases. */
  readonly viaProposal: boolean
  readonly assets: readonly NewAsset[]
}

export interface PublishEffects {
  readonly signData: (payload: unknown) => Promise<string>
  readonly runAction: (action: DaoAwareAction) => Promise<SubmitOrProposeOutcome>
  readonly submit: (request: { msgs: EncodeObject[] }) => Promise<unknown>
  readonly onAsset: (key: string, state: NewAsset['state']) => void
  readonly onStep: (step: PublishStep) => void
}

/** Problems that stop a publish before anything is signed, by field. */
export function assetProblems(
  assets: readonly NewAsset[],
  kept: readonly ReleaseAttachment[],
): string | null {
  const names = new Set(kept.map(a => a.name))
  for (const asset of assets) {
    const problem = assetNameProblem(asset.name)
    if (problem) return problem
    if (asset.file.size > MAX_RELEASE_ASSET_BYTES) return `${asset.name} is larger than 2 GiB`
    if (names.has(asset.name)) return `Two assets are named ${asset.name}`
    names.add(asset.name)
  }
  return null
}

/** Hashes (streamed), authorizes (off-chain signature) and uploads one file. */
async function uploadOne(request: PublishRequest, asset: NewAsset, effects: PublishEffects) {
  effects.onAsset(asset.key, { step: 'hashing', done: 0 })
  const digest = await hashStream(asset.file.stream(), {
    onProgress: done => effects.onAsset(asset.key, { step: 'hashing', done }),
  })
  effects.onAsset(asset.key, { step: 'signing' })
  const signature = await effects.signData(
    uploadAuthorization({
      action: request.mode === 'new' ? 'new-release' : 'edit-release',
      repositoryId: request.repositoryId,
      tagName: request.fields.tagName,
      name: asset.name,
      size: digest.size,
      sha256: digest.sha256,
    }),
  )
  effects.onAsset(asset.key, { step: 'uploading', done: 0 })
  const answer = await uploadReleaseAsset({
    providerApiUrl: request.provider.apiUrl,
    file: asset.file,
    fileName: asset.name,
    signature,
    onProgress: done => effects.onAsset(asset.key, { step: 'uploading', done }),
  })
  // The chain records what was hashed here; a provider claiming other bytes is refused.
  if (answer.sha.toLowerCase() !== digest.sha256 || answer.size !== digest.size) {
    throw new Error(uploadMismatchMessage(asset.name))
  }
  const state = { step: 'uploaded', sha: digest.sha256, size: digest.size } as const
  effects.onAsset(asset.key, state)
  return state
}

/** The provider's upload answer names other bytes than the file that was hashed and signed. */
const uploadMismatchMessage = (name: string) =>
  `The storage provider's answer for ${name} does not match the file (size or SHA-256); nothing was published`

/**
 * Create or edit a release: upload new files (skipping ones already uploaded in an earlier try),
 * send the tag and release Msgs in one tx (or a DAO proposal), then wait for the provider's
 * release-assets proposal and approve it. Throws on the first failure; the caller keeps the form.
 */
export async function publishRelease(
  request: PublishRequest,
  effects: PublishEffects,
): Promise<{ outcome: SubmitOrProposeOutcome; approval: ApprovalPhase | null }> {
  const uploaded: ReleaseAttachment[] = []
  if (request.assets.length > 0) effects.onStep({ step: 'uploading' })
  for (const asset of request.assets) {
    const done =
      asset.state.step === 'uploaded' ? asset.state : await uploadOne(request, asset, effects)
    uploaded.push({ name: asset.name, size: done.size, sha: done.sha, uploader: request.creator })
  }

  const fields: ReleaseFields = {
    ...request.fields,
    attachments: [...request.kept, ...uploaded],
    provider: request.provider.creator,
  }
  const tagMsgs = (creator: string) =>
    request.newTagSha
      ? [setTagMsg(creator, request.repository, request.fields.tagName, request.newTagSha)]
      : []
  effects.onStep({ step: 'submitting' })
  let outcome: SubmitOrProposeOutcome
  if (request.mode === 'edit' && request.releaseId !== undefined) {
    const id = request.releaseId
    outcome = await effects.runAction({
      title: `Update release ${fields.tagName}`,
      direct: creator => [...tagMsgs(creator), updateReleaseMsg(creator, id, fields)],
    })
  } else {
    // A DAO proposal cannot create the tag: that is a plain tx first.
    if (request.viaProposal && request.newTagSha) {
      await effects.submit({ msgs: tagMsgs(request.creator) })
    }
    outcome = await effects.runAction({
      rule: 'releases',
      title: `Release ${fields.tagName}`,
      summary: fields.name,
      direct: creator => [
        ...tagMsgs(creator),
        createReleaseMsg(creator, request.repository, fields),
      ],
      viaDao: policy => [daoCreateReleaseMsg(policy, request.repository, fields)],
    })
  }

  const changedAssets = uploaded.length > 0 || request.removedAny
  if (outcome.kind !== 'direct' || !changedAssets) return { outcome, approval: null }
  const approval = await awaitAndApprove({
    read: () =>
      getReleaseAssetsProposal(
        request.api,
        request.repositoryId,
        request.fields.tagName,
        request.creator,
      ),
    approve: id => effects.submit({ msgs: [approveReleaseAssetsMsg(request.creator, id)] }),
    onPhase: phase => effects.onStep({ step: 'approval', phase }),
  })
  return { outcome, approval }
}
