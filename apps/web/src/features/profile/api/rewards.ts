import { getRewards } from '@gitopia-client/chain/gitopia'
import { queryOptions } from '@tanstack/react-query'
import { profileKeys } from './keys.ts'

export function rewardsQuery(apiEndpoint: string, address: string) {
  return queryOptions({
    queryKey: profileKeys.rewards(apiEndpoint, address),
    queryFn: ({ signal }) => getRewards(apiEndpoint, address, { signal }),
    staleTime: 30_000,
  })
}
