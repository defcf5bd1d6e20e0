import { useApiEndpoint } from '@/config/app-config.ts'
import { repositoryQuery, useRepository } from '@/features/repository/index.ts'

/** The repository's read, refreshed after a settings change (the layout re-renders with it). */
export function useRepositoryKey() {
  const api = useApiEndpoint()
  const { owner, name } = useRepository()
  return repositoryQuery(api, owner, name).queryKey
}
