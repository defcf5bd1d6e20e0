import { markReadByType } from '@/features/notifications/index.ts'
import { notify } from '@/ui/toast/index.ts'
import { walletAccounts } from '../model/accounts.ts'
import { findWallet, useWalletStore } from '../model/wallet-store.ts'
import { markBackedUp } from '../model/wallet-edits.ts'
import { withMnemonic } from './unlock.ts'

/** Encrypted (the keystore envelope, the default) or the plaintext format the spec defines. */
export type BackupKind = 'encrypted' | 'plain'

function saveFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }))
  try {
    const link = document.createElement('a')
    link.href = url
    link.download = fileName
    link.click()
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }
}

/**
 * The backup file of a local wallet (docs/client-rules.md#wallet-download): asks for the password
 * with purpose Download, saves the file and records that a backup exists. The encrypted file is
 * locked with that same password; the plain one (`<name>.json`) holds the phrase in the clear.
 */
export async function downloadWalletBackup(kind: BackupKind = 'encrypted'): Promise<void> {
  const active = useWalletStore.getState().activeWallet
  const wallet = active ? findWallet(active.name) : undefined
  if (!wallet || wallet.isLedger || wallet.isKeplr) {
    throw new Error('Only a wallet kept in this browser has a backup file')
  }
  const file = await withMnemonic(wallet, 'Download', async (mnemonic, password) => {
    const { buildEncryptedBackup, buildWalletBackup } = await import('@gitopia-client/chain/wallet')
    const accounts = walletAccounts(wallet).map(({ address, pathIncrement }) => ({
      address,
      pathIncrement,
    }))
    const input = { name: wallet.name, mnemonic, accounts }
    return kind === 'plain'
      ? buildWalletBackup(input)
      : buildEncryptedBackup({ ...input, address: wallet.address, password })
  })
  saveFile(file.fileName, file.text)
  markBackedUp(wallet.name)
  markReadByType('backup')
  notify('info', `Backup saved as ${file.fileName}`)
}
