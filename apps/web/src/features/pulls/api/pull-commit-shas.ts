import {
  listPullCommitShas,
  type PullBranches,
  type StorageProviderSession,
} from '@gitopia-client/chain/storage'
import { queryOptions } from '@tanstack/react-query'
import { pullsKeys } from './keys.ts'

/** The shas of a pull request's commits (head only), newest first. */
export function pullCommitShasQuery(session: StorageProviderSession, branches: PullBranches) {
  return queryOptions({
    queryKey: pullsKeys.commitShas(branches),
    queryFn: ({ signal }) =>
      session.read(
        (provider, options) => listPullCommitShas(provider.apiUrl, branches, options),
        signal,
      ),
    staleTime: 10_000,
  })
}
