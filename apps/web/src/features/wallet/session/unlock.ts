import type { Signer } from '@gitopia-client/chain/signers'
import { notify, type ToastHandle } from '@/ui/toast/index.ts'
import { refreshBalance, refreshUser } from '../api/account-data.ts'
import { selectedAccount, type SavedWallet } from '../model/saved-wallets.ts'
import { walletNetwork, walletProvider } from '../model/wallet-network.ts'
import { updateAccount } from '../model/accounts.ts'
import { findWallet, useWalletStore } from '../model/wallet-store.ts'
import { updateWallet } from '../model/wallet-edits.ts'
import { requestUnlock, type UnlockPurpose } from '../unlock/unlock-request.ts'
import { ensureIdleLock } from './idle-lock.ts'
import { currentSigner, holdSigner, renameSession } from './key-session.ts'
import { loadSigningChunk } from '../signing/load-signing-chunk.ts'

export const LEDGER_WAITING_MESSAGE = 'Please confirm the transaction on your Ledger'

let ledgerToast: ToastHandle | null = null

/** Non-dismissible while the device waits for the person; removed as soon as it answers. */
export function onLedgerAwaiting(waiting: boolean): void {
  ledgerToast?.dismiss()
  ledgerToast = waiting ? notify('waiting-for-input', LEDGER_WAITING_MESSAGE) : null
}

/**
 * Decrypts the stored phrase with the wallet's address bound in, and checks that the phrase
 * derives that address before anything is saved or handed out (the unlock, a backup, a
 * re-encryption): an envelope replaced in storage under the same address and password would
 * otherwise be rewrapped, downloaded or signed with under a familiar name.
 */
export async function openWalletKey(wallet: SavedWallet, password: string): Promise<string> {
  if (!wallet.wallet) throw new Error('This wallet has no stored key')
  const { decryptSecret, deriveAddress } = await import('@gitopia-client/chain/keystore')
  const mnemonic = await decryptSecret(JSON.parse(wallet.wallet) as unknown, password, {
    address: wallet.address,
  })
  const derived = await deriveAddress(mnemonic).catch(() => null)
  if (derived !== wallet.address) throw new Error(keyMismatchMessage(wallet.address))
  return mnemonic
}

/**
 * As `openWalletKey`; an envelope of the older format (no binding) is written again in the
 * current one after this successful, checked unlock.
 */
async function decryptMnemonic(wallet: SavedWallet, password: string): Promise<string> {
  const mnemonic = await openWalletKey(wallet, password)
  const { encryptSecret, needsRewrap } = await import('@gitopia-client/chain/keystore')
  if (needsRewrap(JSON.parse(wallet.wallet ?? 'null') as unknown)) {
    const rewrapped = await encryptSecret(mnemonic, password, { address: wallet.address })
    updateWallet(wallet.name, { ...wallet, wallet: JSON.stringify(rewrapped) })
  }
  return mnemonic
}

export function keyMismatchMessage(saved: string): string {
  return `This wallet's key does not belong to its saved address ${saved}; it was not unlocked`
}

/**
 * The decrypted key must derive the address the wallet was saved with (as a Ledger's must): a
 * swapped key in storage would otherwise sign as someone else under a familiar name.
 */
export function checkedSigner(signer: Signer, savedAddress: string): Signer {
  if (signer.address === savedAddress) return signer
  signer.close?.()
  throw new Error(keyMismatchMessage(savedAddress))
}

/** Asks for the password (purpose Unlock, Approve or Download) and returns the decrypted phrase. */
export function askForMnemonic(
  wallet: SavedWallet,
  purpose: Exclude<UnlockPurpose, 'Connect'>,
): Promise<string> {
  return withMnemonic(wallet, purpose, mnemonic => mnemonic)
}

/** As `askForMnemonic`, then `use` gets the phrase and the password that opened it. */
export function withMnemonic<T>(
  wallet: SavedWallet,
  purpose: Exclude<UnlockPurpose, 'Connect'>,
  use: (mnemonic: string, password: string) => T | Promise<T>,
): Promise<T> {
  return requestUnlock(purpose, wallet.name, async password =>
    use(await decryptMnemonic(wallet, password), password),
  )
}

export async function ledgerSigner(options: {
  expectedAddress?: string
  showOnDevice?: boolean
  /** The wallet account's index: the device key at m/44'/118'/0'/0/N. */
  accountIndex?: number
  /** Another chain's prefix (an IBC counterparty): same device key, other address. */
  prefix?: string
}): Promise<Signer> {
  const { loadLedger } = await loadSigningChunk()
  const { connectLedger } = await loadLedger()
  return connectLedger({ ...options, onAwaitingDevice: onLedgerAwaiting })
}

