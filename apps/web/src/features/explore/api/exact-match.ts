import { isPossibleOwnerName } from '@gitopia-client/chain'
import { getRepository, getWhois, isNotFoundError } from '@gitopia-client/chain/gitopia'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useApiEndpoint } from '@/config/app-config.ts'
import { exploreKeys } from './keys.ts'

export type ExactMatch =
  | { readonly kind: 'user' | 'dao'; readonly name: string }
  | {
      readonly kind: 'repository'
      readonly owner: string
      readonly name: string
      readonly description: string
    }

/**
 * The thing named exactly, straight from the chain (no index needed): `owner/name` is a
 * repository, a single name a user or DAO. Null when nothing has that name.
 */
export async function findExactMatch(
  api: string,
  text: string,
  signal?: AbortSignal,
): Promise<ExactMatch | null> {
  const parts = text.trim().split('/')
  try {
    if (parts.length === 2 && parts[0] && parts[1]) {
      const [owner, name] = parts
      const repository = await getRepository(api, owner, name, { signal })
      return {
        kind: 'repository',
        owner,
        name: repository.name,
        description: repository.description,
      }
    }
    if (parts.length === 1 && parts[0] && isPossibleOwnerName(parts[0])) {
      const whois = await getWhois(api, parts[0], { signal })
      return { kind: whois.ownerType === 'DAO' ? 'dao' : 'user', name: whois.name }
    }
    return null
  } catch (error) {
    if (isNotFoundError(error)) return null
    throw error
  }
}

export function exactMatchQuery(api: string, text: string) {
  return queryOptions({
    queryKey: exploreKeys.exact(api, text.trim().toLowerCase()),
    queryFn: ({ signal }) => findExactMatch(api, text, signal),
    staleTime: 30_000,
  })
}

export function useExactMatch(text: string) {
  return useQuery({ ...exactMatchQuery(useApiEndpoint(), text), enabled: text.trim() !== '' })
}
