import {
  getBalance,
  getFeeAllowances,
  NATIVE_TOKEN,
  needsAllowanceCheck,
  usableAllowance,
} from '@gitopia-client/chain'
import { getUser } from '@gitopia-client/chain/gitopia'
import { notify } from '@/ui/toast/index.ts'
import { createRetryLoop } from './balance-retry.ts'
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

let failures = 0
const retry = createRetryLoop(() => void refreshBalance())

/**
 * Balance of the active address in ulore, then the allowance when the balance is at or below the
 * threshold (a funded account pays its own fees). A failed read shows the catalogue's text once,
 * keeps the last known balance marked stale (a read that failed says nothing about the balance)
 * and tries again until a node answers (docs/client-rules.md#error-catalogue).
 */
export async function refreshBalance(options: { announce?: boolean } = {}): Promise<void> {
  const address = useWalletStore.getState().activeWallet?.address
  if (!address) {
    retry.cancel()
    return
  }
  let balance: bigint
  try {
    balance = await getBalance(walletApi(), address, NATIVE_TOKEN.denom)
  } catch (error) {
    console.error('Balance refresh failed:', error)
    if (!isStillActive(address)) return
    const state = useWalletStore.getState()
    if (!state.balanceStale || options.announce) notify('error', BALANCE_FAILED_MESSAGE)
    useWalletStore.setState({ balanceStale: true })
    retry.schedule(failures++)
    return
  }
  if (!isStillActive(address)) return
  failures = 0
  retry.cancel()
  useWalletStore.setState({ balance, balanceStale: false })
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
