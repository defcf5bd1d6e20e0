import {
  getReleaseByTag,
  isNotFoundError,
  listReleases,
  type Repository,
} from '@gitopia-client/chain/gitopia'
import { getReleaseAssetsProposal } from '@gitopia-client/chain/storage'
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'

const PAGE = 10

/** Query keys of the release pages; `…(api, repositoryId)` entries are prefixes for invalidation. */
export const releaseKeys = {
  list: (api: string, repositoryId: string) => ['releases', api, repositoryId] as const,
  byTags: (api: string, repositoryId: string) => ['release', api, repositoryId] as const,
  byTag: (api: string, repositoryId: string, tag: string) =>
    [...releaseKeys.byTags(api, repositoryId), tag] as const,
  proposals: (api: string, repositoryId: string) =>
    ['release-assets-proposal', api, repositoryId] as const,
  proposal: (api: string, repositoryId: string, tag: string, user: string) =>
    [...releaseKeys.proposals(api, repositoryId), tag, user] as const,
}

/** Releases newest first (the chain keeps them by id), a page at a time. */
export function releasesQuery(api: string, repository: Repository) {
  return infiniteQueryOptions({
    queryKey: releaseKeys.list(api, repository.id),
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
    queryKey: releaseKeys.byTag(api, repository.id, tag),
    queryFn: async ({ signal }) => {
      try {
        return await getReleaseByTag(api, repository.ownerAddress, repository.name, tag, {
          signal,
        })
      } catch (error) {
        if (isNotFoundError(error)) return null
        throw error
      }
    },
    staleTime: 30_000,
  })
}

/** A release-assets update the provider proposed and `user` has not approved yet. */
export function pendingAssetsQuery(api: string, repositoryId: string, tag: string, user: string) {
  return queryOptions({
    queryKey: releaseKeys.proposal(api, repositoryId, tag, user),
    queryFn: ({ signal }) => getReleaseAssetsProposal(api, repositoryId, tag, user, { signal }),
    staleTime: 10_000,
  })
}
