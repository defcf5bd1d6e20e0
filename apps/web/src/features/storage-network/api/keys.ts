/** Query keys of the storage network pages. */
export const storageNetworkKeys = {
  all: ['storage-network'] as const,
  overview: (api: string) => [...storageNetworkKeys.all, api, 'overview'] as const,
  challenges: (api: string, key: string) =>
    [...storageNetworkKeys.all, api, 'challenges', key] as const,
  violations: (api: string, key: string) =>
    [...storageNetworkKeys.all, api, 'violations', key] as const,
  provider: (api: string, address: string) =>
    [...storageNetworkKeys.all, api, 'provider', address] as const,
  repository: (api: string, repositoryId: string) =>
    [...storageNetworkKeys.all, api, 'repository', repositoryId] as const,
}
