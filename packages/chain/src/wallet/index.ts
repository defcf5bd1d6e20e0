/**
 * Wallet secrets: encryption at rest and recovery phrases (shared with `../keystore`, which the app
 * already uses), plus the backup file.
 */
export { checkMnemonic, deriveAddress } from '../keystore/index.ts'

export { buildWalletBackup, parseWalletBackup } from './backup.ts'
export {
  BackupFileError,
  buildEncryptedBackup,
  openBackupFile,
  readBackupFile,
} from '../keystore/backup-file.ts'
export type { BackupFileContents, RestoredWallet } from '../keystore/backup-file.ts'
