/**
 * Query keys of the repository-admin feature (releases and their asset approvals); every
 * read hangs under `repository-admin`. `…(api, repositoryId)` entries are prefixes for invalidation.
 */
export const repositoryAdminKeys = {
  all: ['repository-admin'] as const,
  releases: (api: string, repositoryId: string) =>
    [...repositoryAdminKeys.all, 'releases', api, repositoryId] as const,
  releasesByTag: (api: string, repositoryId: string) =>
    [...repositoryAdminKeys.all, 'release', api, repositoryId] as const,
  release: (api: string, repositoryId: string, tag: string) =>
    [...repositoryAdminKeys.releasesByTag(api, repositoryId), tag] as const,
  assetProposals: (api: string, repositoryId: string) =>
    [...repositoryAdminKeys.all, 'release-assets-proposal', api, repositoryId] as const,
  assetProposal: (api: string, repositoryId: string, tag: string, user: string) =>
    [...repositoryAdminKeys.assetProposals(api, repositoryId), tag, user] as const,
}
