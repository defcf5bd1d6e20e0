import { HD_PATH_PREFIX } from './constants.ts'

/**
 * A wallet's accounts are the keys of one phrase (or one Ledger) at `m/44'/118'/0'/0/N`: the
 * spec's `HDpath` prefix plus each account's `pathIncrement`. BIP-32 indexes below 2^31 are the
 * unhardened ones this last level uses.
 */
export const MAX_ACCOUNT_INDEX = 2 ** 31 - 1

export function isAccountIndex(index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index <= MAX_ACCOUNT_INDEX
}

/** The HD path of account `index` (0 is the wallet's first account, `HD_PATH`). */
export function accountHdPath(index = 0): string {
  if (!isAccountIndex(index)) throw new RangeError(`Not an account index: ${index}`)
  return `${HD_PATH_PREFIX}${index}`
}

/** The account index of a full HD path under the app's prefix; null for any other path. */
export function accountIndexOfPath(path: string): number | null {
  if (!path.startsWith(HD_PATH_PREFIX)) return null
  const rest = path.slice(HD_PATH_PREFIX.length)
  if (!/^(0|[1-9]\d*)$/.test(rest)) return null
  const index = Number(rest)
  return isAccountIndex(index) ? index : null
}
