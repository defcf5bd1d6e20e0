/**
 * Query keys of the repository feature. Other features invalidate repository reads through these
 * (never literal keys); the `…s(api)` entries are prefixes of every key of that kind.
 */
export const repositoryKeys = {
  refs: (api: string) => ['ref', api] as const,
  ref: (api: string, owner: string, repo: string, kind: string, name: string) =>
    [...repositoryKeys.refs(api), owner.toLowerCase(), repo.toLowerCase(), kind, name] as const,
  resolvedRefs: (api: string) => ['resolved-ref', api] as const,
  resolvedRef: (api: string, owner: string, repo: string, splat: string) =>
    [...repositoryKeys.resolvedRefs(api), owner.toLowerCase(), repo.toLowerCase(), splat] as const,
  refLists: (api: string) => ['ref-list', api] as const,
  refList: (api: string, owner: string, repo: string, kind: string) =>
    [...repositoryKeys.refLists(api), owner.toLowerCase(), repo.toLowerCase(), kind] as const,
  latestRelease: (api: string, repositoryId: string) =>
    ['repository-latest-release', api, repositoryId] as const,
}
