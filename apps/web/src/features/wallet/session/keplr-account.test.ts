import { createKeplrExtension } from '@gitopia-client/chain/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { restoreWallets, useWalletStore } from '../model/wallet-store.ts'
import { addWallet } from '../model/wallet-edits.ts'
import { walletNetwork } from '../model/wallet-network.ts'
import { currentSigner, lockWallet } from './key-session.ts'
import { stopWatchingKeplr } from './keplr-account.ts'
import { resumeWallet } from './resume.ts'

const FIRST =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'
const SECOND = 'legal winner thank year wave sausage worth useful legal winner thank yellow'

/** A node that knows no users or fee grants and holds the first balance read until `release` is called. */
function stubNodeHoldingBalance() {
  let release = () => {}
  const held = new Promise<void>(resolve => (release = resolve))
  let balanceReads = 0
  vi.stubGlobal('fetch', async (input: string | URL) => {
    const { pathname } = new URL(String(input))
    if (pathname.includes('/balances/') && (balanceReads += 1) === 1) await held
    const body = pathname.includes('/balances/')
      ? { balance: { denom: 'ulore', amount: '0' } }
      : pathname.includes('/allowances/')
        ? { allowances: [] }
        : null
    return new Response(JSON.stringify(body ?? { message: 'not found' }), {
      status: body ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    })
  })
  return { release, balanceRead: () => balanceReads > 0 }
}

afterEach(() => {
  stopWatchingKeplr()
  lockWallet()
  vi.unstubAllGlobals()
})

describe('a Keplr wallet at startup', () => {
  // 60 s, and 25 s for each wait: the emulated extension derives both accounts from their
  // mnemonics (2 s on an idle machine, over 10 s at load 20).
  it('follows an account switch made while it is being unlocked again', async () => {
    const keplr = createKeplrExtension(FIRST, { name: 'first' })
    vi.stubGlobal('keplr', keplr)
    const node = stubNodeHoldingBalance()
    // The wallet as a previous visit saved it: connected through Keplr with the first account.
    await keplr.experimentalSuggestChain?.({
      chainId: walletNetwork().chainId,
      bech32Config: { bech32PrefixAccAddr: 'gitopia' },
    } as never)
    const first = await keplr.getKey(walletNetwork().chainId)
    addWallet({
      name: 'first',
      address: first.bech32Address,
      avatarUrl: '',
      wallet: null,
      isKeplr: true,
      backedUp: true,
    })
    const saved = restoreWallets()
    expect(saved?.name).toBe('first')

    resumeWallet(saved!)
    // The signer is held and the balance is being read: the page already shows the wallet unlocked.
    await vi.waitFor(() => expect(node.balanceRead()).toBe(true), { timeout: 25_000 })
    expect(currentSigner('first')).not.toBeNull()

    keplr.switchAccount(SECOND, 'second')
    node.release()

    const second = await keplr.getKey(walletNetwork().chainId)
    await vi.waitFor(
      () => {
        const { activeWallet, unlocked } = useWalletStore.getState()
        expect(activeWallet?.name).toBe('second')
        expect(activeWallet?.address).toBe(second.bech32Address)
        expect(unlocked).toBe(true)
      },
      { timeout: 25_000 },
    )
    expect(second.bech32Address).not.toBe(first.bech32Address)
  }, 60_000)
})
