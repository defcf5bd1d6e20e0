import { getRewards } from '@gitopia-client/chain/gitopia'
import { queryOptions } from '@tanstack/react-query'

export function rewardsQuery(apiEndpoint: string, address: string) {
  return queryOptions({
    queryKey: ['rewards', apiEndpoint, address] as const,
    queryFn: ({ signal }) => getRewards(apiEndpoint, address, { signal }),
    staleTime: 30_000,
  })
}
