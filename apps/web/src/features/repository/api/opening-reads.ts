// The repository pages' first chain reads, sent with the route table when the app opens on one
// of them (lib/opening-reads.ts); prefetch.ts then reads the same URLs and takes the answers.
import { isPossibleOwnerName } from '@gitopia-client/chain'
import { refPath, refsPath, repositoryPath } from '@gitopia-client/chain/gitopia'
import { primeOpeningProviders, primeOpeningRead } from '@/lib/opening-reads.ts'
import { isCommitSha, splitSegments } from '../model/ref-segments.ts'
import type { RepositoryParams } from './load-repository.ts'

/** What a repository page shows first. */
export type RepositoryPage = 'home' | 'tree' | 'blob' | 'commits'

/** The home page's branch is the default one: the first page of branches usually holds it. */
export const HOME_BRANCH_PAGE = 100

/**
 * The branch a tree, file or history URL most likely names: its first segment (most refs are one
 * segment: `master`, `main`, `v1.0`); null for a commit sha or the home page.
 */
export function likelyBranch(page: RepositoryPage, splat = ''): string | null {
  const [first] = splitSegments(splat)
  return page !== 'home' && first !== undefined && !isCommitSha(first) ? first : null
}

export function primeRepositoryRead({ owner, repo }: RepositoryParams): void {
  if (!isPossibleOwnerName(owner)) return
  primeOpeningRead(repositoryPath(owner, repo))
  // Every repository page chooses a storage provider (load-repository.ts).
  primeOpeningProviders()
}

export function primeCodePageReads(page: RepositoryPage, { owner, repo, splat }: RepositoryParams) {
  if (!isPossibleOwnerName(owner)) return
  if (page === 'home') primeOpeningRead(refsPath(owner, repo, 'branch'), HOME_BRANCH_PAGE)
  const branch = likelyBranch(page, splat)
  if (branch !== null) primeOpeningRead(refPath(owner, repo, 'branch', branch))
}
