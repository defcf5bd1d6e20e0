import {
  listDaoMembers,
  listUserDaos,
  readAllPages,
  type Dao,
  type DaoMember,
} from '@gitopia-client/chain/gitopia'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useApiEndpoint } from '@/config/app-config.ts'
import { ownerKeys } from './keys.ts'

const PAGE_SIZE = 100

/** The DAOs a user is a member of (this route pages by offset only). */
export async function fetchUserDaos(api: string, user: string, signal?: AbortSignal) {
  const daos: Dao[] = []
  for (;;) {
    const page = await listUserDaos(api, user, {
      signal,
      page: { offset: daos.length, limit: PAGE_SIZE },
    })
    daos.push(...page.items)
    if (page.items.length < PAGE_SIZE) return daos
  }
}

export function userDaosQuery(api: string, user: string) {
  return queryOptions({
    queryKey: ownerKeys.daosOf(api, user),
    queryFn: ({ signal }) => fetchUserDaos(api, user, signal),
    staleTime: 60_000,
  })
}

export function useUserDaos(user: string | null) {
  return useQuery({ ...userDaosQuery(useApiEndpoint(), user ?? ''), enabled: !!user })
}

/** The members of a DAO with their roles and weights, in the chain's (address) order. */
export async function fetchDaoMembers(
  api: string,
  dao: string,
  signal?: AbortSignal,
): Promise<DaoMember[]> {
  return readAllPages(PAGE_SIZE, page => listDaoMembers(api, dao, { signal, page }))
}

export function daoMembersQuery(api: string, dao: string) {
  return queryOptions({
    queryKey: ownerKeys.daoMembers(api, dao),
    queryFn: ({ signal }) => fetchDaoMembers(api, dao, signal),
    staleTime: 60_000,
  })
}

export function useDaoMembers(dao: string | null) {
  return useQuery({ ...daoMembersQuery(useApiEndpoint(), dao ?? ''), enabled: !!dao })
}
