import { toHex, toUtf8 } from '@cosmjs/encoding'
import * as z from 'zod/mini'
import { isValidAddress } from '../address.ts'
import { HD_PATH, HD_PATH_PREFIX } from '../constants.ts'
import { parseWalletBackup, walletBackupFileName } from '../wallet/backup.ts'
import {
  decryptSecret,
  encryptSecret,
  EnvelopeFormatError,
  WrongPasswordError,
} from './envelope.ts'
import { checkMnemonic, deriveAddress } from './mnemonic.ts'

/** Marks the encrypted backup file; the plaintext one (wallet/backup.ts) has no marker. */
export const ENCRYPTED_BACKUP_FORMAT = 'gitopia-encrypted-wallet-backup'
const ENCRYPTED_BACKUP_VERSION = 1

export type BackupFileProblem =
  'not-a-backup' | 'tampered' | 'wrong-password' | 'wrong-address' | 'other-hd-path'

/** Why a backup file cannot be restored, in words a person can act on. */
export class BackupFileError extends Error {
  constructor(
    readonly problem: BackupFileProblem,
    message: string,
  ) {
    super(message)
    this.name = 'BackupFileError'
  }
}

const notABackup = (detail: string) =>
  new BackupFileError('not-a-backup', `This file is not a Gitopia wallet backup (${detail})`)
const tampered = (detail: string) =>
  new BackupFileError(
    'tampered',
    `This backup file was changed or damaged after it was saved (${detail}); it cannot be restored`,
  )

const envelopeSchema = z.object({
  version: z.literal(2),
  kdf: z.object({
    name: z.literal('PBKDF2'),
    hash: z.literal('SHA-256'),
    iterations: z.number().check(z.int()),
    salt: z.string(),
  }),
  cipher: z.object({ name: z.literal('AES-GCM'), iv: z.string() }),
  ciphertext: z.string(),
})

const encryptedBackupSchema = z.object({
  format: z.literal(ENCRYPTED_BACKUP_FORMAT),
  version: z.literal(ENCRYPTED_BACKUP_VERSION),
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  address: z.string().check(z.refine(value => isValidAddress(value), 'not a gitopia address')),
  HDpath: z.literal(HD_PATH_PREFIX),
  /** The keystore envelope (PBKDF2 → AES-GCM) of the recovery phrase, bound to `address`. */
  keystore: envelopeSchema,
  /** SHA-256 of everything above: tells a changed file from a wrong password. */
  checksum: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
})
export type EncryptedWalletBackup = z.infer<typeof encryptedBackupSchema>

/** What a backup file holds before it is opened (the encrypted one needs its password). */
export type BackupFileContents =
  | {
      readonly kind: 'plain'
      readonly name: string
      readonly mnemonic: string
      readonly address: string
    }
  | {
      readonly kind: 'encrypted'
      readonly name: string
      readonly address: string
      readonly file: EncryptedWalletBackup
    }

/** A restored wallet: its phrase derives `address`. */
export interface RestoredWallet {
  readonly name: string
  readonly address: string
  readonly mnemonic: string
}

async function checksumOf(file: Omit<EncryptedWalletBackup, 'checksum'>): Promise<string> {
  const { keystore: k } = file
  const canonical = JSON.stringify([
    file.format,
    file.version,
    file.name,
    file.address,
    file.HDpath,
    k.version,
    k.kdf.name,
    k.kdf.hash,
    k.kdf.iterations,
    k.kdf.salt,
    k.cipher.name,
    k.cipher.iv,
    k.ciphertext,
  ])
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(toUtf8(canonical)))
  return toHex(new Uint8Array(digest))
}

/**
 * The encrypted backup: the phrase encrypted with `password` (the keystore envelope, bound to the
 * address), with the wallet's name, address and HD path in the clear and no plaintext phrase.
 */
