import {
  getPullDiffStat,
  type PullCommits,
  type StorageProviderSession,
} from '@gitopia-client/chain/storage'
import { queryOptions } from '@tanstack/react-query'
import { pullsKeys } from './keys.ts'

export function pullDiffStatQuery(session: StorageProviderSession, commits: PullCommits) {
  return queryOptions({
    queryKey: pullsKeys.diffStat(commits),
    queryFn: ({ signal }) =>
      session.read(
        (provider, options) => getPullDiffStat(provider.apiUrl, commits, options),
        signal,
      ),
    staleTime: Infinity,
  })
}
