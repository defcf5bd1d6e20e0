import {
  getReleaseByTag,
  nullIfNotFound,
  listReleases,
  type Repository,
} from '@gitopia-client/chain/gitopia'
import { getReleaseAssetsProposal } from '@gitopia-client/chain/storage'
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { repositoryAdminKeys } from '../api/keys.ts'

const PAGE = 10

/** Releases newest first (the chain keeps them by id), a page at a time. */
export function releasesQuery(api: string, repository: Repository) {
  return infiniteQueryOptions({
    queryKey: repositoryAdminKeys.releases(api, repository.id),
    queryFn: ({ pageParam, signal }) =>
      listReleases(api, repository.ownerAddress, repository.name, {
        signal,
        page: pageParam
          ? { key: pageParam, limit: PAGE, reverse: true }
          : { limit: PAGE, reverse: true, countTotal: true },
      }),
    initialPageParam: '',
    getNextPageParam: page => page.nextKey ?? undefined,
    staleTime: 30_000,
  })
}

/** A release by its tag; null when the tag has none. */
export function releaseQuery(api: string, repository: Repository, tag: string) {
  return queryOptions({
    queryKey: repositoryAdminKeys.release(api, repository.id, tag),
    queryFn: ({ signal }) =>
      nullIfNotFound(
        getReleaseByTag(api, repository.ownerAddress, repository.name, tag, { signal }),
      ),
    staleTime: 30_000,
  })
}

/** A release-assets update the provider proposed and `user` has not approved yet. */
export function pendingAssetsQuery(api: string, repositoryId: string, tag: string, user: string) {
  return queryOptions({
    queryKey: repositoryAdminKeys.assetProposal(api, repositoryId, tag, user),
    queryFn: ({ signal }) => getReleaseAssetsProposal(api, repositoryId, tag, user, { signal }),
    staleTime: 10_000,
  })
}
