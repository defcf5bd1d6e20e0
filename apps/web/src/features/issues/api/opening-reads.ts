// The issue page's first chain read, sent with the route table when the app opens on it
// (lib/opening-reads.ts); prefetch.ts reads the same URL and takes the answer.
import { isPossibleOwnerName } from '@gitopia-client/chain'
import { issuePath } from '@gitopia-client/chain/gitopia'
import { primeOpeningRead } from '@/lib/opening-reads.ts'

export function primeIssueRead(owner: string, repo: string, iid: number | null): void {
  if (iid !== null && isPossibleOwnerName(owner)) primeOpeningRead(issuePath(owner, repo, iid))
}
