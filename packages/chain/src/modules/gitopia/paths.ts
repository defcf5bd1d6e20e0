// Where the gitopia module's reads live. No zod and no readers here: the route table imports
// this module with the entry to prime a page's first reads (`primeGitopiaRead`), so the readers
// and the priming name the same URLs.
import { joinUrl, primeRead } from '../../rest/fetcher.ts'

export const GITOPIA_PREFIX = '/gitopia/gitopia/gitopia'

/** Encodes each path segment; owner and repository names come from people. */
export function gitopiaPath(...segments: readonly (string | number | bigint)[]): string {
  return `${GITOPIA_PREFIX}/${segments.map(s => encodeURIComponent(String(s))).join('/')}`
}

/** A repository by its owner's address, username or DAO name, and its name. */
export const repositoryPath = (owner: string, name: string) =>
  gitopiaPath('user', owner, 'repository', name)

export const forksPath = (owner: string, name: string) =>
  gitopiaPath(owner, 'repository', name, 'forks')

export const refsPath = (owner: string, repository: string, kind: 'branch' | 'tag') =>
  gitopiaPath(owner, 'repository', repository, kind)

/** One branch or tag; names may contain slashes (`feature/login`), which are encoded. */
export const refPath = (owner: string, repository: string, kind: 'branch' | 'tag', name: string) =>
  gitopiaPath(owner, 'repository', repository, kind, name)

export const issuePath = (owner: string, repository: string, iid: number) =>
  gitopiaPath(owner, repository, 'issue', iid)

export const pullRequestPath = (owner: string, repository: string, iid: number) =>
  gitopiaPath(owner, repository, 'pull', iid)

/** The URL a read of `path` with these query parameters asks for. */
export function gitopiaUrl(apiEndpoint: string, path: string, params: URLSearchParams): string {
  const search = params.toString()
  return joinUrl(apiEndpoint, search ? `${path}?${search}` : path)
}

/**
 * Sends the read of `path` (its first `limit` items, for a list) now, before the reader's code has
 * loaded: the reader, asking for the same page, takes this answer (`primeRead`).
 */
export function primeGitopiaRead(apiEndpoint: string, path: string, limit?: number): void {
  const params = new URLSearchParams()
  if (limit !== undefined) params.set('pagination.limit', String(limit))
  primeRead(gitopiaUrl(apiEndpoint, path, params))
}
