import { toHex, toUtf8 } from '@cosmjs/encoding'
import * as z from 'zod/mini'
import { isValidAddress } from '../address.ts'
import { HD_PATH_PREFIX } from '../constants.ts'
import { accountIndexOfPath, isAccountIndex } from '../hd-path.ts'
import {
  MAX_BACKUP_ACCOUNTS,
  parseWalletBackup,
  walletBackupFileName,
  type WalletAccountRef,
  type WalletBackup,
} from '../wallet/backup.ts'
import {
  decryptSecret,
  encryptSecret,
  EnvelopeFormatError,
  WrongPasswordError,
} from './envelope.ts'
import { checkMnemonic, deriveAddress } from './mnemonic.ts'

/** Marks the encrypted backup file; the plaintext one (wallet/backup.ts) has no marker. */
export const ENCRYPTED_BACKUP_FORMAT = 'gitopia-encrypted-wallet-backup'
/** Version 2 lists the wallet's accounts; version 1 (account 0 only) is still read. */
const ENCRYPTED_BACKUP_VERSION = 2
const READABLE_ENCRYPTED_VERSIONS: readonly unknown[] = [1, 2]

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

const accountRefSchema = z.object({
  address: z.string().check(z.refine(value => isValidAddress(value), 'not a gitopia address')),
  pathIncrement: z.number().check(z.refine(isAccountIndex, 'not an account index')),
})

const encryptedBackupSchema = z.object({
  format: z.literal(ENCRYPTED_BACKUP_FORMAT),
  version: z.union([z.literal(1), z.literal(ENCRYPTED_BACKUP_VERSION)]),
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  address: z.string().check(z.refine(value => isValidAddress(value), 'not a gitopia address')),
  HDpath: z.literal(HD_PATH_PREFIX),
  /** The keystore envelope (PBKDF2 → AES-GCM) of the recovery phrase, bound to `address`. */
  keystore: envelopeSchema,
  /** Every account of the wallet (version 2); a version 1 file holds account 0 only. */
  accounts: z.optional(
    z.array(accountRefSchema).check(z.minLength(1), z.maxLength(MAX_BACKUP_ACCOUNTS)),
  ),
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
      /** The first account the file lists. */
      readonly address: string
      readonly accounts: readonly WalletAccountRef[]
    }
  | {
      readonly kind: 'encrypted'
      readonly name: string
      /** The wallet's first account (index 0), which the encrypted phrase is bound to. */
      readonly address: string
      readonly accounts: readonly WalletAccountRef[]
      readonly file: EncryptedWalletBackup
    }

/** A restored wallet: its phrase derives each account's address at its index. */
export interface RestoredWallet {
  readonly name: string
  /** Account 0's address: the one the app binds the wallet's encrypted phrase to. */
  readonly address: string
  readonly mnemonic: string
  /** The accounts the file lists, by index (each checked against the phrase). */
  readonly accounts: readonly WalletAccountRef[]
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
    // Version 1 had no accounts: its canonical form stays as it was.
    ...(file.version === 1 ? [] : [file.accounts ?? null]),
  ])
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(toUtf8(canonical)))
  return toHex(new Uint8Array(digest))
}

/**
 * The encrypted backup: the phrase encrypted with `password` (the keystore envelope, bound to the
 * address of account 0), with the wallet's name, address, HD path and accounts in the clear and
 * no plaintext phrase.
 */
export async function buildEncryptedBackup(input: {
  readonly name: string
  readonly mnemonic: string
  /** Account 0's address. */
  readonly address: string
  /** Every account, account 0 included; default: account 0 only. */
  readonly accounts?: readonly WalletAccountRef[]
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
    accounts: [...(input.accounts ?? [{ address: input.address, pathIncrement: 0 }])]
      .sort((a, b) => a.pathIncrement - b.pathIncrement)
      .map(account => ({ address: account.address, pathIncrement: account.pathIncrement })),
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
    if (!READABLE_ENCRYPTED_VERSIONS.includes(record.version)) {
      throw notABackup(`unknown encrypted backup version ${String(record.version)}`)
    }
    const parsed = encryptedBackupSchema.safeParse(value)
    if (!parsed.success) throw tampered(firstIssue(parsed.error))
    const file = parsed.data
    if (file.version !== 1 && !file.accounts) throw tampered('accounts: missing')
    const accounts = file.accounts ?? [{ address: file.address, pathIncrement: 0 }]
    return {
      kind: 'encrypted',
      name: file.name,
      address: file.address,
      accounts: distinctIndexes(accounts, tampered),
      file,
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
  const accounts = plainAccounts(plain)
  const [first] = accounts
  if (!first) throw notABackup('no account')
  return {
    kind: 'plain',
    name: plain.name,
    mnemonic: plain.mnemonic,
    address: first.address,
    accounts,
  }
}

function otherHdPath(address: string, path: string): BackupFileError {
  return new BackupFileError(
    'other-hd-path',
    `This backup is for ${address} at HD path ${path}; this app signs only under ${HD_PATH_PREFIX} (a wallet's accounts), so nothing was restored`,
  )
}

/**
 * The file's accounts by index. The app signs only under HD_PATH_PREFIX, at any index (a wallet's
 * accounts); a file for another prefix would restore keys the app cannot sign with, so it is
 * refused naming the address and path.
 */
function plainAccounts(plain: WalletBackup): WalletAccountRef[] {
  const accounts = plain.accounts.map(account => {
    const path = account.path ?? `${plain.HDpath}${account.pathIncrement ?? 0}`
    const index = accountIndexOfPath(path)
    if (index === null) throw otherHdPath(account.address, path)
    return { address: account.address, pathIncrement: index }
  })
  return distinctIndexes(accounts, notABackup)
}

function distinctIndexes(
  accounts: readonly WalletAccountRef[],
  problem: (detail: string) => BackupFileError,
): WalletAccountRef[] {
  const sorted = [...accounts].sort((a, b) => a.pathIncrement - b.pathIncrement)
  sorted.forEach((account, i) => {
    if (i > 0 && sorted[i - 1]?.pathIncrement === account.pathIncrement) {
      throw problem(`account index ${account.pathIncrement} is listed twice`)
    }
  })
  return sorted
}

/** The phrase must be valid and derive, at each account's index, the address the file names. */
async function checkedWallet(
  name: string,
  phrase: string,
  accounts: readonly WalletAccountRef[],
): Promise<RestoredWallet> {
  const checked = checkMnemonic(phrase)
  if (!checked.ok) throw tampered(`recovery phrase: ${checked.message}`)
  for (const account of accounts) {
    const derived = await deriveAddress(checked.mnemonic, account.pathIncrement)
    if (derived !== account.address) {
      throw new BackupFileError(
        'wrong-address',
        `The recovery phrase in this backup belongs to ${derived}, not to the address the file names (${account.address}); nothing was restored`,
      )
    }
  }
  const first = accounts.find(account => account.pathIncrement === 0)
  const address = first?.address ?? (await deriveAddress(checked.mnemonic, 0))
  return { name, address, mnemonic: checked.mnemonic, accounts }
}

/** Opens a backup: decrypts an encrypted one with its password and checks the phrase's address. */
export async function openBackupFile(
  contents: BackupFileContents,
  password = '',
): Promise<RestoredWallet> {
  if (contents.kind === 'plain') {
    return checkedWallet(contents.name, contents.mnemonic, contents.accounts)
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
  const first = contents.accounts.find(account => account.pathIncrement === 0)
  if (first?.address !== body.address) throw tampered('account 0 is not the address the file names')
  return checkedWallet(body.name, mnemonic, contents.accounts)
}
