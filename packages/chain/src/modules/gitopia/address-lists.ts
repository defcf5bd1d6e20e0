import { isValidAddress } from '../../address.ts'
import { HttpError } from '../../rest/fetcher.ts'
import type { Page } from './paging.ts'

/**
 * Lists keyed by a user (`/user/{id}/dao`, `/user/{id}/repository`) answer 404 "username or
 * address not exists" for an address that has no User record yet (a new wallet, a Keplr or
 * Ledger account): for an address that means "none yet", not a failure. A name stays an error.
 */
export async function emptyForAddressWithoutUser<T>(
  id: string,
  read: () => Promise<Page<T>>,
): Promise<Page<T>> {
  try {
    return await read()
  } catch (error) {
    if (error instanceof HttpError && error.status === 404 && isValidAddress(id)) {
      return { items: [], nextKey: null, total: 0 }
    }
    throw error
  }
}
