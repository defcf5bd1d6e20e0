import { storeLastWalletName, type SavedWallet } from './saved-wallets.ts'
import {
  findWallet,
  initialSession,
  saveWallets,
  toActive,
  useWalletStore,
} from './wallet-store.ts'

// Changes to the saved wallets, apart from the store: only the menu's and the session's chunks
// make them, so the first load (which only reads the saved list) carries none of this.

/** Saves a new wallet (or replaces the one with the same address) and makes it active, locked. */
export function addWallet(wallet: SavedWallet): void {
  const others = useWalletStore.getState().wallets.filter(w => w.address !== wallet.address)
  saveWallets([...others, wallet])
  activateWallet(wallet)
}

export function activateWallet(wallet: SavedWallet): void {
  storeLastWalletName(wallet.name)
  const active = toActive(wallet)
  useWalletStore.setState({
    ...initialSession,
    activeWallet: active,
    selectedAddress: active.address,
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
