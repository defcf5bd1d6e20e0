import type { FeeAllowance, GasPriceStep } from '@gitopia-client/chain'
import { create } from 'zustand'
import {
  loadLastWalletName,
  loadSavedWallets,
  selectedAccount,
  storeSavedWallets,
  walletKind,
  type SavedWallet,
  type WalletKind,
} from './saved-wallets.ts'

/** The wallet in use and its selected account; public data only, never key material. */
export interface ActiveWallet {
  /** The wallet's name (its saved entry, the password prompt's name). */
  readonly name: string
  /** The selected account's address. */
  readonly address: string
  readonly avatarUrl: string
  readonly kind: WalletKind
  /** The selected account's index (m/44'/118'/0'/0/N) and name; account 0's is the wallet's. */
  readonly accountIndex: number
  readonly accountName: string
}

export type GasPriceChoice = GasPriceStep | 'default'

/**
 * The fee grants of the active address: the largest unrestricted one shown as the wallet's
 * allowance (`amount` null means no spend limit), and all of them for choosing per transaction.
 */
export interface AllowanceState {
  readonly granter: string | null
  readonly amount: bigint | null
  readonly grants: readonly FeeAllowance[]
}

/** The chain's user record of the active address, as far as the wallet needs it. */
export interface WalletUser {
  readonly username: string
  readonly name: string
  readonly bio: string
  readonly avatarUrl: string
}

/** Wallet state of docs/client-rules.md#client-state, minus `getPassword` (the unlock prompt owns it). */
export interface WalletState {
  readonly wallets: readonly SavedWallet[]
  readonly activeWallet: ActiveWallet | null
  readonly selectedAddress: string | null
  /** True while a signer for the active wallet is held in memory. */
  readonly unlocked: boolean
  readonly unlockingWallet: boolean
  readonly gasPrice: GasPriceChoice
  readonly balance: bigint | null
  /** True when the last balance read failed: `balance` is the last known one (or null), kept until a read succeeds. */
  readonly balanceStale: boolean
  /** Checked only when the balance is at or below 500 ulore (docs/client-rules.md#validation); null = not checked. */
  readonly allowance: AllowanceState | null
  /** The user record of the active address; null while unknown or when there is none. */
  readonly user: WalletUser | null
  readonly userLoaded: boolean
  /** True while a transaction of this app is being signed or broadcast. */
  readonly txPending: boolean
  /** True once the pending transaction is signed and sent: it waits for a block. */
  readonly txWaiting: boolean
}

export const initialSession = {
  activeWallet: null,
  selectedAddress: null,
  unlocked: false,
  unlockingWallet: false,
  balance: null,
  balanceStale: false,
  allowance: null,
  user: null,
  userLoaded: false,
  txPending: false,
  txWaiting: false,
} as const

export const useWalletStore = create<WalletState>(() => ({
  wallets: [],
  gasPrice: 'default',
  ...initialSession,
}))

export function toActive(wallet: SavedWallet): ActiveWallet {
  const account = selectedAccount(wallet)
  return {
    name: wallet.name,
    address: account.address,
    avatarUrl: account.avatarUrl,
    kind: walletKind(wallet),
    accountIndex: account.pathIncrement,
    accountName: account.name,
  }
}

export function saveWallets(wallets: readonly SavedWallet[]): void {
  storeSavedWallets(wallets)
  useWalletStore.setState({ wallets })
}

/** Startup: the saved list and the last-used wallet, active but locked (docs/client-rules.md#startup). */
export function restoreWallets(): SavedWallet | null {
  const wallets = loadSavedWallets()
  const lastName = loadLastWalletName()
  const last = wallets.find(wallet => wallet.name === lastName) ?? null
  useWalletStore.setState({
    wallets,
    ...initialSession,
    ...(last
      ? { activeWallet: toActive(last), selectedAddress: selectedAccount(last).address }
      : {}),
  })
  return last
}

/** Outside React: the selected account's address, or null when signed out. */
export function activeAddress(): string | null {
  return useWalletStore.getState().selectedAddress
}

/** Outside React: whether a wallet is active (signed in, locked or not). */
export function hasActiveWallet(): boolean {
  return useWalletStore.getState().activeWallet !== null
}

export function findWallet(name: string): SavedWallet | undefined {
  return useWalletStore.getState().wallets.find(wallet => wallet.name === name)
}

export function isWalletNameTaken(name: string): boolean {
  return findWallet(name) !== undefined
}

export function setGasPrice(gasPrice: GasPriceChoice): void {
  useWalletStore.setState({ gasPrice })
}

/** Whether the active wallet still needs a backup (spec `backupState` is its negation). */
export function useBackupState(): boolean {
  return useWalletStore(state => {
    const active = state.activeWallet
    if (!active || active.kind !== 'local') return true
    return state.wallets.find(wallet => wallet.name === active.name)?.backedUp ?? false
  })
}
