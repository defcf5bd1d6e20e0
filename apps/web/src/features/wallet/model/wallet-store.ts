import type { FeeAllowance, GasPriceStep } from '@gitopia-client/chain'
import { create } from 'zustand'
import {
  loadLastWalletName,
  loadSavedWallets,
  storeLastWalletName,
  storeSavedWallets,
  walletKind,
  type SavedWallet,
  type WalletKind,
} from './saved-wallets.ts'

/** The wallet in use; public data only, never key material. */
export interface ActiveWallet {
  readonly name: string
  readonly address: string
  readonly avatarUrl: string
  readonly kind: WalletKind
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

const initialSession = {
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

function toActive(wallet: SavedWallet): ActiveWallet {
  return {
    name: wallet.name,
    address: wallet.address,
    avatarUrl: wallet.avatarUrl,
    kind: walletKind(wallet),
  }
}

function saveWallets(wallets: readonly SavedWallet[]): void {
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
      ? {
          activeWallet: toActive(last),
          selectedAddress: last.address,
        }
      : {}),
  })
  return last
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

/** Saves a new wallet (or replaces the one with the same address) and makes it active, locked. */
export function addWallet(wallet: SavedWallet): void {
  const others = useWalletStore.getState().wallets.filter(w => w.address !== wallet.address)
  saveWallets([...others, wallet])
  activateWallet(wallet)
}

export function activateWallet(wallet: SavedWallet): void {
  storeLastWalletName(wallet.name)
  useWalletStore.setState({
    ...initialSession,
    activeWallet: toActive(wallet),
    selectedAddress: wallet.address,
  })
}

/**
 * Replaces a saved wallet entry (rename, re-encryption, avatar) keeping its place in the list; a
 * different entry already holding the new name is dropped (the username now owns it).
 */
/** `wanted`, or `wanted (2)`, `wanted (3)`… when another saved wallet already has that name. */
export function freeWalletName(
  wallets: readonly SavedWallet[],
  wanted: string,
  except: string,
): string {
  const taken = new Set(wallets.filter(wallet => wallet.name !== except).map(w => w.name))
  if (!taken.has(wanted)) return wanted
  for (let n = 2; ; n++) if (!taken.has(`${wanted} (${n})`)) return `${wanted} (${n})`
}

/**
 * Replaces the wallet saved as `previousName`. A new name already taken by another wallet (two
 * wallets whose chain usernames match, say) gets a free variant: no saved key is ever dropped.
 */
export function updateWallet(previousName: string, next: SavedWallet): void {
  const { wallets, activeWallet } = useWalletStore.getState()
  const renamed = { ...next, name: freeWalletName(wallets, next.name, previousName) }
  saveWallets(wallets.map(wallet => (wallet.name === previousName ? renamed : wallet)))
  if (activeWallet?.name === previousName) {
    storeLastWalletName(renamed.name)
    useWalletStore.setState({ activeWallet: toActive(renamed) })
  }
}

export function removeWallet(name: string): void {
  const { wallets, activeWallet } = useWalletStore.getState()
  saveWallets(wallets.filter(wallet => wallet.name !== name))
  if (activeWallet?.name === name) signOutWallet()
}

export function markBackedUp(name: string): void {
  const wallet = findWallet(name)
  if (wallet) updateWallet(name, { ...wallet, backedUp: true })
}

/** Sign out: no active wallet, address, balance (user and DAO data are dropped by the caller). */
export function signOutWallet(): void {
  storeLastWalletName(null)
  useWalletStore.setState(initialSession)
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
