import {
  listPullCommitShas,
  type PullBranches,
  type StorageProviderSession,
} from '@gitopia-client/chain/storage'
import { queryOptions } from '@tanstack/react-query'
import { pullsKeys } from './keys.ts'
import { providerOptions } from './provider-options.ts'

/** The shas of a pull request's commits (head only), newest first. */
export function pullCommitShasQuery(session: StorageProviderSession, branches: PullBranches) {
  return queryOptions({
    queryKey: pullsKeys.commitShas(branches),
    queryFn: ({ signal }) =>
      session.run(provider =>
        listPullCommitShas(provider.apiUrl, branches, providerOptions(signal)),
      ),
    staleTime: 10_000,
  })
}
