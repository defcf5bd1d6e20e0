import { useShallow } from 'zustand/react/shallow'
import type { WalletKind } from '../model/saved-wallets.ts'
import { useWalletStore, type AllowanceState, type WalletUser } from '../model/wallet-store.ts'

export interface ActiveAccount {
  readonly address: string
  /** The selected account's name (account 0's is the wallet's). */
  readonly name: string
  readonly kind: WalletKind
  readonly unlocked: boolean
  /** The chain username, once the user record is known and exists. */
  readonly username?: string
}

/** The wallet in use, public data only; null when none is connected. */
export function useActiveAccount(): ActiveAccount | null {
  return useWalletStore(
    useShallow(state => {
      const active = state.activeWallet
      if (!active) return null
      const username = state.user?.username
      return {
        address: active.address,
        name: active.accountName,
        kind: active.kind,
        unlocked: state.unlocked,
        ...(username ? { username } : {}),
      }
    }),
  )
}

/** The chain's user record of the active address: `loaded` false while it is being looked up. */
export function useWalletUser(): { loaded: boolean; user: WalletUser | null } {
  return useWalletStore(useShallow(state => ({ loaded: state.userLoaded, user: state.user })))
}

/** The wallet's balance in ulore (null until known) and the fee allowance once checked. */
export function useWalletBalance(): { balance: bigint | null; allowance: AllowanceState | null } {
  return useWalletStore(
    useShallow(state => ({ balance: state.balance, allowance: state.allowance })),
  )
}

/** What a button that sent a transaction says while it runs: signing, then waiting for the block. */
export function useTxProgressLabel(): string {
  return useWalletStore(state => (state.txWaiting ? 'Waiting for the block…' : 'Signing…'))
}
