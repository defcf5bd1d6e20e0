import { useShallow } from 'zustand/react/shallow'
import {
  firstAccount,
  selectedAccount,
  type ExtraAccount,
  type SavedWallet,
  type WalletAccount,
} from './saved-wallets.ts'
import { findWallet, saveWallets, useWalletStore } from './wallet-store.ts'
import { activateWallet, updateWallet } from './wallet-edits.ts'

// The accounts of a wallet (docs/client-rules.md#accounts), apart from the store: only the menu's
// and the unlock's chunks use them, so the first load carries none of it.

/** Every account of a wallet, by index: account 0 is the wallet's own entry. */
export function walletAccounts(wallet: SavedWallet): WalletAccount[] {
  const others = [...(wallet.accounts ?? [])].sort((a, b) => a.pathIncrement - b.pathIncrement)
  return [firstAccount(wallet), ...others]
}

/** The index a new account takes: one past the highest. */
export function nextAccountIndex(wallet: SavedWallet): number {
  return Math.max(0, ...(wallet.accounts ?? []).map(account => account.pathIncrement)) + 1
}

/**
 * The wallet with account `index` changed: account 0's name, avatar and counterparty are the
 * wallet's own fields (so renaming account 0 renames the wallet, as a username does).
 */
export function withAccount(
  wallet: SavedWallet,
  index: number,
  patch: Partial<Omit<WalletAccount, 'pathIncrement' | 'address'>>,
): SavedWallet {
  if (index === 0) return { ...wallet, ...patch }
  return {
    ...wallet,
    accounts: (wallet.accounts ?? []).map(account =>
      account.pathIncrement === index ? { ...account, ...patch } : account,
    ),
  }
}

/** The saved entry of the active wallet and its selected account. */
export function activeEntry(): { wallet: SavedWallet; account: WalletAccount } | null {
  const active = useWalletStore.getState().activeWallet
  const wallet = active ? findWallet(active.name) : undefined
  return wallet ? { wallet, account: selectedAccount(wallet) } : null
}

/**
 * Selects account `index` of the saved wallet `walletName` (remembered across reloads) and makes
 * the wallet active, locked: the session (balance, user) starts again for that address.
 */
export function selectAccount(walletName: string, index: number): void {
  const wallet = findWallet(walletName)
  if (!wallet) return
  const next = { ...wallet, pathIncrement: index }
  saveWallets(useWalletStore.getState().wallets.map(w => (w.name === walletName ? next : w)))
  activateWallet(next)
}

/** Adds a further account to a saved wallet and selects it. */
export function addAccount(walletName: string, account: ExtraAccount): void {
  const wallet = findWallet(walletName)
  if (!wallet) return
  const others = (wallet.accounts ?? []).filter(a => a.pathIncrement !== account.pathIncrement)
  const next = { ...wallet, accounts: [...others, account] }
  saveWallets(useWalletStore.getState().wallets.map(w => (w.name === walletName ? next : w)))
  selectAccount(walletName, account.pathIncrement)
}

/**
 * The other side of the active account's last IBC transfer (spec `counterPartyAddress`,
 * `counterPartyChain`): the next transfer form starts from it.
 */
export function rememberCounterparty(chain: string, address: string): void {
  const entry = activeEntry()
  if (!entry) return
  updateAccount(entry.wallet.name, entry.account.pathIncrement, {
    counterPartyAddress: address,
    counterPartyChain: chain,
  })
}

/** Changes an account's name, avatar or counterparty (account 0's are the wallet's own). */
export function updateAccount(
  walletName: string,
  index: number,
  patch: Parameters<typeof withAccount>[2],
): void {
  const wallet = findWallet(walletName)
  if (wallet) updateWallet(walletName, withAccount(wallet, index, patch))
}

/** The chain and counterparty address of the active account's last IBC transfer, if any. */
export function useLastCounterparty(): { chain: string; address: string } | null {
  return useWalletStore(
    useShallow(state => {
      const saved = state.wallets.find(wallet => wallet.name === state.activeWallet?.name)
      if (!saved) return null
      const { counterPartyAddress: address, counterPartyChain: chain } = selectedAccount(saved)
      return address && chain ? { chain, address } : null
    }),
  )
}
