import * as z from 'zod/mini'
import { HD_PATH_PREFIX } from '../constants.ts'

/** Enough for any person's accounts; bounds the work a hostile file can ask for on restore. */
export const MAX_BACKUP_ACCOUNTS = 100

const backupAccountSchema = z
  .object({
    address: z.string().check(z.minLength(1)),
    /** The account's index under `HDpath`. */
    pathIncrement: z.optional(z.number().check(z.int(), z.nonnegative())),
    /** Or its full HD path (the spec allows either). */
    path: z.optional(z.string().check(z.regex(/^m(\/\d+'?)+$/))),
  })
  .check(
    z.refine(
      account => account.pathIncrement !== undefined || account.path !== undefined,
      'an account needs its pathIncrement or its path',
    ),
  )

/**
 * The plaintext wallet file (docs/client-rules.md#wallet-download). Gitopia's git remote helper reads the same file
 * (`GITOPIA_WALLET`), so the field names and the HD path prefix follow that format exactly.
 */
export const walletBackupSchema = z.object({
  name: z.string().check(z.minLength(1)),
  mnemonic: z.string().check(z.minLength(1)),
  /** The path without the account index, e.g. `m/44'/118'/0'/0/`. */
  HDpath: z.string().check(z.regex(/^m(\/\d+'?)+\/$/)),
  accounts: z.array(backupAccountSchema).check(z.minLength(1), z.maxLength(MAX_BACKUP_ACCOUNTS)),
})
export type WalletBackup = z.infer<typeof walletBackupSchema>

/** One account of a wallet: its address and its index under the HD path prefix. */
export interface WalletAccountRef {
  readonly address: string
  readonly pathIncrement: number
}

export interface WalletBackupInput {
  readonly name: string
  readonly mnemonic: string
  /** Every account of the wallet, the first (index 0) included. */
  readonly accounts: readonly WalletAccountRef[]
  readonly hdPathPrefix?: string
}

export interface WalletBackupFile {
  readonly fileName: string
  readonly backup: WalletBackup
  /** What to write to disk: pretty-printed so people can read it. */
  readonly text: string
}

export class WalletBackupFormatError extends Error {
  constructor(detail: string) {
    super(`Not a wallet backup file: ${detail}`)
    this.name = 'WalletBackupFormatError'
  }
}

/** Keeps the file name safe on every OS while staying recognisably the wallet's name. */
export function walletBackupFileName(walletName: string): string {
  const safe = walletName.replace(/[\\/:*?"<>|\s]+/g, '_').replace(/^\.+/, '')
  return `${safe || 'wallet'}.json`
}

export function buildWalletBackup(input: WalletBackupInput): WalletBackupFile {
  const backup = walletBackupSchema.parse({
    name: input.name,
    mnemonic: input.mnemonic,
    HDpath: input.hdPathPrefix ?? HD_PATH_PREFIX,
    accounts: [...input.accounts]
      .sort((a, b) => a.pathIncrement - b.pathIncrement)
      .map(account => ({ address: account.address, pathIncrement: account.pathIncrement })),
  })
  return {
    fileName: walletBackupFileName(input.name),
    backup,
    text: JSON.stringify(backup, null, 2),
  }
}

/** Accepts the file's text or an already parsed value. */
export function parseWalletBackup(json: unknown): WalletBackup {
  let value = json
  if (typeof json === 'string') {
    try {
      value = JSON.parse(json)
    } catch {
      throw new WalletBackupFormatError('not JSON')
    }
  }
  const result = walletBackupSchema.safeParse(value)
  if (!result.success) {
    const issue = result.error.issues[0]
    throw new WalletBackupFormatError(
      issue ? `${issue.path.join('.') || 'file'}: ${issue.message}` : 'invalid',
    )
  }
  return result.data
}
