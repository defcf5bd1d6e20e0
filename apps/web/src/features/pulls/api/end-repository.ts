import type { PullRequest } from '@gitopia-client/chain/gitopia'
import { useQuery } from '@tanstack/react-query'
import { useApiEndpoint } from '@/config/app-config.ts'
import { ownerNameQuery, repositoryByIdQuery } from '@/features/repository/index.ts'

// Apart from pull-tips.ts: the Commits tab names the head's repository without the ref reads.

/**
 * The repository one end of a pull request lives in, as its URLs name it (the owner's username,
 * else address, and the name); null until both are read, or while not `enabled`.
 */
export function useEndRepository(end: PullRequest['head'], enabled = true) {
  const api = useApiEndpoint()
  const repository = useQuery({
    ...repositoryByIdQuery(api, end?.repositoryId ?? ''),
    enabled: enabled && !!end,
  })
  const owner = useQuery({
    ...ownerNameQuery(
      api,
      repository.data?.ownerAddress ?? '',
      repository.data?.ownerType ?? 'USER',
    ),
    enabled: !!repository.data,
  })
  return repository.data && owner.data ? { owner: owner.data, name: repository.data.name } : null
}
