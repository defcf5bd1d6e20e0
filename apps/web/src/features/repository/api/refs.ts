import { getRef, isNotFoundError, listRefs, type RefKind } from '@gitopia-client/chain/gitopia'
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query'
import { resolveRefPath } from '../model/resolve-ref.ts'

/** The sha a branch or tag points at; null when there is no such ref. */
export function refQuery(api: string, owner: string, repo: string, kind: RefKind, name: string) {
  return queryOptions({
    queryKey: ['ref', api, owner.toLowerCase(), repo.toLowerCase(), kind, name] as const,
    queryFn: async ({ signal }) => {
      try {
        return (await getRef(api, kind, owner, repo, name, { signal })).sha
      } catch (error) {
        if (isNotFoundError(error)) return null
        throw error
      }
    },
    staleTime: 30_000,
  })
}

/** `<ref>/<path>` of a tree, blob or commits URL, resolved (see resolve-ref.ts). */
export function resolvedRefQuery(
  queryClient: QueryClient,
  api: string,
  owner: string,
  repo: string,
  splat: string,
  defaultBranch: { name: string; sha: string } | null,
) {
  return queryOptions({
    queryKey: ['resolved-ref', api, owner.toLowerCase(), repo.toLowerCase(), splat] as const,
    queryFn: () =>
      resolveRefPath(
        splat,
        (kind, name) => queryClient.fetchQuery(refQuery(api, owner, repo, kind, name)),
        defaultBranch ? new Map([[defaultBranch.name, defaultBranch.sha]]) : undefined,
      ),
    staleTime: 30_000,
  })
}

const REF_PAGE = 100

/** Branches or tags, ordered by name, a page at a time (repositories with hundreds work). */
export function refListQuery(api: string, owner: string, repo: string, kind: RefKind) {
  return infiniteQueryOptions({
    queryKey: ['ref-list', api, owner.toLowerCase(), repo.toLowerCase(), kind] as const,
    queryFn: ({ pageParam, signal }) =>
      listRefs(api, kind, owner, repo, {
        signal,
        page: pageParam ? { key: pageParam, limit: REF_PAGE } : { limit: REF_PAGE },
      }),
    initialPageParam: '',
    getNextPageParam: page => page.nextKey ?? undefined,
    staleTime: 30_000,
  })
}
