import {
  checkPullMergeable,
  type PullBranches,
  type StorageProviderSession,
} from '@gitopia-client/chain/storage'
import { queryOptions } from '@tanstack/react-query'
import { pullsKeys } from './keys.ts'

/** The provider's dry-run merge of the two branches. */
export function mergeCheckQuery(
  session: StorageProviderSession,
  branches: PullBranches,
  sender: string,
  iid: number,
) {
  return queryOptions({
    queryKey: pullsKeys.mergeCheck(branches, iid),
    queryFn: ({ signal }) =>
      session.read(
        (provider, options) =>
          checkPullMergeable(provider.apiUrl, { ...branches, sender, iid }, options),
        signal,
      ),
    staleTime: 10_000,
  })
}
