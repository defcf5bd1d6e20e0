// The profile's route loader (docs/performance.md): the owner's reads start with the navigation, in
// parallel with the page's code, under the keys the page's own queries use. The chain's owner
// routes take a name as well as an address, so a name's reads need not wait for its whois: the
// record, the repositories and the memberships go out with it, by name, for the kind of owner the
// name most likely is (a user, unless a cached DAO list names it). Whois still decides: a wrong
// guess is dropped and read again by address. Nothing here throws: the page reads again and
// shows errors.
import { isPossibleOwnerName, isValidAddress } from '@gitopia-client/chain'
import {
  getDao,
  getOwnerAt,
  getUserProfile,
  locateOwner,
  type Dao,
  type Owner,
  type OwnerLocation,
} from '@gitopia-client/chain/gitopia'
import type { QueryClient } from '@tanstack/react-query'
import { ownerKeys } from './keys.ts'
import { daoMembersQuery, fetchDaoMembers, fetchUserDaos, userDaosQuery } from './memberships.ts'
import { ownerQuery } from './owner.ts'
import { fetchAllOwnerRepositories, ownerRepositoriesQuery } from './owner-repositories.ts'

type Kind = OwnerLocation['type']

const ignore = () => undefined

/** A read started before its key is known: never left unhandled, handed over once it is. */
function early<T>(read: Promise<T>): Promise<T> {
  read.catch(ignore)
  return read
}

/** A DAO if a DAO list in the cache (someone's DAOs) has that name, else a user. */
function likelyKind(queryClient: QueryClient, api: string, name: string): Kind {
  const lower = name.toLowerCase()
  const lists = queryClient.getQueriesData<Dao[]>({ queryKey: ownerKeys.daosOfMembers(api) })
  return lists.some(([, daos]) => daos?.some(dao => dao.name.toLowerCase() === lower))
    ? 'DAO'
    : 'USER'
}

/** The reads a profile of `kind` shows, by the URL's name. */
function readByName(api: string, name: string, kind: Kind) {
  return {
    kind,
    record: early<Owner>(
      kind === 'DAO'
        ? getDao(api, name).then(dao => ({ type: 'DAO', dao }))
        : getUserProfile(api, name).then(user => ({ type: 'USER', user })),
    ),
    repositories: early(fetchAllOwnerRepositories(api, name)),
    members: kind === 'DAO' ? early(fetchDaoMembers(api, name)) : null,
    daos: kind === 'USER' ? early(fetchUserDaos(api, name)) : null,
  }
}

const addressOf = (owner: Owner) => (owner.type === 'DAO' ? owner.dao.address : owner.user.address)

export async function prefetchOwnerPage(
  queryClient: QueryClient,
  api: string,
  id: string,
): Promise<void> {
  if (!isPossibleOwnerName(id) && !isValidAddress(id)) return
  const record = ownerQuery(api, id)
  const cached = queryClient.getQueryData(record.queryKey)
  if (cached === null) return
  if (cached !== undefined) {
    prefetchLists(queryClient, api, { address: addressOf(cached), type: cached.type }, null)
    return
  }
  // An address needs no whois (its length tells the kind), so nothing to read ahead of it.
  const byName = isValidAddress(id) ? null : readByName(api, id, likelyKind(queryClient, api, id))
  const located = locateOwner(api, id)
  // The record's read is the page's query, started here with the location it will share.
  void queryClient.prefetchQuery({
    ...record,
    queryFn: async ({ signal }) => {
      const found = await located
      if (!found) return null
      if (byName?.kind === found.type) {
        const owner = await byName.record.catch(ignore)
        if (owner && addressOf(owner) === found.address) return owner
      }
      return getOwnerAt(api, found, { signal })
    },
  })
  const location = await located.catch(() => null)
  if (location) prefetchLists(queryClient, api, location, byName)
}

/** The repositories and the DAOs (of a user) or members (of a DAO), handed the reads by name. */
function prefetchLists(
  queryClient: QueryClient,
  api: string,
  { address, type }: OwnerLocation,
  byName: ReturnType<typeof readByName> | null,
): void {
  // A read by name that failed is read again by address.
  const or = <T>(
    ahead: Promise<T> | null | undefined,
    read: (signal: AbortSignal) => Promise<T>,
  ) =>
    ahead ? ({ signal }: { signal: AbortSignal }) => ahead.catch(() => read(signal)) : undefined
  const repositories = ownerRepositoriesQuery(api, address)
  void queryClient.prefetchQuery({
    ...repositories,
    queryFn:
      or(byName?.repositories, signal => fetchAllOwnerRepositories(api, address, signal)) ??
      repositories.queryFn,
  })
  if (type === 'DAO') {
    const members = daoMembersQuery(api, address)
    void queryClient.prefetchQuery({
      ...members,
      queryFn:
        or(byName?.members, signal => fetchDaoMembers(api, address, signal)) ?? members.queryFn,
    })
  } else {
    const daos = userDaosQuery(api, address)
    void queryClient.prefetchQuery({
      ...daos,
      queryFn: or(byName?.daos, signal => fetchUserDaos(api, address, signal)) ?? daos.queryFn,
    })
  }
}
