// The pull request page's first chain reads, sent with the route table when the app opens on it
// (lib/opening-reads.ts); prefetch.ts reads the same URLs and takes the answers.
import { isPossibleOwnerName } from '@gitopia-client/chain'
import { forksPath, pullRequestPath } from '@gitopia-client/chain/gitopia'
import { primeOpeningRead } from '@/lib/opening-reads.ts'

/** The forks that may hold a pull request's head: the first page is read with it. */
export const FORK_PAGE = 50

export function primePullReads(owner: string, repo: string, iid: number | null, files: boolean) {
  if (iid === null || !isPossibleOwnerName(owner)) return
  primeOpeningRead(pullRequestPath(owner, repo, iid))
  if (files) primeOpeningRead(forksPath(owner, repo), FORK_PAGE)
}
