import {
  getBalance,
  getFeeAllowances,
  NATIVE_TOKEN,
  needsAllowanceCheck,
  usableAllowance,
} from '@gitopia-client/chain'
import { getUser } from '@gitopia-client/chain/gitopia'
import { notify } from '@/ui/toast/index.ts'
import { walletApi } from '../model/wallet-network.ts'
import { useWalletStore, type AllowanceState } from '../model/wallet-store.ts'

export const BALANCE_FAILED_MESSAGE = 'Unable to update lore balance'
export const BALANCE_UPDATED_MESSAGE = 'Balance updated'
export const ALLOWANCE_UPDATED_MESSAGE = 'Allowance updated'

function isStillActive(address: string): boolean {
  return useWalletStore.getState().activeWallet?.address === address
}

/** Allowance of the active address; a failed lookup counts as no allowance (docs/client-rules.md#error-catalogue). */
export async function refreshAllowance(options: { announce?: boolean } = {}): Promise<void> {
  const address = useWalletStore.getState().activeWallet?.address
  if (!address) return
  let allowance: AllowanceState
  try {
    const grants = await getFeeAllowances(walletApi(), address, NATIVE_TOKEN.denom)
    const usable = usableAllowance(grants)
    allowance = usable
      ? { granter: usable.granter, amount: usable.room, grants }
      : { granter: null, amount: 0n, grants }
  } catch (error) {
    console.error('Allowance refresh failed:', error)
    allowance = { granter: null, amount: 0n, grants: [] }
  }
  if (!isStillActive(address)) return
  useWalletStore.setState({ allowance })
  if (options.announce) notify('info', ALLOWANCE_UPDATED_MESSAGE)
}

/**
 * Balance of the active address in ulore, then the allowance when the balance is at or below the
 * threshold (a funded account pays its own fees). A failure shows the catalogue's text and sets 0.
 */
export async function refreshBalance(options: { announce?: boolean } = {}): Promise<void> {
  const address = useWalletStore.getState().activeWallet?.address
  if (!address) return
  let balance: bigint
  try {
    balance = await getBalance(walletApi(), address, NATIVE_TOKEN.denom)
  } catch (error) {
    console.error('Balance refresh failed:', error)
    if (isStillActive(address)) notify('error', BALANCE_FAILED_MESSAGE)
    balance = 0n
  }
  if (!isStillActive(address)) return
  useWalletStore.setState({ balance })
  if (options.announce) notify('info', BALANCE_UPDATED_MESSAGE)
  if (needsAllowanceCheck(balance)) await refreshAllowance(options)
  else useWalletStore.setState({ allowance: null })
}

/** The active address's user record (username, name, bio, avatar); none when the lookup fails. */
export async function refreshUser(): Promise<void> {
  const address = useWalletStore.getState().activeWallet?.address
  if (!address) return
  let user = null
  try {
    user = await getUser(walletApi(), address)
  } catch (error) {
    console.error('User lookup failed:', error)
  }
  if (!isStillActive(address)) return
  useWalletStore.setState({
    user: user
      ? { username: user.username, name: user.name, bio: user.bio, avatarUrl: user.avatarUrl }
      : null,
    userLoaded: true,
  })
}
