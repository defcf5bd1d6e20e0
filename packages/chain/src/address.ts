// The small `bech32` package, not @scure/base: the signing chunk needs all of @scure/base, so every
// page that checks an address would load its whole shared chunk.
import { bech32 } from 'bech32'
import { ADDRESS_PREFIX } from './constants.ts'

/** A user address has 39 data characters after the prefix; groups and module accounts have 59. */
const USER_DATA_LENGTH = 39
const GROUP_DATA_LENGTH = 59

export type AddressKind = 'user' | 'group'

export type AddressProblem =
  'empty' | 'uppercase' | 'wrong-prefix' | 'wrong-length' | 'invalid-characters' | 'bad-checksum'

export type AddressCheck =
  | { readonly ok: true; readonly kind: AddressKind }
  | { readonly ok: false; readonly problem: AddressProblem; readonly message: string }

const messages: Record<AddressProblem, string> = {
  empty: 'Enter an address',
  uppercase: 'Addresses are lowercase',
  'wrong-prefix': `Address must start with ${ADDRESS_PREFIX}1`,
  'wrong-length': 'Address has the wrong length',
  'invalid-characters': 'Address contains characters that are not allowed',
  'bad-checksum': 'Address checksum is invalid; check for typos',
}

function fail(problem: AddressProblem): AddressCheck {
  return { ok: false, problem, message: messages[problem] }
}

/**
 * Checks an address the way docs/client-rules.md#validation describes it — prefix followed by 39 (user) or 59
 * (group/module) lowercase alphanumerics — and then verifies the bech32 checksum.
 */
export function checkAddress(input: string, prefix: string = ADDRESS_PREFIX): AddressCheck {
  const address = input.trim()
  if (address === '') return fail('empty')
  if (address !== address.toLowerCase()) return fail('uppercase')
  if (!address.startsWith(prefix)) return fail('wrong-prefix')
  const data = address.slice(prefix.length)
  if (!/^[a-z0-9]*$/.test(data)) return fail('invalid-characters')
  if (data.length !== USER_DATA_LENGTH && data.length !== GROUP_DATA_LENGTH) {
    return fail('wrong-length')
  }
  if (!data.startsWith('1')) return fail('wrong-prefix')
  try {
    const decoded = bech32.decode(address, 90)
    if (decoded.prefix !== prefix) return fail('wrong-prefix')
  } catch {
    return fail(/[bio]/.test(data.slice(1)) ? 'invalid-characters' : 'bad-checksum')
  }
  return { ok: true, kind: data.length === USER_DATA_LENGTH ? 'user' : 'group' }
}

export function isValidAddress(input: string, prefix: string = ADDRESS_PREFIX): boolean {
  return checkAddress(input, prefix).ok
}

/** `gitopia1abcdef...wxyz`: keeps the start and end, joined with `...`. */
export function shortenAddress(address: string, head = 12, tail = 6): string {
  if (address.length <= head + tail + 3) return address
  return `${address.slice(0, head)}...${address.slice(-tail)}`
}
