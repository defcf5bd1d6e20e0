import {
  getPullDiffStat,
  type PullCommits,
  type StorageProviderSession,
} from '@gitopia-client/chain/storage'
import { queryOptions } from '@tanstack/react-query'
import { pullsKeys } from './keys.ts'
import { providerOptions } from './provider-options.ts'

export function pullDiffStatQuery(session: StorageProviderSession, commits: PullCommits) {
  return queryOptions({
    queryKey: pullsKeys.diffStat(commits),
    queryFn: ({ signal }) =>
      session.run(provider => getPullDiffStat(provider.apiUrl, commits, providerOptions(signal))),
    staleTime: Infinity,
  })
}
