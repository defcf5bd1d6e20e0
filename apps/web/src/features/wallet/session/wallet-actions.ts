import { shortenAddress } from '@gitopia-client/chain'
import { addNotification, clearNotifications } from '@/features/notifications/index.ts'
import { updateAccount } from '../model/accounts.ts'
import type { SavedWallet } from '../model/saved-wallets.ts'
import { findWallet, useWalletStore } from '../model/wallet-store.ts'
import {
  activateWallet,
  addWallet,
  removeWallet,
  signOutWallet,
  updateWallet,
} from '../model/wallet-edits.ts'
import { refreshBalance, refreshUser } from '../api/account-data.ts'
import { requestUnlock } from '../unlock/unlock-request.ts'
import { lockWallet, renameSession } from './key-session.ts'
import { stopWatchingKeplr, unlockWatchingKeplr } from './keplr-account.ts'
import { loadSigningChunk } from '../signing/load-signing-chunk.ts'
import { completeUnlock, keplrSigner, ledgerSigner, openWalletKey } from './unlock.ts'

/** A name no other saved wallet uses, based on `wanted`. */
function freeName(wanted: string, address: string): string {
  let name = wanted
  for (let n = 2; ; n++) {
    const taken = findWallet(name)
    if (!taken || taken.address === address) return name
    name = `${wanted}-${n}`
  }
}

/** A new local wallet (created or recovered): saved encrypted, then unlocked with its phrase. */
export async function saveLocalWallet(wallet: SavedWallet, mnemonic: string): Promise<void> {
  lockWallet()
  addWallet(wallet)
  if (!wallet.backedUp) {
    addNotification('backup', `Wallet ${wallet.name} has no backup yet: download its backup file`)
  }
  const { createLocalSigner } = await loadSigningChunk()
  const { pathIncrement = 0 } = wallet
  await completeUnlock(wallet, () => createLocalSigner(mnemonic, undefined, pathIncrement))
}

/** Adds a Ledger: the prompt says to open the Cosmos app; the device shows the address. */
export async function connectLedgerWallet(): Promise<void> {
  // The signing and device code (~100 kB gzip) loads while the person reads the prompt and opens
  // the Cosmos app, not after they press Connect; a failed load is retried then.
  void loadSigningChunk()
    .then(signing => signing.loadLedger())
    .catch(() => undefined)
  const signer = await requestUnlock('Connect', 'Ledger', () =>
    ledgerSigner({ showOnDevice: true }),
  )
  lockWallet()
  stopWatchingKeplr()
  const existing = useWalletStore.getState().wallets.find(w => w.address === signer.address)
  // The device was read at account 0: a known Ledger comes back on its first account.
  const known = existing ? { ...existing, pathIncrement: 0 } : undefined
  const wallet: SavedWallet = known ?? {
    name: freeName(`ledger-${shortenAddress(signer.address).slice(-4)}`, signer.address),
    address: signer.address,
    avatarUrl: '',
    wallet: null,
    isLedger: true,
    backedUp: true,
  }
  addWallet({ ...wallet, isLedger: true })
  await completeUnlock(wallet, async () => signer)
}

/** Adds the account selected in Keplr (suggest the chain, enable, read the key). */
export async function connectKeplrWallet(): Promise<void> {
  const connection = await keplrSigner()
  lockWallet()
  const wallet: SavedWallet = {
    name: freeName(connection.name || 'keplr', connection.address),
    address: connection.address,
    avatarUrl: '',
    wallet: null,
    isKeplr: true,
    backedUp: true,
  }
  addWallet(wallet)
  await unlockWatchingKeplr(() => completeUnlock(wallet, async () => connection))
}

/** Makes another saved wallet active: locked, except an extension wallet, which re-unlocks. */
export async function switchWallet(name: string): Promise<void> {
  const wallet = findWallet(name)
  if (!wallet) return
  lockWallet()
  stopWatchingKeplr()
  activateWallet(wallet)
  if (wallet.isKeplr) {
    await unlockWatchingKeplr(async () => {
      const connection = await keplrSigner()
      await completeUnlock(wallet, async () => connection)
    })
    return
  }
  await Promise.all([refreshBalance(), refreshUser()])
}

export function deleteWallet(name: string): void {
  if (useWalletStore.getState().activeWallet?.name === name) signOut()
  removeWallet(name)
}

/** Sign out: no active wallet, address, balance, user or DAO; the key is dropped. */
export function signOut(): void {
  lockWallet()
  stopWatchingKeplr()
  signOutWallet()
  // They are about this account; the next person on this browser should not see them.
  clearNotifications()
}

/**
 * Decrypts with the approved password (the phrase checked against the wallet's address) and
 * encrypts again with a fresh salt and IV.
 */
async function reEncryptWallet(wallet: SavedWallet, password: string): Promise<string> {
  const mnemonic = await openWalletKey(wallet, password)
  const { encryptSecret } = await import('@gitopia-client/chain/keystore')
  return JSON.stringify(await encryptSecret(mnemonic, password, { address: wallet.address }))
}

/**
 * After the user record is created (docs/client-rules.md#user-creation): the wallet takes the username. A local
 * wallet is re-encrypted after the password is approved (purpose Approve); a Ledger keeps its fixed
 * key and an extension wallet is just renamed. `reEncrypt: false` (a later username change) renames
 * only, as unlock step 2 does.
 */
export async function renameWalletForUser(
  username: string,
  { reEncrypt = true }: { reEncrypt?: boolean } = {},
): Promise<void> {
  const active = useWalletStore.getState().activeWallet
  const wallet = active ? findWallet(active.name) : undefined
  if (!active || !wallet) return
  // A further account takes the username as its own name; the wallet (and its key) stay as they are.
  if (active.accountIndex !== 0) {
    updateAccount(wallet.name, active.accountIndex, { name: username })
    return
  }
  if (wallet.name === username) return
  let next: SavedWallet = { ...wallet, name: username }
  if (reEncrypt && !wallet.isLedger && !wallet.isKeplr) {
    const envelope = await requestUnlock('Approve', wallet.name, password =>
      reEncryptWallet(wallet, password),
    )
    next = { ...next, wallet: envelope }
  }
  updateWallet(wallet.name, next)
  renameSession(wallet.name, username)
}
