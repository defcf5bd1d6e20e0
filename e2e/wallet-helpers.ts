import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'
import { E2E_PASSWORD, openWalletMenu, recoverWallet } from './support/wallet.ts'

export { openWalletMenu as walletMenu }

export const PASSWORD = E2E_PASSWORD
export const ACCOUNTS = {
  bob: 'gitopia1zypdnc2ct9aurl6n9gclp3hnc2mfkpv6c6jh4n',
  carol: {
    address: 'gitopia1gz2e3zdsl37tw4wjmmdxcpnzmuwzzl3rycses0',
    mnemonic:
      'start doctor olive erase object vapor field version early recycle merit vast night slim digital elbow finger pitch card awful south siege exotic art',
  },
  faucet: 'gitopia13fhsz6qtjkjlydx5vlaal07usxs87yytdzklgp',
} as const

export async function balanceOf(rest: string, address: string): Promise<bigint> {
  const response = await fetch(
    `${rest}/cosmos/bank/v1beta1/balances/${address}/by_denom?denom=ulore`,
  )
  return BigInt(((await response.json()) as { balance: { amount: string } }).balance.amount)
}

export async function fund(rest: string, address: string): Promise<void> {
  const response = await fetch(`${rest}/faucet`, {
    method: 'POST',
    body: JSON.stringify({ address }),
  })
  expect(response.status).toBe(200)
}

/** A new funded account (10 LORE from the faucet) with no user on chain. */
export async function freshAccount(rest: string): Promise<{ mnemonic: string; address: string }> {
  const { DirectSecp256k1HdWallet } = await import('@cosmjs/proto-signing')
  const wallet = await DirectSecp256k1HdWallet.generate(24, { prefix: 'gitopia' })
  const [account] = await wallet.getAccounts()
  if (!account) throw new Error('no account')
  await fund(rest, account.address)
  return { mnemonic: wallet.mnemonic, address: account.address }
}

/** A fresh funded account (`freshAccount`), its wallet recovered as `name` on `path`. */
export async function signInFreshAccount(page: Page, rest: string, name: string, path = '/home') {
  const account = await freshAccount(rest)
  await page.goto(path)
  await recoverWallet(page, account.mnemonic, name)
  return account
}

export async function userOf(rest: string, address: string) {
  const response = await fetch(`${rest}/gitopia/gitopia/gitopia/user/${address}`)
  if (response.status !== 200) return null
  return ((await response.json()) as { User: Record<string, unknown> }).User
}

/** Everything the page can persist, to prove the secret never lands there. */
export async function allBrowserStorage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts: string[] = [location.href, document.cookie]
    for (const store of [localStorage, sessionStorage]) {
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i) ?? ''
        parts.push(key, store.getItem(key) ?? '')
      }
    }
    for (const info of await indexedDB.databases()) {
      parts.push(JSON.stringify(info))
    }
    const cacheNames = 'caches' in globalThis ? await caches.keys() : []
    parts.push(cacheNames.join(','))
    return parts.join('\n')
  })
}

export async function closeWalletMenu(page: Page) {
  const panel = page.getByRole('region', { name: 'Wallet menu' })
  if (await panel.isVisible()) await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
}

export function unlockPrompt(page: Page, title = 'Unlock wallet') {
  return page.getByRole('dialog', { name: title })
}

/** The forms a leaked secret could take: the phrase (or its start), the private key in hex/base64. */
export async function secretForms(mnemonic: string): Promise<string[]> {
  const { Bip39, EnglishMnemonic, Slip10, Slip10Curve, stringToPath } =
    await import('@cosmjs/crypto')
  const { toBase64, toHex } = await import('@cosmjs/encoding')
  const seed = await Bip39.mnemonicToSeed(new EnglishMnemonic(mnemonic))
  const { privkey } = Slip10.derivePath(
    Slip10Curve.Secp256k1,
    seed,
    stringToPath("m/44'/118'/0'/0/0"),
  )
  return [mnemonic.split(' ').slice(0, 3).join(' '), toHex(privkey), toBase64(privkey)]
}

export async function expectNoSecretStored(page: Page, mnemonic: string): Promise<void> {
  const stored = await allBrowserStorage(page)
  for (const form of await secretForms(mnemonic)) expect(stored).not.toContain(form)
}

/** A toast of the given status containing the text. */
export function toast(
  page: Page,
  status: 'info' | 'error' | 'waiting-for-input',
  text: string | RegExp,
) {
  return page.getByTestId(`toast-${status}`).filter({ hasText: text })
}
