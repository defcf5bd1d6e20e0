export * from '../modules/storage/queries.ts'
export * from './content.ts'
export { CONTENT_MISMATCH_MESSAGE, ContentMismatchError, gitObjectId } from './git-object.ts'
export * from './verified-content.ts'
export * from './lfs.ts'
export * from './selection.ts'
export * from './session.ts'
export type * from './types.ts'
export * from '../modules/storage/proposals.ts'
export * from './upload.ts'
export * from './release-asset.ts'
export { verifiedCommit, type ObjectSource } from './verified-history.ts'
export * from './verified-files.ts'
export { checkMergeCommit } from './verified-merge.ts'
export {
  getVerifiedPullCommits,
  getVerifiedPullDiff,
  getVerifiedPullDiffStat,
} from './verified-pull.ts'
export * from './network.ts'
export * from './repository-storage.ts'

export * from './provider-url.ts'
