/**
 * Wallet secrets: encryption at rest and recovery phrases (shared with `../keystore`, which the app
 * already uses), plus the backup file.
 */
export {
  encryptSecret,
  decryptSecret,
  WrongPasswordError,
  EnvelopeFormatError,
  DEFAULT_PBKDF2_ITERATIONS,
  generateMnemonic,
  checkMnemonic,
  deriveAddress,
} from '../keystore/index.ts'
export type { SecretEnvelope, MnemonicCheck, MnemonicProblem } from '../keystore/index.ts'
export {
  buildWalletBackup,
  parseWalletBackup,
  walletBackupFileName,
  walletBackupSchema,
  WalletBackupFormatError,
} from './backup.ts'
export type { WalletBackup, WalletBackupFile, WalletBackupInput } from './backup.ts'
