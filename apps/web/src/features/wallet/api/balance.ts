import { getBalance, NATIVE_TOKEN } from '@gitopia-client/chain'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useApiEndpoint } from '@/config/app-config.ts'

export function balanceQuery(apiEndpoint: string, address: string) {
  return queryOptions({
    queryKey: ['balance', apiEndpoint, address, NATIVE_TOKEN.denom] as const,
    queryFn: ({ signal }) => getBalance(apiEndpoint, address, NATIVE_TOKEN.denom, { signal }),
    staleTime: 10_000,
  })
}

export function useBalance(address: string | null) {
  const apiEndpoint = useApiEndpoint()
  return useQuery({ ...balanceQuery(apiEndpoint, address ?? ''), enabled: address !== null })
}
