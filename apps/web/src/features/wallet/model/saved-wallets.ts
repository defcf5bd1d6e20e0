import { builtOnFirstUse } from '@gitopia-client/chain'
import * as z from 'zod/mini'

/**
 * The saved wallets' schema, built on first use: a first visit has none to read, and building it
 * was part of every page's start-up.
 */
const savedWalletSchema = builtOnFirstUse(() => {
  /** The last IBC transfer's other side, remembered per account to pre-fill the next one. */
  const counterpartyFields = {
    counterPartyAddress: z.optional(z.string()),
    counterPartyChain: z.optional(z.string()),
  }
  /** An account's index under m/44'/118'/0'/0/. */
  const accountIndex = z.number().check(z.int(), z.nonnegative())

  /**
   * A further account of a wallet (docs/client-rules.md#accounts): the key at
   * m/44'/118'/0'/0/`pathIncrement` of the same phrase or Ledger. Account 0 is the wallet's own
   * entry (its name, address and avatar).
   */
  const extraAccountSchema = z.object({
    pathIncrement: accountIndex,
    address: z.string().check(z.minLength(1)),
    name: z.string().check(z.minLength(1)),
    avatarUrl: z._default(z.string(), ''),
    ...counterpartyFields,
  })

  /**
   * A wallet the app remembers (docs/client-rules.md#client-state: name, address, avatarUrl,
   * encrypted wallet, isLedger). Only the encrypted envelope of a local wallet is kept; Ledger and
   * Keplr entries hold public data only.
   */
  return z.object({
    name: z.string().check(z.minLength(1)),
    address: z.string().check(z.minLength(1)),
    avatarUrl: z._default(z.string(), ''),
    /** The encrypted envelope of a local wallet, as JSON text; null for Ledger and Keplr. */
    wallet: z.nullable(z.string()),
    isLedger: z.optional(z.boolean()),
    isKeplr: z.optional(z.boolean()),
    /** Whether a backup file of this wallet was downloaded (spec `backupState`). */
    backedUp: z._default(z.boolean(), false),
    /** The selected account's index (0: the wallet's own address). */
    pathIncrement: z.optional(accountIndex),
    /** Accounts beyond the first (local and Ledger wallets). */
    accounts: z.optional(z.array(extraAccountSchema)),
    ...counterpartyFields,
  })
})
export type SavedWallet = z.infer<ReturnType<typeof savedWalletSchema>>
export type ExtraAccount = NonNullable<SavedWallet['accounts']>[number]

export type WalletKind = 'local' | 'ledger' | 'keplr'

/** One account of a saved wallet, the first included. */
export interface WalletAccount {
  readonly pathIncrement: number
  readonly address: string
  readonly name: string
  readonly avatarUrl: string
  readonly counterPartyAddress?: string | undefined
  readonly counterPartyChain?: string | undefined
}

/** Account 0: the wallet's own entry. */
export function firstAccount(wallet: SavedWallet): WalletAccount {
  return {
    pathIncrement: 0,
    address: wallet.address,
    name: wallet.name,
    avatarUrl: wallet.avatarUrl,
    counterPartyAddress: wallet.counterPartyAddress,
    counterPartyChain: wallet.counterPartyChain,
  }
}

/** The selected account (account 0 when the saved index names none). */
export function selectedAccount(wallet: SavedWallet): WalletAccount {
  const index = wallet.pathIncrement
  const other = index ? wallet.accounts?.find(a => a.pathIncrement === index) : undefined
  return other ?? firstAccount(wallet)
}

export function walletKind(wallet: Pick<SavedWallet, 'isLedger' | 'isKeplr'>): WalletKind {
  if (wallet.isLedger) return 'ledger'
  if (wallet.isKeplr) return 'keplr'
  return 'local'
}

export const WALLETS_STORAGE_KEY = 'wallets'
/** Name of the wallet to restore at startup (the spec leaves this key open). */
export const LAST_WALLET_STORAGE_KEY = 'lastWallet'

function readJson(key: string): unknown {
  try {
    const text = localStorage.getItem(key)
    return text === null ? null : (JSON.parse(text) as unknown)
  } catch {
    return null
  }
}

/** Reads the saved wallets, skipping (and reporting) entries that are not valid. */
export function loadSavedWallets(): SavedWallet[] {
  const raw = readJson(WALLETS_STORAGE_KEY)
  if (!Array.isArray(raw)) return []
  const wallets: SavedWallet[] = []
  for (const entry of raw) {
    const parsed = savedWalletSchema().safeParse(entry)
    if (parsed.success) wallets.push(parsed.data)
    else console.error('Ignoring a saved wallet that is not valid:', parsed.error.issues)
  }
  return wallets
}

export function storeSavedWallets(wallets: readonly SavedWallet[]): void {
  localStorage.setItem(WALLETS_STORAGE_KEY, JSON.stringify(wallets))
}

export function loadLastWalletName(): string | null {
  const raw = readJson(LAST_WALLET_STORAGE_KEY)
  return typeof raw === 'string' ? raw : null
}

export function storeLastWalletName(name: string | null): void {
  if (name === null) localStorage.removeItem(LAST_WALLET_STORAGE_KEY)
  else localStorage.setItem(LAST_WALLET_STORAGE_KEY, JSON.stringify(name))
}
