import { fromBech32, toBech32 } from '@cosmjs/encoding'

/** The same key's address on another chain: the same bytes under the other bech32 prefix. */
export function addressWithPrefix(address: string, prefix: string): string {
  return toBech32(prefix, fromBech32(address, 90).data)
}

export type ReceiverCheck = { readonly ok: true } | { readonly ok: false; readonly message: string }

/**
 * A receiver on the destination chain: bech32 with the destination's prefix, 20 or 32 data bytes.
 * Checked before anything is signed; a wrong prefix names the chain it belongs to.
 */
export function checkReceiver(input: string, prefix: string, chainName: string): ReceiverCheck {
  const address = input.trim()
  if (address === '') return { ok: false, message: 'Enter the receiver address' }
  let decoded: { prefix: string; data: Uint8Array }
  try {
    decoded = fromBech32(address, 90)
  } catch {
    return {
      ok: false,
      message: `Not a valid address: a receiver on ${chainName} looks like ${prefix}1…`,
    }
  }
  if (address !== address.toLowerCase()) return { ok: false, message: 'Addresses are lowercase' }
  if (decoded.prefix !== prefix) {
    return {
      ok: false,
      message: `Wrong prefix: a receiver on ${chainName} starts with ${prefix}1, not ${decoded.prefix}1`,
    }
  }
  if (decoded.data.length !== 20 && decoded.data.length !== 32) {
    return { ok: false, message: 'This address has the wrong length' }
  }
  return { ok: true }
}
