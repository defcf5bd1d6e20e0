import type { Signer } from '@gitopia-client/chain/signers'
import { refreshBalance, refreshUser } from '../api/account-data.ts'
import {
  activeEntry,
  addAccount,
  nextAccountIndex,
  selectAccount,
  walletAccounts,
} from '../model/accounts.ts'
import { selectedAccount } from '../model/saved-wallets.ts'
import { findWallet } from '../model/wallet-store.ts'
import { requestUnlock } from '../unlock/unlock-request.ts'
import { currentSigner, holdSigner, lockWallet } from './key-session.ts'
import { loadSigningChunk } from '../signing/load-signing-chunk.ts'
import {
  adoptUserRecord,
  askForMnemonic,
  checkedSigner,
  completeUnlock,
  ledgerSigner,
} from './unlock.ts'

/**
 * The key of account `index` of the active wallet: from the phrase held in memory when the wallet
 * is unlocked (no second password), else after the password prompt (purpose Approve); a Ledger
 * reads the key at that index from the device, showing its address there when it is new.
 */
async function accountSigner(index: number, showOnDevice: boolean): Promise<Signer> {
  const entry = activeEntry()
  if (!entry) throw new Error('Connect a wallet first')
  const { wallet } = entry
  if (wallet.isKeplr) throw new Error('Keplr chooses its accounts itself: switch them in Keplr')
  if (wallet.isLedger) {
    return requestUnlock('Connect', wallet.name, () =>
      ledgerSigner({ accountIndex: index, showOnDevice }),
    )
  }
  const held = currentSigner(wallet.name)
  if (held?.forAccount) return held.forAccount(index)
  const mnemonic = await askForMnemonic(wallet, 'Approve')
  const { createLocalSigner } = await loadSigningChunk()
  return createLocalSigner(mnemonic, undefined, index)
}

/**
 * Adds the wallet's next account (m/44'/118'/0'/0/N, N one past the highest) under `name` and
 * selects it, unlocked: the same phrase or Ledger, the same password, another address.
 */
export async function addWalletAccount(name: string): Promise<void> {
  const entry = activeEntry()
  if (!entry) throw new Error('Connect a wallet first')
  const walletName = entry.wallet.name
  const index = nextAccountIndex(entry.wallet)
  const signer = await accountSigner(index, true)
  const taken = walletAccounts(findWallet(walletName) ?? entry.wallet).find(
    account => account.address === signer.address,
  )
  if (taken) {
    signer.close?.()
    throw new Error(`This wallet already has the account ${signer.address} (${taken.name})`)
  }
  lockWallet()
  addAccount(walletName, { pathIncrement: index, address: signer.address, name, avatarUrl: '' })
  const wallet = findWallet(walletName)
  if (!wallet) return
  await completeUnlock(wallet, async () => signer)
}

/**
 * Selects another account of the active wallet. An unlocked local wallet stays unlocked (the
 * phrase is in memory); a Ledger is asked again at the next signature.
 */
export async function switchAccount(index: number): Promise<void> {
  const entry = activeEntry()
  if (!entry || entry.account.pathIncrement === index) return
  const { wallet } = entry
  const account = walletAccounts(wallet).find(a => a.pathIncrement === index)
  if (!account) return
  const held = currentSigner(wallet.name)
  const next = held?.forAccount ? await held.forAccount(index) : null
  lockWallet()
  selectAccount(wallet.name, index)
  if (next) holdSigner(wallet.name, checkedSigner(next, account.address))
  await Promise.all([refreshBalance(), refreshUser()])
  const saved = findWallet(wallet.name)
  if (saved && selectedAccount(saved).pathIncrement === index) adoptUserRecord(saved)
}
