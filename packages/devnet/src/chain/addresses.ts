import { sha256 } from './sha256.ts'
import { fromBech32, toBech32, toUtf8 } from '@cosmjs/encoding'
import { ADDRESS_PREFIX } from '@gitopia-client/chain'
import { ChainError, SdkErrors } from './errors.ts'

/** `authtypes.NewModuleAddress(name)`: the first 20 bytes of sha256(name). */
export function moduleAddress(name: string, prefix = ADDRESS_PREFIX): string {
  return toBech32(prefix, sha256(toUtf8(name)).slice(0, 20))
}

/** `address.Module(module, key)`: sha256(sha256("module") || module || 0x00 || key), 32 bytes. */
export function derivedModuleAddress(module: string, key: Uint8Array): string {
  const typeHash = sha256(toUtf8('module'))
  const moduleBytes = toUtf8(module)
  const input = new Uint8Array(typeHash.length + moduleBytes.length + 1 + key.length)
  input.set(typeHash, 0)
  input.set(moduleBytes, typeHash.length)
  input.set(key, typeHash.length + moduleBytes.length + 1)
  return toBech32(ADDRESS_PREFIX, sha256(input))
}

export function bigEndian8(value: bigint | number): Uint8Array {
  const bytes = new Uint8Array(8)
  new DataView(bytes.buffer).setBigUint64(0, BigInt(value))
  return bytes
}

export const VALOPER_PREFIX = `${ADDRESS_PREFIX}valoper`

/** The operator address of an account: the same bytes under the `valoper` prefix. */
export function valoperOf(accountAddress: string): string {
  return toBech32(VALOPER_PREFIX, fromBech32(accountAddress, 90).data)
}

export function accountOfValoper(valoper: string): string {
  return toBech32(ADDRESS_PREFIX, fromBech32(valoper, 90).data)
}

export function isValidAddress(address: string, expectedPrefix = ADDRESS_PREFIX): boolean {
  try {
    const { prefix, data } = fromBech32(address, 90)
    return prefix === expectedPrefix && (data.length === 20 || data.length === 32)
  } catch {
    return false
  }
}

/** `sdk.AccAddressFromBech32` with the SDK's error text. */
export function requireAddress(address: string, field = 'address', prefix = ADDRESS_PREFIX): void {
  if (!isValidAddress(address, prefix)) {
    throw ChainError.wrap(SdkErrors.invalidAddress, `invalid ${field} address (${address})`)
  }
}
