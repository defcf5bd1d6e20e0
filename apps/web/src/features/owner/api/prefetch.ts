// The profile's route loader (issue 19): the owner's reads start with the navigation, in
// parallel with the page's code. A name costs one whois read; everything else (the record, the
// repositories, a user's DAOs, a DAO's members) goes out together as soon as it answers, under
// the keys the page's own queries use. Nothing here throws: the page reads again and shows errors.
import { isPossibleOwnerName, isValidAddress } from '@gitopia-client/chain'
import { getOwnerAt, locateOwner, type OwnerLocation } from '@gitopia-client/chain/gitopia'
import type { QueryClient } from '@tanstack/react-query'
import { daoMembersQuery, userDaosQuery } from './memberships.ts'
import { ownerQuery } from './owner.ts'
import { ownerRepositoriesQuery } from './owner-repositories.ts'

export async function prefetchOwnerPage(
  queryClient: QueryClient,
  api: string,
  id: string,
): Promise<void> {
  if (!isPossibleOwnerName(id) && !isValidAddress(id)) return
  const record = ownerQuery(api, id)
  const cached = queryClient.getQueryData(record.queryKey)
  let location: OwnerLocation | null
  if (cached !== undefined) {
    if (cached === null) return
    location =
      cached.type === 'DAO'
        ? { address: cached.dao.address, type: 'DAO' }
        : { address: cached.user.address, type: 'USER' }
  } else {
    const located = locateOwner(api, id)
    // The record's read is the page's query, started here with the location it will share.
    void queryClient.prefetchQuery({
      ...record,
      queryFn: async ({ signal }) => {
        const found = await located
        return found && getOwnerAt(api, found, { signal })
      },
    })
    location = await located.catch(() => null)
  }
  if (!location) return
  void queryClient.prefetchQuery(ownerRepositoriesQuery(api, location.address))
  if (location.type === 'DAO')
    void queryClient.prefetchQuery(daoMembersQuery(api, location.address))
  else void queryClient.prefetchQuery(userDaosQuery(api, location.address))
}
