import { checkAddress } from '@gitopia-client/chain'
import { getWhois } from '@gitopia-client/chain/gitopia'

/**
 * The address behind what someone typed in an account field: an address as it is, else a
 * username or DAO name looked up with whois. Throws a sentence for the form when there is none.
 */
export async function resolveAccount(api: string, typed: string): Promise<string> {
  const trimmed = typed.trim()
  if (checkAddress(trimmed).ok) return trimmed
  try {
    return (await getWhois(api, trimmed)).address
  } catch {
    throw new Error(`No user or address "${trimmed}"`)
  }
}