export async function buildEncryptedBackup(input: {
  readonly name: string
  readonly mnemonic: string
  readonly address: string
  readonly password: string
}): Promise<{ readonly fileName: string; readonly text: string }> {
  const keystore = await encryptSecret(input.mnemonic, input.password, { address: input.address })
  const body = {
    format: ENCRYPTED_BACKUP_FORMAT,
    version: ENCRYPTED_BACKUP_VERSION,
    name: input.name,
    address: input.address,
    HDpath: HD_PATH_PREFIX,
    keystore: { ...keystore, version: 2 as const },
  } satisfies Omit<EncryptedWalletBackup, 'checksum'>
  const file = { ...body, checksum: await checksumOf(body) }
  return {
    fileName: walletBackupFileName(input.name).replace(/\.json$/, '.encrypted.json'),
    text: JSON.stringify(file, null, 2),
  }
}

function firstIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0]
  return issue ? `${issue.path.join('.') || 'file'}: ${issue.message}` : 'invalid'
}

/** Tells the two file kinds apart and checks their shape; nothing is decrypted yet. */
export function readBackupFile(text: string): BackupFileContents {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw notABackup('not JSON')
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw notABackup('not an object')
  const record = value as Record<string, unknown>
  if (record.format === ENCRYPTED_BACKUP_FORMAT) {
    if (record.version !== ENCRYPTED_BACKUP_VERSION) {
      throw notABackup(`unknown encrypted backup version ${String(record.version)}`)
    }
    const parsed = encryptedBackupSchema.safeParse(value)
    if (!parsed.success) throw tampered(firstIssue(parsed.error))
    return {
      kind: 'encrypted',
      name: parsed.data.name,
      address: parsed.data.address,
      file: parsed.data,
    }
  }
  if (!('mnemonic' in record)) throw notABackup('no recovery phrase and no encrypted key')
  let plain
  try {
    plain = parseWalletBackup(value)
  } catch (error) {
    throw notABackup(
      error instanceof Error ? error.message.replace(/^Not a wallet backup file: /, '') : 'invalid',
    )
  }
  // The file names its accounts by index under its HD path; the app signs only at HD_PATH, so a
  // file for another path would restore another account of the same phrase without a word.
  const [account] = [...plain.accounts].sort((a, b) => a.pathIncrement - b.pathIncrement)
  if (!account) throw notABackup('no account')
  const path = `${plain.HDpath}${account.pathIncrement}`
  if (path !== HD_PATH) {
    throw new BackupFileError(
      'other-hd-path',
      `This backup is for ${account.address} at HD path ${path}; this app uses only ${HD_PATH}, which is another account of the same phrase, so nothing was restored`,
    )
  }
  return { kind: 'plain', name: plain.name, mnemonic: plain.mnemonic, address: account.address }
}

/** The phrase must be valid and derive, at HD_PATH, the address the file names. */
async function checkedWallet(
  name: string,
  phrase: string,
  expected: string,
): Promise<RestoredWallet> {
  const checked = checkMnemonic(phrase)
  if (!checked.ok) throw tampered(`recovery phrase: ${checked.message}`)
  const derived = await deriveAddress(checked.mnemonic)
  if (derived !== expected) {
    throw new BackupFileError(
      'wrong-address',
      `The recovery phrase in this backup belongs to ${derived}, not to the address the file names (${expected}); nothing was restored`,
    )
  }
  return { name, address: derived, mnemonic: checked.mnemonic }
}

/** Opens a backup: decrypts an encrypted one with its password and checks the phrase's address. */
export async function openBackupFile(
  contents: BackupFileContents,
  password = '',
): Promise<RestoredWallet> {
  if (contents.kind === 'plain') {
    return checkedWallet(contents.name, contents.mnemonic, contents.address)
  }
  const { checksum, ...body } = contents.file
  if ((await checksumOf(body)) !== checksum) throw tampered('checksum does not match')
  let mnemonic: string
  try {
    mnemonic = await decryptSecret(body.keystore, password, { address: body.address })
  } catch (error) {
    if (error instanceof WrongPasswordError) {
      throw new BackupFileError('wrong-password', 'Wrong password for this backup file')
    }
    if (error instanceof EnvelopeFormatError) {
      throw tampered(error.message.replace(/^The stored wallet is unreadable: /, ''))
    }
    throw error
  }
  return checkedWallet(body.name, mnemonic, body.address)
}
