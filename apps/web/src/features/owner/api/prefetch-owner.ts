import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useApiEndpoint } from '@/config/app-config.ts'
import { ownerQuery } from './owner.ts'

/** Props for a profile link that starts reading the profile on hover or focus. */
export function usePrefetchOwner() {
  const queryClient = useQueryClient()
  const api = useApiEndpoint()
  return useCallback(
    (id: string) => {
      const prefetch = () => void queryClient.prefetchQuery(ownerQuery(api, id))
      return { onPointerEnter: prefetch, onFocus: prefetch }
    },
    [queryClient, api],
  )
}
