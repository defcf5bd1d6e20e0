import * as z from 'zod/mini'
import { HD_PATH_PREFIX } from '../constants.ts'

/**
 * The plaintext wallet file (docs/client-rules.md#wallet-download). Gitopia's git remote helper reads the same file
 * (`GITOPIA_WALLET`), so the field names and the HD path prefix follow that format exactly.
 */
export const walletBackupSchema = z.object({
  name: z.string().check(z.minLength(1)),
  mnemonic: z.string().check(z.minLength(1)),
  /** The path without the account index, e.g. `m/44'/118'/0'/0/`. */
  HDpath: z.string().check(z.regex(/^m(\/\d+'?)+\/$/)),
  accounts: z
    .array(
      z.object({
        address: z.string().check(z.minLength(1)),
        pathIncrement: z.number().check(z.int(), z.nonnegative()),
      }),
    )
    .check(z.minLength(1)),
})
export type WalletBackup = z.infer<typeof walletBackupSchema>

export interface WalletBackupInput {
  readonly name: string
  readonly mnemonic: string
  readonly address: string
  readonly hdPathPrefix?: string
  readonly pathIncrement?: number
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
    accounts: [{ address: input.address, pathIncrement: input.pathIncrement ?? 0 }],
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
