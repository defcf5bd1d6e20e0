import {
  getRef,
  nullIfNotFound,
  listRefs,
  type GitRef,
  type Page,
  type RefKind,
} from '@gitopia-client/chain/gitopia'
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query'
import { isCommitSha, splitSegments } from '../model/ref-segments.ts'
import { resolveFromNames, resolveRefPath } from '../model/resolve-ref.ts'
import { repositoryKeys } from './keys.ts'

/** The sha a branch or tag points at; null when there is no such ref. */
export function refQuery(api: string, owner: string, repo: string, kind: RefKind, name: string) {
  return queryOptions({
    queryKey: repositoryKeys.ref(api, owner, repo, kind, name),
    queryFn: async ({ signal }) =>
      (await nullIfNotFound(getRef(api, kind, owner, repo, name, { signal })))?.sha ?? null,
    staleTime: 30_000,
  })
}

/** Ref lists up to this long are fetched whole to resolve URLs without probing. */
const RESOLVE_LIST_LIMIT = 1000

/**
 * `<ref>/<path>` of a tree, blob or commits URL, resolved (see resolve-ref.ts): the default
 * branch needs one lookup; otherwise the branch and tag lists (when they fit in one page) settle
 * it; very long lists fall back to looking each prefix up.
 */
export function resolvedRefQuery(
  queryClient: QueryClient,
  api: string,
  owner: string,
  repo: string,
  splat: string,
  defaultBranch: string,
) {
  return queryOptions({
    queryKey: repositoryKeys.resolvedRef(api, owner, repo, splat),
    queryFn: async ({ signal }) => {
      const segments = splitSegments(splat)
      const lookup = (kind: RefKind, name: string) =>
        queryClient.fetchQuery(refQuery(api, owner, repo, kind, name))
      const defaultSegments = splitSegments(defaultBranch)
      if (defaultBranch !== '' && defaultSegments.every((segment, i) => segments[i] === segment)) {
        const sha = await lookup('branch', defaultBranch)
        if (sha) return resolveRefPath(splat, lookup, new Map([[defaultBranch, sha]]))
      }
      if (segments[0] !== undefined && isCommitSha(segments[0]))
        return resolveRefPath(splat, lookup)
      const [branches, tags] = await Promise.all(
        (['branch', 'tag'] as const).map(kind =>
          listRefs(api, kind, owner, repo, { signal, page: { limit: RESOLVE_LIST_LIMIT } }),
        ),
      )
      if (branches && tags && branches.nextKey === null && tags.nextKey === null) {
        const names = (page: Page<GitRef>) => new Map(page.items.map(ref => [ref.name, ref.sha]))
        return resolveFromNames(splat, names(branches), names(tags))
      }
      return resolveRefPath(splat, lookup)
    },
    staleTime: 30_000,
  })
}

const REF_PAGE = 100

/** Branches or tags, ordered by name, a page at a time (repositories with hundreds work). */
export function refListQuery(api: string, owner: string, repo: string, kind: RefKind) {
  return infiniteQueryOptions({
    queryKey: repositoryKeys.refList(api, owner, repo, kind),
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
