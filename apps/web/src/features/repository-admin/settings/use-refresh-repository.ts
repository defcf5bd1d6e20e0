import { useQueryClient } from '@tanstack/react-query'
import { useApiEndpoint } from '@/config/app-config.ts'
import { repositoryQuery, useRepository } from '@/features/repository/index.ts'

/** Reads the repository again after a settings change (the layout re-renders with it). */
export function useRefreshRepository() {
  const api = useApiEndpoint()
  const queryClient = useQueryClient()
  const { owner, name } = useRepository()
  return () =>
    queryClient.invalidateQueries({ queryKey: repositoryQuery(api, owner, name).queryKey })
}