export async function keplrSigner() {
  const { connectKeplr } = await loadSigningChunk()
  return connectKeplr(walletNetwork(), globalThis, walletProvider())
}

/**
 * Unlock steps 2–6 of docs/client-rules.md#unlock (step 1, decrypting or connecting, happened before): the user record
 * refreshes the name and avatar and the wallet is re-saved under the username; the address is
 * selected; the signer is held; balance and allowance refresh.
 */
export async function completeUnlock(
  wallet: SavedWallet,
  buildSigner: () => Promise<Signer>,
): Promise<Signer> {
  // 2. user record → username, avatar, re-save under the username
  await refreshUser()
  const name = adoptUserRecord(wallet)
  // 3. select the address
  useWalletStore.setState({ selectedAddress: selectedAccount(wallet).address })
  // 4. signing client (and the query client, which is the app's fetcher)
  const signer = await buildSigner()
  ensureIdleLock()
  holdSigner(name, signer)
  // 5. balance and allowance. The dashboards (5) and their fallback to the user's own (6) are the
  // dashboard feature's: it reads the user's DAOs where they are shown.
  await refreshBalance()
  return signer
}

/**
 * Unlock step 2 for the selected account: its username and avatar from the user record. Account
 * 0 is the wallet itself, re-saved under the username; a further account takes the username as
 * its own name. Returns the wallet's (possibly new) name.
 */
export function adoptUserRecord(wallet: SavedWallet): string {
  const { user } = useWalletStore.getState()
  const saved = findWallet(wallet.name) ?? wallet
  const account = selectedAccount(saved)
  if (!user || (user.username === '' && user.avatarUrl === account.avatarUrl)) return wallet.name
  if (account.pathIncrement !== 0) {
    updateAccount(wallet.name, account.pathIncrement, {
      name: user.username || account.name,
      avatarUrl: user.avatarUrl,
    })
    return wallet.name
  }
  const name = user.username || wallet.name
  updateWallet(wallet.name, { ...saved, name, avatarUrl: user.avatarUrl })
  renameSession(wallet.name, name)
  return name
}

let unlocking: Promise<Signer> | null = null

/**
 * The signer of the active wallet, unlocking it first when needed: the password prompt for a local
 * wallet, the Connect prompt for a Ledger, the extension for Keplr. Cancel rejects with
 * `Please unlock your wallet`.
 */
export function unlockActiveWallet(purpose: 'Unlock' | 'Approve' = 'Unlock'): Promise<Signer> {
  const { activeWallet } = useWalletStore.getState()
  if (!activeWallet) return Promise.reject(new Error('Connect a wallet first'))
  const held = currentSigner(activeWallet.name)
  // A signer of the wallet's other account (switched since) does not sign for this one.
  if (held?.address === activeWallet.address) return Promise.resolve(held)
  unlocking ??= unlockWallet(activeWallet.name, purpose).finally(() => {
    unlocking = null
  })
  return unlocking
}

async function unlockWallet(name: string, purpose: 'Unlock' | 'Approve'): Promise<Signer> {
  const wallet = findWallet(name)
  if (!wallet) throw new Error('Connect a wallet first')
  const account = selectedAccount(wallet)
  useWalletStore.setState({ unlockingWallet: true })
  try {
    if (wallet.isLedger) {
      const signer = await requestUnlock('Connect', wallet.name, () =>
        ledgerSigner({ expectedAddress: account.address, accountIndex: account.pathIncrement }),
      )
      return await completeUnlock(wallet, async () => signer)
    }
    if (wallet.isKeplr) {
      const connection = await keplrSigner()
      // The extension decides the account: follow it if it changed since the wallet was saved.
      const current =
        connection.address === wallet.address
          ? wallet
          : { ...wallet, name: connection.name || wallet.name, address: connection.address }
      if (current !== wallet) updateWallet(wallet.name, current)
      return await completeUnlock(current, async () => connection)
    }
    const mnemonic = await askForMnemonic(wallet, purpose)
    return await completeUnlock(wallet, async () => {
      const { createLocalSigner } = await loadSigningChunk()
      const signer = await createLocalSigner(mnemonic, undefined, account.pathIncrement)
      return checkedSigner(signer, account.address)
    })
  } finally {
    useWalletStore.setState({ unlockingWallet: false })
  }
}
