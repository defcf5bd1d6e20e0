import * as z from 'zod/mini'

/**
 * A wallet the app remembers (docs/client-rules.md#client-state: name, address, avatarUrl, encrypted wallet,
 * isLedger). Only the encrypted envelope of a local wallet is kept; Ledger and Keplr entries hold
 * public data only.
 */
export const savedWalletSchema = z.object({
  name: z.string().check(z.minLength(1)),
  address: z.string().check(z.minLength(1)),
  avatarUrl: z._default(z.string(), ''),
  /** The encrypted envelope of a local wallet, as JSON text; null for Ledger and Keplr. */
  wallet: z.nullable(z.string()),
  isLedger: z.optional(z.boolean()),
  isKeplr: z.optional(z.boolean()),
  /** Whether a backup file of this wallet was downloaded (spec `backupState`). */
  backedUp: z._default(z.boolean(), false),
})
export type SavedWallet = z.infer<typeof savedWalletSchema>

export type WalletKind = 'local' | 'ledger' | 'keplr'

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
    const parsed = savedWalletSchema.safeParse(entry)
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
