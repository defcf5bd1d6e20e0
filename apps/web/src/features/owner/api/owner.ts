import { resolveOwner, type Owner } from '@gitopia-client/chain/gitopia'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useApiEndpoint } from '@/config/app-config.ts'
import { ownerKeys } from './keys.ts'

export type { Owner }

/** A user or DAO by username, DAO name or address; `null` data means there is none. */
export function ownerQuery(api: string, id: string) {
  return queryOptions({
    queryKey: ownerKeys.owner(api, id),
    queryFn: ({ signal }) => resolveOwner(api, id, { signal }),
    staleTime: 60_000,
  })
}

export function useOwner(id: string) {
  return useQuery(ownerQuery(useApiEndpoint(), id))
}

/** What every owner has, whichever kind: for headers, links and dashboard entries. */
export interface OwnerSummary {
  readonly type: 'USER' | 'DAO'
  readonly address: string
  /** Username or DAO name; empty for a user without one. */
  readonly handle: string
  readonly displayName: string
  readonly description: string
  readonly avatarUrl: string
}

export function summarizeOwner(owner: Owner): OwnerSummary {
  if (owner.type === 'DAO') {
    const { dao } = owner
    return {
      type: 'DAO',
      address: dao.address,
      handle: dao.name,
      displayName: dao.name,
      description: dao.description,
      avatarUrl: dao.avatarUrl,
    }
  }
  const { user } = owner
  return {
    type: 'USER',
    address: user.address,
    handle: user.username,
    displayName: user.name || user.username || user.address,
    description: user.bio,
    avatarUrl: user.avatarUrl,
  }
}
