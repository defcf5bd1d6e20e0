import { storageTypeUrl } from '../../type-url.ts'

/** The user accepts what the storage provider proposed for a release's assets (docs/protocol.md#storage-proposals). */
export function approveReleaseAssetsMsg(creator: string, proposalId: string) {
  return {
    typeUrl: storageTypeUrl('MsgApproveReleaseAssetsUpdate'),
    value: { creator, proposalId: Number(proposalId) },
  }
}

/** The user confirms the provider may drop a deleted repository's data (docs/protocol.md#storage-proposals). */
export function approveRepositoryDeleteMsg(creator: string, proposalId: string) {
  return {
    typeUrl: storageTypeUrl('MsgApproveRepositoryDelete'),
    value: { creator, proposalId: Number(proposalId) },
  }
}
