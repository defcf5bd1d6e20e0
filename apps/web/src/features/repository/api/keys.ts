/**
 * Query keys of the repository feature; every read of it hangs under `repository`, so one prefix
 * refreshes everything about repositories: a repository by name right under it, every other kind
 * under its name. Other features invalidate repository reads through these (never literal keys);
 * the `…s(api)` entries are prefixes of every key of that kind.
 */
export const repositoryKeys = {
  refs: (api: string) => ['repository', 'ref', api] as const,
  ref: (api: string, owner: string, repo: string, kind: string, name: string) =>
    [...repositoryKeys.refs(api), owner.toLowerCase(), repo.toLowerCase(), kind, name] as const,
  resolvedRefs: (api: string) => ['repository', 'resolved-ref', api] as const,
  resolvedRef: (api: string, owner: string, repo: string, splat: string) =>
    [...repositoryKeys.resolvedRefs(api), owner.toLowerCase(), repo.toLowerCase(), splat] as const,
  refLists: (api: string) => ['repository', 'ref-list', api] as const,
  refList: (api: string, owner: string, repo: string, kind: string) =>
    [...repositoryKeys.refLists(api), owner.toLowerCase(), repo.toLowerCase(), kind] as const,
  latestRelease: (api: string, repositoryId: string) =>
    ['repository', 'latest-release', api, repositoryId] as const,
  /** Prefix of every repository read by name (dropped when a repository is deleted or renamed). */
  repositories: (api: string) => ['repository', api] as const,
  repository: (api: string, owner: string, name: string) =>
    [...repositoryKeys.repositories(api), owner.toLowerCase(), name.toLowerCase()] as const,
  repositoryById: (api: string, id: string) => ['repository', 'by-id', api, id] as const,
  forks: (api: string, repositoryId: string) => ['repository', 'forks', api, repositoryId] as const,
  /** Open issues and pull requests (the tabs' counters): refreshed by what opens or closes one. */
  openCounts: (api: string, repositoryId: string) =>
    ['repository', 'open-count', api, repositoryId] as const,
  openCount: (api: string, repositoryId: string, kind: 'issue' | 'pull') =>
    [...repositoryKeys.openCounts(api, repositoryId), kind] as const,
  packfile: (api: string, repositoryId: string) =>
    ['repository', 'packfile', api, repositoryId] as const,
  ownerName: (api: string, address: string) => ['repository', 'owner-name', api, address] as const,
  owningDao: (api: string, daoAddress: string) =>
    ['repository', 'owning-dao', api, daoAddress] as const,
  /** Provider content is addressed by commit sha, so these keys need no endpoint. */
  tree: (repositoryId: string, commitSha: string, path: string, page: number) =>
    ['repository', 'tree', repositoryId, commitSha, path, page] as const,
  treeLastCommits: (repositoryId: string, commitSha: string, path: string, page: number) =>
    ['repository', 'tree-last-commits', repositoryId, commitSha, path, page] as const,
  file: (repositoryId: string, commitSha: string, path: string, full: boolean) =>
    ['repository', 'file', repositoryId, commitSha, path, full] as const,
  commits: (repositoryId: string, fromSha: string, path: string) =>
    ['repository', 'commits', repositoryId, fromSha, path] as const,
  commit: (repositoryId: string, sha: string) =>
    ['repository', 'commit', repositoryId, sha] as const,
  latestCommit: (repositoryId: string, sha: string) =>
    ['repository', 'latest-commit', repositoryId, sha] as const,
  diffStat: (repositoryId: string, sha: string) =>
    ['repository', 'diff-stat', repositoryId, sha] as const,
  diff: (repositoryId: string, sha: string) => ['repository', 'diff', repositoryId, sha] as const,
  fileIndex: (repositoryId: string, sha: string) =>
    ['repository', 'file-index', repositoryId, sha] as const,
  codeSearch: (repositoryId: string, commitSha: string, query: unknown) =>
    ['repository', 'code-search', repositoryId, commitSha, query] as const,
  blame: (repositoryId: string, commitSha: string, path: string) =>
    ['repository', 'blame', repositoryId, commitSha, path] as const,
  highlight: (blobSha: string, language: string | null) =>
    ['repository', 'highlight', blobSha, language] as const,
}
